// Aiming the hostile clients of the security test: the rooms under attack and the hostile
// connections, where each connection stands, and each intent (hostile-intents.ts) turned
// into the message a connection sends now with the outcomes it may have (an error code,
// or the reply a harmless message earns).

import { ERROR_CODES } from '@kaschlan/engine';
import type { SeatKind } from '@kaschlan/protocol';
import type { Store } from '../../src/store/store';
import type { TestClient } from './client';
import type { Outcome, RawClient } from './hostile';
import type { Intent } from './hostile-intents';
import type { Player } from './players';

/** What aiming reads of the server: its store (an action log to replay from). */
export interface Stored {
  readonly store: Store;
}

export interface Room {
  readonly id: string;
  readonly seats: SeatKind[];
  readonly pack: number;
  readonly watcher: TestClient;
  /** The honest client of each human seat. */
  readonly people: Map<number, TestClient>;
  readonly players: Player[];
  game: string;
}

/** Where a hostile connection stands: in no room, watching, or in a seat (a stolen token). */
export interface Standing {
  room: string | null;
  seat: number | null;
}

export interface Conn {
  readonly n: number;
  readonly kind: 'stranger' | 'spectator' | 'thief';
  readonly client: RawClient;
  /** The room it belongs to, and the seat whose token it holds (thieves). */
  readonly home: Room;
  readonly seat: number | null;
  readonly token: string | null;
  readonly at: Standing;
}

/** One message to send: what it is, its bytes, and the outcomes it may have. */
export interface Shot {
  readonly category: string;
  readonly payload: string | Buffer;
  readonly binary?: boolean;
  readonly tag?: string;
  readonly allowed: readonly Outcome[];
  /** A hello: where it leads if answered with a snapshot. */
  readonly hello?: { room: string; seat: number | null };
}

const BAD = ['BAD_MESSAGE'];

/** The cards of a pack (R1.1), in the public notation. */
function cardsOf(pack: number): string[] {
  const ranks = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
  const low = pack === 52 ? 0 : pack === 32 ? 5 : 7;
  return ['C', 'S', 'H', 'D'].flatMap((s) => ranks.slice(low).map((r) => `${r}${s}`));
}

const randomId = (r: () => number) =>
  Array.from({ length: 12 }, () => 'abcdefghijkmnpqrstuvwxyz23456789'[Math.floor(r() * 32)]).join(
    '',
  );
const randomToken = (r: () => number) =>
  Buffer.from(Array.from({ length: 32 }, () => Math.floor(r() * 256))).toString('base64url');

/** `aim` at the rooms of one server (its store is read when a shot is aimed). */
export const aimingAt =
  (server: Stored) => (c: Conn, it: Intent, i: number, r: () => number, rooms: Room[]) =>
    aim(server, c, it, i, r, rooms);

