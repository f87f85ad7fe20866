// Types of security.mjs (plain JavaScript: the web app's static server imports it in Node).

/** Each directive of the pages' Content-Security-Policy with its sources. */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>>;

/** The Content-Security-Policy header's value. */
export function contentSecurityPolicy(): string;

/** A Content-Security-Policy header read back: each directive with its sources. */
export function cspDirectives(header: string | null | undefined): Record<string, string[]>;
