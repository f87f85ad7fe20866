// What the bench scripts share: the repository root and `--name value` options.

import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const args = process.argv.slice(2);

/** The value after `--name` on the command line, else `fallback`. */
export const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
