// The sockets each session holds a seat with, so that ending sessions reaches them (issue 24
// follow-up): "sign out everywhere else" and a password change end a player's other
// sessions, and the sockets of those sessions are closed at once (4401 SESSION_ENDED), not
// left playing his seats on a cookie that opens nothing any more. A socket is known here from
// the first time it asks who its person is (a `sit`, a `hello` with a seat's token: socket.ts
// whoIs), that is, every socket that holds a seat as a person; a spectator's shows nothing
// of his. A socket that reconnects finds its session gone: a rated seat then refuses it
// (NO_SESSION, the table's mayReturn); a casual seat is its token's, as before.

/** A socket of an ended session is closed with this (the web app signs in again). */
export const SESSION_ENDED_CLOSE = { code: 4401, reason: 'SESSION_ENDED' } as const;

/**
 * What a cluster's processes tell each other: `player`'s sessions but `keep` (its SHA-256, as
 * the store keeps it: it opens nothing) ended.
 */
export const endedMessage = (player: string, keep: string): string =>
  JSON.stringify({ player, keep });

export interface Closable {
  close(code: number, reason: string): void;
}

export class SessionSockets {
  /** By player: each socket and the hash of the session it came with. */
  private readonly byPlayer = new Map<string, Map<Closable, string>>();
  /** Each socket's player. */
  private readonly players = new Map<Closable, string>();

  /** `socket` came with session `hash` of `player`; forgotten when it closes (`forget`). */
  add(player: string, hash: string, socket: Closable): void {
    this.forget(socket);
    this.players.set(socket, player);
    let sockets = this.byPlayer.get(player);
    if (!sockets) {
      sockets = new Map();
      this.byPlayer.set(player, sockets);
    }
    sockets.set(socket, hash);
  }

  forget(socket: Closable): void {
    const player = this.players.get(socket);
    if (player === undefined) return;
    this.players.delete(socket);
    const sockets = this.byPlayer.get(player);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byPlayer.delete(player);
  }

  /** Another process ended sessions (`endedMessage`, over the cluster's bus): as endOthers. */
  endedElsewhere(text: string): void {
    try {
      const m = JSON.parse(text) as { player?: unknown; keep?: unknown };
      if (typeof m.player === 'string' && typeof m.keep === 'string')
        this.endOthers(m.player, m.keep);
    } catch {
      // not one of ours: nothing to close
    }
  }

  /** The player's sessions but `keep` ended: their sockets here are closed; how many. */
  endOthers(player: string, keep: string): number {
    const sockets = this.byPlayer.get(player);
    if (!sockets) return 0;
    let closed = 0;
    for (const [socket, hash] of [...sockets]) {
      if (hash === keep) continue;
      sockets.delete(socket);
      this.players.delete(socket);
      socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      closed++;
    }
    if (sockets.size === 0) this.byPlayer.delete(player);
    return closed;
  }
}
