// Why the store refused a write: another writer holds the room (fencing) or the row is
// already there (an action's number). Both are answers, not failures: the room acts on them.

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

export const refused = (must: 'fenced' | 'stored'): Error =>
  must === 'fenced' ? new Fenced() : new AlreadyStored();