/** Turn an intent into the message a connection sends now, and its allowed outcomes. */
async function aim(
  server: Stored,
  c: Conn,
  it: Intent,
  i: number,
  r: () => number,
  rooms: Room[],
): Promise<Shot> {
  const s = c.at;
  const here = rooms.find((x) => x.id === s.room) ?? c.home;
  const inRoom = (seated: readonly Outcome[], watching: readonly Outcome[] = ['NOT_SEATED']) =>
    s.room === null ? ['NOT_IN_ROOM'] : s.seat === null ? watching : seated;
  const text = (category: string, m: unknown, allowed: readonly Outcome[]): Shot => ({
    category,
    payload: typeof m === 'string' ? m : JSON.stringify(m),
    allowed,
  });
  switch (it.kind) {
    case 'random JSON':
      return text(it.kind, JSON.stringify(it.v), [...BAD, 'TOO_LARGE']);
    case 'random text':
      return text(it.kind, it.v as string, ['BAD_JSON', 'BAD_MESSAGE', 'TOO_LARGE']);
    case 'binary frame':
      return {
        category: it.kind,
        payload: Buffer.from(it.v as Uint8Array),
        binary: true,
        allowed: BAD,
      };
    case 'over the message limit': {
      const size = it.v as number;
      const m = JSON.stringify({ type: 'chat', text: '' });
      return text(it.kind, `${m.slice(0, -2)}${'x'.repeat(size - m.length)}"}`, ['TOO_LARGE']);
    }
    case 'wrong types':
    case 'unknown field':
    case 'prototype keys':
      return text(it.kind, it.v, BAD);
    case 'prototype keys in an action':
      // A valid message: the action is the room's to refuse.
      return text(
        it.kind,
        `{"type":"act","game":"${randomId(r)}","move":0,"action":{"__proto__":{"seat":${s.seat ?? 0}},"type":"take"}}`,
        inRoom(['STALE_MOVE']),
      );
    case 'deep nesting': {
      const d = it.v as number;
      return i % 2 === 0
        ? text(it.kind, `${'['.repeat(d)}${']'.repeat(d)}`, BAD)
        : text(
            it.kind,
            `{"type":"act","game":"${randomId(r)}","move":0,"action":${'['.repeat(d)}${']'.repeat(d)}}`,
            inRoom(['STALE_MOVE']),
          );
    }
    case 'ping':
      return text(it.kind, { type: 'ping', n: i }, ['pong']);
    case 'sync':
      return text(it.kind, { type: 'sync' }, inRoom(['welcome'], ['welcome']));
    case 'sit':
      return text(
        it.kind,
        { type: 'sit', seat: (it.v as number) % 5, name: 'Mallory' },
        inRoom(['ALREADY_SEATED'], ['SEAT_TAKEN', 'NO_SUCH_SEAT']),
      );
    case 'leave':
    case 'deal':
      return text(it.kind, { type: it.kind }, inRoom(['IN_PLAY']));
    case 'chat': {
      const tag = `#${c.n}.${i}#`;
      return {
        category: 'chat',
        payload: JSON.stringify({ type: 'chat', text: `${tag} ${it.v as string}` }),
        tag,
        allowed: inRoom(['chat', 'RATE_LIMITED'], ['chat', 'RATE_LIMITED']),
      };
    }
    case 'hello: own': {
      // Back home: a thief with his stolen token, the others as spectators.
      const token = c.token ?? undefined;
      return {
        ...text(it.kind, { type: 'hello', room: c.home.id, token }, ['welcome']),
        hello: { room: c.home.id, seat: c.seat },
      };
    }
    case 'hello: guessed token':
      return text(it.kind, { type: 'hello', room: here.id, token: randomToken(r) }, ['BAD_TOKEN']);
    case 'hello: foreign token': {
      // A real token of another room's seat.
      const other = rooms.filter((x) => x !== here);
      const room = other[(it.v as number) % other.length]!;
      const token = [...room.people.values()][(it.v as number) % room.people.size]!.token;
      return text(it.kind, { type: 'hello', room: here.id, token }, ['BAD_TOKEN']);
    }
    case 'hello: no room': {
      let id = randomId(r);
      while (rooms.some((x) => x.id === id)) id = randomId(r);
      return text(it.kind, { type: 'hello', room: id }, ['NO_ROOM']);
    }
    default:
      return aimAct(server, c, it, r, here);
  }
}

