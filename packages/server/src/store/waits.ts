/**
 * The longest a wait on PostgreSQL may last by default (ms, DATABASE_WAIT_MS): a statement
 * (a row lock included), a free pooled connection, a session of ours idle inside a
 * transaction (issue 26). SQLite's lock waits are bounded the same way (busy_timeout).
 */
export const DATABASE_WAIT_MS = 10_000;
