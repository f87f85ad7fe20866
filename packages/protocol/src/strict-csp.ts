// Import first in every realm that runs under the pages' Content-Security-Policy (security.mjs:
// no 'unsafe-eval'): the web app's page and its bots' worker. zod compiles its object parsers
// with `new Function` where it may, and finds out whether it may by trying once, when the first
// object schema is made: under the policy that try is refused and reported as a violation,
// though zod catches it. Told not to compile (jitless), it never tries, and parses the few
// records and messages a page reads just as well. The server keeps compiling: no policy
// governs it.
//
// zod keeps its settings in one object shared by all its copies, globalThis.__zod_globalConfig,
// and takes the one it finds when it loads: set here first, it holds. Not zod's config(): that
// import would pull zod into the page's first chunk (budget.test.ts keeps it out). Should zod
// ever read its settings elsewhere, the browser tests fail on the violation.

const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });
