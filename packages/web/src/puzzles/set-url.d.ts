// Vite's ?url imports: a file's address in the build (the puzzle set is fetched so, and read
// with JSON.parse, much faster than the same data parsed as a JavaScript module).

declare module '*.json?url' {
  const url: string;
  export default url;
}
