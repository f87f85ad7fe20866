// Vite's build flag that the worker's registration reads: import.meta.env.PROD is true in
// `vite build`, false in the dev server and in the tests.

interface ImportMetaEnv {
  readonly PROD: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
