// The messages of the online protocol (docs/PROTOCOL.md). Client messages are untrusted:
// the server reads each with `clientMessage` (zod, strict: unknown fields are refused).
// Server messages are typed here for the client; the server builds them.

import type { GameRecord, Seat, View } from '@kaschlan/engine';
import { PRESET_NAMES, ruleOptionsShape } from '@kaschlan/engine';
import { cleanText, hasInvisible, isReservedName } from '@kaschlan/table';
import { z } from 'zod';
import { type ChatLine, LEVEL_NAMES, type ProtocolErrorCode, type SeatKind } from './constants';
import { CHAT_MAX, NAME_MAX } from './limits';

const id = z.string().regex(/^[a-z0-9]{6,32}$/);
const int = z.number().int().min(0).max(1_000_000);
/**
 * A display name: cleaned like all shown text (the table's cleanText: no control, bidi or
 * zero-width characters), 1..NAME_MAX characters, something visible, nothing invisible left
 * (a variation selector, a Hangul filler: hasInvisible), not a name the table gives itself
 * ("Spectator", "Seat 2", "Normal bot", in any case and width). The server also refuses the
 * table's names in look-alike letters, and compares players' names by their look.
 */
export const displayName = z
  .string()
  .max(NAME_MAX * 4)
  .transform(cleanText)
  .pipe(
    z
      .string()
      .min(1, 'a name needs something visible')
      .max(NAME_MAX)
      .refine((n) => !hasInvisible(n), 'a name may not hold invisible characters')
      .refine((n) => !isReservedName(n), 'that name is the table’s own: choose another'),
  );
/** A room's name: cleaned the same way; nothing visible left means no name given. */
const roomName = z
  .string()
  .max(60 * 4)
  .transform(cleanText)
  .pipe(z.string().max(60))
  .transform((n) => (n === '' ? undefined : n));

// ---------------------------------------------------------------- HTTP: creating a room

export const roomOptions = z.strictObject({
  preset: z.enum(PRESET_NAMES).default('illig'),
  /** Overrides of the preset's options, from the engine's one description of them (R7). */
  rules: z.strictObject(ruleOptionsShape()).default({}),
  /** One entry per seat (2..5): 'human' seats are taken by people, the others are bots. */
  seats: z
    .array(z.enum(['human', ...LEVEL_NAMES]))
    .min(2)
    .max(5),
  /** Listed in the lobby; a private room is reached only by its link. */
  public: z.boolean().default(true),
  /** The turn timer in seconds (0: off); when it runs out a bot moves for that seat. */
  turnSeconds: z.number().int().min(0).max(600).default(0),
  name: roomName.optional(),
  /**
   * A rated room: each finished deal updates its seated people's ratings (issue 13). Left
   * out, a public room is rated and a private one casual (`isRated`); a private room asked
   * for by a person is casual whatever this says (`asCreated`, issue 24).
   */
  rated: z.boolean().optional(),
  /**
   * The first deal starts by itself once every seat is taken, as soon as a seated person is
   * here (quick play's rooms, whose people are seated when made: nobody has to press Deal).
   */
  autoDeal: z.boolean().optional(),
});
export type RoomOptionsInput = z.input<typeof roomOptions>;
export type RoomOptions = z.output<typeof roomOptions>;

/** Whether a room's deals are rated: as chosen, else public rooms are and private ones not. */
export const isRated = (options: Pick<RoomOptions, 'rated' | 'public'>): boolean =>
  options.rated ?? options.public;

/**
 * The options a room asked for by a person is made with (issue 24): rated play is quick
 * play's and listed rooms'. A private room is casual whatever it asked for: seen by nobody
 * else, its seats could all be one person's, and his rating what he made it. (Quick play's
 * rooms are unlisted and rated: the server makes them, nobody asks for them.)
 */
export const asCreated = (options: RoomOptions): RoomOptions =>
  options.public ? options : { ...options, rated: false };

// ---------------------------------------------------------------- client → server

