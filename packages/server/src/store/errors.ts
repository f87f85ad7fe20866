// Why the store refused a write: another writer holds the room (fencing), the row is
// already there (an action's number) or changed since it was read (a version), or a new
// room's creator is at his cap. All are answers, not failures: the caller acts on them.

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

/**
 * A new room's creator has as many open rooms (`rooms`) or search bots (`bots`) as his caps
 * allow, counted in the database (store/creators.ts): the room is not stored.
 */
export class OverCap extends Error {
  constructor(readonly cap: 'rooms' | 'bots') {
    super(`the creator has all the ${cap} he may have`);
  }
}

export type Must = 'fenced' | 'stored' | 'stale' | 'rooms' | 'bots';

export function refused(must: Must): Error {
  switch (must) {
    case 'fenced':
      return new Fenced();
    case 'stale':
      return new Stale();
    case 'stored':
      return new AlreadyStored();
    default:
      return new OverCap(must);
  }
}