async function aimAct(
  server: Stored,
  c: Conn,
  it: Intent,
  r: () => number,
  here: Room,
): Promise<Shot> {
  const s = c.at;
  const update = c.client.game;
  const game = update?.game ?? here.game;
  const move = update?.move ?? 0;
  const seat = s.seat ?? 0;
  const act = (g: string, m: number, action: unknown) => ({
    type: 'act',
    game: g,
    move: m,
    action,
  });
  const none = s.room === null ? ['NOT_IN_ROOM'] : s.seat === null ? ['NOT_SEATED'] : null;
  const shot = (m: unknown, seated: readonly Outcome[]): Shot => ({
    category: it.kind,
    payload: JSON.stringify(m),
    allowed: none ?? seated,
  });
  const others = here.seats.map((_, i) => i).filter((i) => i !== seat);
  const other = others[(it.v as number) % others.length]!;
  switch (it.kind) {
    case 'act: another seat': {
      // The very action the seat to act may play (its own client's legal list), or a take.
      const toAct = here.watcher.view?.toAct ?? null;
      const owner = toAct === null || toAct === seat ? undefined : here.people.get(toAct);
      const legal = owner?.view?.legal ?? [];
      const action = legal.length > 0 ? legal[(it.v as number) % legal.length] : undefined;
      return shot(act(game, move, action ?? { type: 'take', seat: other }), [
        'NOT_YOUR_SEAT',
        'STALE_MOVE',
        'DUPLICATE_ACTION',
      ]);
    }
    case 'act: stale move': {
      if (move === 0)
        return shot(act(game, 0, { type: 'take', seat: other }), [
          'NOT_YOUR_SEAT',
          'STALE_MOVE',
          'DUPLICATE_ACTION',
        ]);
      const m = (it.v as number) % move;
      return shot(act(game, m, { type: 'take', seat }), ['STALE_MOVE', 'DUPLICATE_ACTION']);
    }
    case 'act: replayed move': {
      // An action the deal really played, sent again with its own move number.
      const log = await server.store.actionsOf(game);
      if (log.length === 0)
        return shot(act(game, 0, { type: 'pass', seat: other }), [
          'NOT_YOUR_SEAT',
          'STALE_MOVE',
          'DUPLICATE_ACTION',
        ]);
      const k = (it.v as number) % log.length;
      return shot(act(game, k, log[k]!.action), ['DUPLICATE_ACTION']);
    }
    case 'act: future move':
      return shot(act(game, move + 1000 + ((it.v as number) % 1000), { type: 'take', seat }), [
        'BAD_MOVE_NUMBER',
      ]);
    case 'act: another deal': {
      let g = randomId(r);
      while (g === game) g = randomId(r);
      return shot(act(g, move, { type: 'take', seat }), ['STALE_MOVE']);
    }
    default: {
      // Its own seat, the right move, an action that cannot be legal: cards it does not
      // hold, or no action at all.
      const hand = new Set(update?.view.hand ?? []);
      const pack = cardsOf(here.pack).filter((x) => !hand.has(x));
      const pick = () => pack[Math.floor(r() * pack.length)]!;
      const mine = [...hand];
      const held = mine.length > 0 ? mine[Math.floor(r() * mine.length)]! : pick();
      const choices: unknown[] = [
        { type: 'lead', seat, cards: [pick()] },
        { type: 'lead', seat, cards: [held, pick()] },
        { type: 'coachman', seat, card: pick() },
        { type: 'beat', seat, attack: held, with: pick() },
        { type: 'selfAttack', seat, card: pick(), with: pick() },
        { type: 'lead', seat, cards: [] },
        { type: 'lead', seat, cards: ['1Z'] },
        { type: 'fly', seat },
        { seat },
        { type: 'take', seat: seat + 0.5 },
        null,
        42,
        'take',
        [{ type: 'take', seat }],
      ];
      const action = choices[(it.v as number) % choices.length];
      return shot(act(game, move, action), ['*engine']);
    }
  }
}

/** The engine's refusals of an action, and the server's own. */
const ACT_REFUSALS = new Set<string>([
  ...ERROR_CODES.filter((c) => c !== 'GAME_OVER'),
  'NOT_YOUR_SEAT',
  'STALE_MOVE',
  'DUPLICATE_ACTION',
]);

export function fits(outcome: Outcome, allowed: readonly Outcome[]): boolean {
  if (outcome === 'RATE_LIMITED') return true; // counted, and kept rare below
  if (allowed.includes('*engine')) return ACT_REFUSALS.has(outcome);
  return allowed.includes(outcome);
}