export const clientMessage = z.discriminatedUnion('type', [
  /** Enter a room: with a seat token, as that seat; without, as a spectator. */
  z.strictObject({ type: z.literal('hello'), room: id, token: z.string().max(100).optional() }),
  /** Take an open human seat with a display name (before the first deal, or a free seat). */
  z.strictObject({
    type: z.literal('sit'),
    seat: z.number().int().min(0).max(4),
    name: displayName,
  }),
  /** Give the seat up (only while no deal is being played). */
  z.strictObject({ type: z.literal('leave') }),
  /** Deal: the first deal, or the next one after a deal ended (rematch). */
  z.strictObject({ type: z.literal('deal') }),
  /**
   * Play `action` as the next move of game `game`; `move` is the number of actions the
   * client saw played (view `move`): a stale or repeated message is refused, never replayed.
   */
  z.strictObject({
    type: z.literal('act'),
    game: id,
    move: int,
    action: z.unknown(),
  }),
  z.strictObject({ type: z.literal('chat'), text: z.string().min(1).max(CHAT_MAX) }),
  /** Ask for a fresh snapshot (the client missed a message). */
  z.strictObject({ type: z.literal('sync') }),
  z.strictObject({ type: z.literal('ping'), n: int.optional() }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

// ---------------------------------------------------------------- server → client

export type SeatStatus = 'open' | 'bot' | 'here' | 'away';

export interface SeatInfo {
  readonly seat: Seat;
  readonly kind: SeatKind;
  /** The display name (a bot's is its level's name). */
  readonly name: string | null;
  /** open: no one sits there; here: connected; away: disconnected (a bot plays after grace). */
  readonly status: SeatStatus;
  /** A person is away past the grace period, or out of time: a bot plays for him. */
  readonly botPlaying: boolean;
  /** Kaschlan marks in this room's match (R8.4). */
  readonly marks: number;
}

export type RoomPhase = 'waiting' | 'playing' | 'between';

export interface RoomInfo {
  readonly id: string;
  readonly name: string;
  readonly options: RoomOptions;
  readonly phase: RoomPhase;
  readonly seats: readonly SeatInfo[];
  readonly spectators: number;
  /** Deals played (finished) in this room. */
  readonly deals: number;
  /** The current or last deal's game id (its replay once finished). */
  readonly game: string | null;
  /** Who deals next (R2.4: the loser of the last deal), null before the first deal. */
  readonly nextDealer: Seat | null;
}

export interface LobbyRoom {
  readonly id: string;
  readonly name: string;
  readonly preset: string;
  readonly players: number;
  readonly open: number;
  readonly phase: RoomPhase;
  readonly spectators: number;
  /** Its deals update the players' ratings (`isRated`, issue 13). */
  readonly rated: boolean;
}

/** The deal as one recipient may see it. `view.events` holds only events from `eventsFrom`. */
export interface GameUpdate {
  readonly game: string;
  /** Actions played so far in this deal (send it back with `act`). */
  readonly move: number;
  readonly view: View;
  /** Index in the full event list of `view.events[0]`. */
  readonly eventsFrom: number;
  /** When the player to act runs out of time (epoch ms), if the room has a timer. */
  readonly deadline: number | null;
  /**
   * Once the deal is over, its whole record (deal included: every hand, the talon order), so
   * everyone can see every hand. Null while it is played: hidden cards never leave the server.
   */
  readonly record: GameRecord | null;
}

export type ServerMessage =
  /** A full snapshot: sent after `hello`, after `sync`, and whenever a client must catch up. */
  | {
      readonly type: 'welcome';
      readonly seq: number;
      readonly room: RoomInfo;
      readonly you: Seat | null;
      readonly game: GameUpdate | null;
      readonly chat: readonly ChatLine[];
    }
  /** The seat is yours: keep `token` (it is shown once, stored hashed on the server). */
  | { readonly type: 'seated'; readonly seat: Seat; readonly token: string }
  | { readonly type: 'room'; readonly seq: number; readonly room: RoomInfo }
  | { readonly type: 'game'; readonly seq: number; readonly update: GameUpdate }
  | { readonly type: 'chat'; readonly line: ChatLine }
  | {
      readonly type: 'error';
      readonly code: ProtocolErrorCode;
      readonly message: string;
      /** The type of the message refused, when it could be read. */
      readonly for?: ClientMessage['type'];
    }
  | { readonly type: 'pong'; readonly n?: number; readonly at: number };
