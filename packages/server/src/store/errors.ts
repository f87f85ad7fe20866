// Why the store refused a write: another writer holds the room (fencing), the row is
// already there (an action's number) or changed since it was read (a version). Both are answers, not failures: the room acts on them.

/** A deal's action number was already stored (by another writer): the append is refused. */
export class AlreadyStored extends Error {
  constructor() {
    super('that action number is already stored');
  }
}

/** The room has another owner now (its fencing number moved on): the write is refused. */
export class Fenced extends Error {
  constructor() {
    super('the room has another owner now');
  }
}

/**
 * A row changed since it was read (its version moved on: another rated deal, another
 * process): the write is refused, to be made again from a fresh read.
 */
export class Stale extends Error {
  constructor() {
    super('the row changed since it was read');
  }
}

export type Must = 'fenced' | 'stored' | 'stale';

export const refused = (must: Must): Error =>
  must === 'fenced' ? new Fenced() : must === 'stale' ? new Stale() : new AlreadyStored();
