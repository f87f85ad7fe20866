// What a room's channel brings while this process takes the room over (it listens before the
// lease is taken, cluster-rooms.ts `own`): kept for when the room is loaded, within a bound,
// and dropped if the takeover fails.

import type { ToEdge, ToOwner } from './relay';

/**
 * Messages a room being taken over here keeps for when it is loaded: at most this many (each
 * at most MAX_MESSAGE_BYTES, socket.ts), so clients sending into a slow load cannot grow the
 * memory without bound; past it the room is treated as not here (`'overflowed'`).
 */
export const EARLY_MAX = 256;

/** The rooms being taken over here, each with what its channel carried meanwhile. */
export class EarlyMessages {
  /**
   * What each room's channel carried, handled once the room is loaded, or `'overflowed'`
   * (too much came: those clients were told to start over).
   */
  private readonly rooms = new Map<string, ToOwner[] | 'overflowed'>();

  /** Keep what the room's channel brings from now on (before it is listened to). */
  start(id: string): void {
    this.rooms.set(id, []);
  }

  has(id: string): boolean {
    return this.rooms.has(id);
  }

  /** The room is loaded: what was kept, to be handled now (nothing if it overflowed). */
  take(id: string): readonly ToOwner[] {
    const heard = this.rooms.get(id);
    this.rooms.delete(id);
    return Array.isArray(heard) ? heard : [];
  }

  /**
   * The takeover failed: what was heard is dropped (its senders hear from the room's real
   * owner, or start over when their relay sees the lease go elsewhere).
   */
  drop(id: string): void {
    this.rooms.delete(id);
  }

  /**
   * Keep `m` for a room being loaded here. False if the room is not being loaded or has
   * overflowed: the caller answers as for a room that is not here.
   */
  keep(id: string, m: ToOwner, post: (edge: string, message: ToEdge) => void): boolean {
    const early = this.rooms.get(id);
    if (!Array.isArray(early)) return false;
    if (early.length < EARLY_MAX) {
      early.push(m);
      return true;
    }
    // Too much for one load: everyone heard so far starts over (answering some and not
    // others would leave a member whose bye was not kept), and so does whoever follows
    // until the room is loaded.
    this.rooms.set(id, 'overflowed');
    const told = new Set<string>();
    for (const h of [...early, m]) {
      const key = `${h.e}/${h.c}`;
      if (h.k === 'bye' || told.has(key)) continue;
      told.add(key);
      post(h.e, { c: h.c, k: 'moved' });
    }
    return true;
  }
}
