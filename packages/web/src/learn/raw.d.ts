// Vite's ?raw imports: a file's text as a string (the rules page reads docs/RULES.md so).

declare module '*.md?raw' {
  const text: string;
  export default text;
}
