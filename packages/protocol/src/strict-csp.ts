// Import first in every realm that runs under the pages' Content-Security-Policy (security.mjs:
// no 'unsafe-eval'): the web app's page and its bots' worker. zod compiles its object parsers
// with `new Function` where it may, and finds out whether it may by trying once, when the first
// object schema is made: under the policy that try is refused and reported as a violation,
// though zod catches it. Told not to compile, it never tries (and parses a few messages a
// second just as well). The server keeps compiling: no policy governs it.

import { config } from 'zod';

config({ jitless: true });
