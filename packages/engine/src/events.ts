// What happened in a step, for animation, logs and views (R5.3 says what is public).
// Events are worked out by comparing the position before and after an action, so the
// fast path carries none of this.

import type { Action, Seat } from './actions';
import { type Card, cardName, type Suit } from './cards';
import { codeType, PASS, TAKE } from './core/code';
import { ATTACK, type Position, REINFORCE } from './core/position';

export type GameEvent =
  /** The deal (R2.3): every hand; a view shows only the viewer's own. */
  | {
      readonly type: 'deal';
      readonly dealer: Seat;
      /** The face-up trump card (R2.2); null only for a set-up deal with an empty talon. */
      readonly trumpCard: Card | null;
      readonly trump: Suit;
      readonly hands: readonly (readonly Card[] | null)[];
    }
  /** A new bout and its roles (R3, R6.3, R6.4, R7.2). */
  | { readonly type: 'bout'; readonly attacker: Seat; readonly defender: Seat }
  | Exclude<Action, { type: 'pass' } | { type: 'take' }>
  /**
   * A player's turn went by (R3.2, R3.3, R4.4). `forced` says whether he could not act
   * (R3.6); views show it only to the player himself.
   */
  | { readonly type: 'pass'; readonly seat: Seat; readonly forced?: boolean }
  /** The defender picked up the unbeaten cards (R4.3); they are public (R5.3). */
  | { readonly type: 'take'; readonly seat: Seat; readonly cards: readonly Card[] }
  /**
   * Cards drawn from the talon (R5). `cards` only in the drawer's view; `trumpCard` when
   * the face-up trump card was among them (public, R5.3).
   */
  | {
      readonly type: 'draw';
      readonly seat: Seat;
      readonly count: number;
      readonly cards: readonly Card[] | null;
      readonly trumpCard?: Card;
    }
  /** Beaten pairs to the discard pile (R4.3, R4.5). */
  | { readonly type: 'discard'; readonly cards: readonly Card[] }
  /** A player out (R6.1). */
  | { readonly type: 'out'; readonly seat: Seat }
  /** The end of the deal (R6.2), or a drawn deal (R6.7: loser null, drawn true). */
  | { readonly type: 'end'; readonly loser: Seat | null; readonly drawn: boolean };

/** Turn slots of a bout: 0 the attacker, 1..nreinf the reinforcers, then the defender. */
const slot = (p: Position): number =>
  p.phase === ATTACK ? 0 : p.phase === REINFORCE ? 1 + p.ridx : 1 + p.nreinf;
const slotSeat = (p: Position, k: number): Seat =>
  k === 0 ? p.attacker : k <= p.nreinf ? p.reinf[k - 1]! : p.defender;

/** Draws by the actor `seat` (R5.2: only the actor draws), and who went out (R6.1). */
export function drawEvents(before: Position, after: Position, seat: Seat): GameEvent[] {
  const events: GameEvent[] = [];
  if (after.tpos > before.tpos) {
    const cards: Card[] = [];
    for (let i = before.tpos; i < after.tpos; i++) cards.push(cardName(before.talon[i]!));
    const last = before.tlen - 1;
    events.push({
      type: 'draw',
      seat,
      count: cards.length,
      cards,
      ...(after.tpos > last ? { trumpCard: cardName(before.talon[last]!) } : {}),
    });
  }
  for (let i = before.nout; i < after.nout; i++)
    events.push({ type: 'out', seat: after.outOrder[i]! });
  return events;
}

/** Pass events for every turn that went by (chosen or not, R3.6). */
export function turnEvents(before: Position, after: Position, code: number): GameEvent[] {
  if (after.over) return [];
  const s0 = slot(before);
  const s1 = after.bout === before.bout ? slot(after) : 2 + before.nreinf;
  const events: GameEvent[] = [];
  for (let k = s0; k < s1; k++) {
    const seat = slotSeat(before, k);
    if (k === s0 && codeType(code) === PASS) events.push({ type: 'pass', seat, forced: false });
    else if (k === s0 && codeType(code) === TAKE) continue;
    else if (((after.out >> seat) & 1) === 0) events.push({ type: 'pass', seat, forced: true });
  }
  return events;
}
