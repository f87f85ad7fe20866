// Seats and their occupants: taking and giving up a seat, coming and going, and the grace
// period after which a stand-in bot plays for a person who stays away.

import type { Sender } from './commands';
import type { Effect } from './effects';
import type { TableError } from './errors';
import { phaseOf } from './match';
import { done, refuse, type TableResult } from './result';
import { shownToAct } from './shown';
import type { SeatPlayer, TableSeat, TableState } from './table';
import { nextTurn } from './turn';

const withSeat = (table: TableState, seat: number, s: TableSeat): TableState => ({
  ...table,
  seats: table.seats.map((old, i) => (i === seat ? s : old)),
});

/**
 * Take an open human seat (the occupant is here: he just asked for it). At a rated table only
 * a known person sits (issue 24: a seat without one, a throwaway name, would feed its results
 * to whoever it plays against), under his own name, and in one seat only (his result is his
 * rating's).
 */
export function sit(
  table: TableState,
  by: Sender,
  seat: number,
  asked: string,
  token: string | null,
  at: number,
  person: SeatPlayer | null = null,
): TableResult {
  if (typeof by === 'number')
    return refuse('ALREADY_SEATED', 'you already have a seat in this room');
  const s = table.seats[seat];
  if (!s) return refuse('NO_SUCH_SEAT', `this room has seats 0 to ${table.seats.length - 1}`);
  if (s.kind !== 'human') return refuse('SEAT_TAKEN', 'a bot plays this seat');
  if (s.name !== null) return refuse('SEAT_TAKEN', 'someone sits there');
  const rated = table.options.rated === true;
  if (rated && person === null)
    return refuse('NO_SESSION', 'a rated room seats only players with a session: open the site');
  if (rated && person !== null && table.seats.some((o) => o.player === person.id))
    return refuse('ALREADY_SEATED', 'you already have a seat in this room');
  const name = rated && person !== null ? person.name : asked;
  // The person only where one is known: a local table's seats stay as they were.
  const player = person ? { player: person.id } : {};
  const next = withSeat(table, seat, {
    ...s,
    name,
    token,
    present: true,
    standIn: false,
    ...player,
  });
  return done(next, [
    { type: 'store', write: { kind: 'sit', seat, name, token, at, ...player } },
    { type: 'roomChanged' },
  ]);
}

/**
 * Whether a seat's token may bring `person` back to the seat (a `hello` with it). A token is a
 * bearer's proof, and a copied one would play another's seat; at a rated table the seat is
 * also its player's (taken by him: `sit`), and his rating's, so there it opens only to a
 * session of that same player: none is NO_SESSION, another player's is SEAT_NOT_YOURS. A
 * seat that names no player (a casual table, a seat taken before seats knew their person)
 * opens to its token alone.
 */
export function mayReturn(
  table: TableState,
  seat: number,
  person: SeatPlayer | null,
): TableError | null {
  const owner = table.seats[seat]?.player ?? null;
  if (table.options.rated !== true || owner === null) return null;
  if (person === null)
    return { code: 'NO_SESSION', message: 'this seat is a player’s: sign in as him to play it' };
  if (person.id !== owner)
    return { code: 'SEAT_NOT_YOURS', message: 'this seat is another player’s: you are watching' };
  return null;
}

/** Give a seat up: only between deals (a deal in play keeps its players). */
export function leave(table: TableState, by: Sender): TableResult {
  if (typeof by !== 'number') return refuse('NOT_SEATED', 'you have no seat here');
  if (phaseOf(table) === 'playing')
    return refuse('IN_PLAY', 'a deal is being played: you cannot leave your seat now');
  return free(table, by);
}

/** The seat is open again (given up, or freed): stored so, its grace clock stopped. */
function free(table: TableState, seat: number): TableResult {
  const s = table.seats[seat]!;
  const next = withSeat(table, seat, {
    ...s,
    name: null,
    token: null,
    present: false,
    standIn: false,
    player: null,
  });
  return done(next, [
    { type: 'store', write: { kind: 'unsit', seat } },
    { type: 'graceCancel', seat },
    { type: 'roomChanged' },
  ]);
}

/** A connection of `seat`'s occupant is here: the grace clock stops, his turn is his again. */
export function arrive(table: TableState, seat: number): TableResult {
  const s = table.seats[seat];
  if (!s || s.name === null || s.kind !== 'human') return done(table);
  const next = withSeat(table, seat, { ...s, present: true, standIn: false });
  const effects: Effect[] = [{ type: 'graceCancel', seat }];
  if (!s.present || s.standIn) effects.push({ type: 'roomChanged' });
  const mine = s.standIn && shownToAct(next) === seat; // R8.5: a held pass's turn too
  if (!mine) return done(next, effects);
  // The stand-in's pending move for him is void: a new turn ticket asks the person.
  const turn = nextTurn(next);
  return done(turn.state, [...effects, ...turn.effects]);
}

/** `seat`'s last connection left: he is away, and his grace clock starts. */
export function away(table: TableState, seat: number): TableResult {
  const s = table.seats[seat];
  if (!s || s.name === null || s.kind !== 'human' || !s.present) return done(table);
  return done(withSeat(table, seat, { ...s, present: false }), [
    { type: 'graceClock', seat },
    { type: 'roomChanged' },
  ]);
}

/**
 * The grace period ran out while he stayed away: a stand-in bot plays for him. Before the
 * room's first deal there is nothing to play for him, and a seat held by nobody here would
 * keep the room from ever being dealt (two sockets that sit down and leave block a public
 * room for good): the seat is freed, as if he had given it up.
 */
export function graceOver(table: TableState, seat: number): TableResult {
  const s = table.seats[seat];
  if (!s || s.name === null || s.present || s.standIn) return done(table);
  if (table.deal === null) return free(table, seat);
  const next = withSeat(table, seat, { ...s, standIn: true });
  const mine = shownToAct(next) === seat; // R8.5: a held pass's turn too
  if (!mine) return done(next, [{ type: 'roomChanged' }]);
  const turn = nextTurn(next);
  return done(turn.state, [{ type: 'roomChanged' }, ...turn.effects]);
}

/** What a seat shows others: open, a bot, here or away. */
export function statusOf(s: TableSeat): 'open' | 'bot' | 'here' | 'away' {
  if (s.kind !== 'human') return 'bot';
  if (s.name === null) return 'open';
  return s.present ? 'here' : 'away';
}
