// Dealing a position (R2.2, R2.3) and starting its first bout.

import { BEATS_HI, BEATS_LO, suitOf } from '../cards';
import { HAND_SIZE, type Rules, stallLimit } from '../rules';
import { markOut, nextSeat, settle, startBout } from './play';
import { addToHand, Position } from './position';

// The beating tables of each trump suit, made once (a deal only picks its row).
const BEATS_BY_TRUMP_LO = [0, 1, 2, 3].map((t) => BEATS_LO.subarray(t * 64, t * 64 + 64));
const BEATS_BY_TRUMP_HI = [0, 1, 2, 3].map((t) => BEATS_HI.subarray(t * 64, t * 64 + 64));

/**
 * Deal per R2.3: `deck` is card ids, top first; 5 to forehand (left of the dealer), then
 * clockwise, the dealer last; the next card is the trump card, which goes under the talon.
 * The caller has checked the deck (a whole pack, once each) and the player count (R2.1).
 */
export function dealPosition(
  rules: Rules,
  players: number,
  dealer: number,
  deck: ArrayLike<number>,
  into?: Position,
): Position {
  const p = into ?? new Position();
  if (into) resetPosition(p);
  setRules(p, rules, players);
  let pos = 0;
  for (let k = 1, s = dealer; k <= players; k++) {
    if (++s === players) s = 0;
    // The hand as one set, stored once (resetPosition or a fresh position left it empty).
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < HAND_SIZE; i++) {
      const c = deck[pos++]!;
      if (c < 32) lo |= 1 << c;
      else hi |= 1 << (c - 32);
    }
    p.handLo[s] = lo;
    p.handHi[s] = hi;
    p.cnt[s] = HAND_SIZE;
  }
  const trumpCard = deck[pos++]!;
  p.tlen = 0;
  while (pos < deck.length) p.talon[p.tlen++] = deck[pos++]!;
  p.talon[p.tlen++] = trumpCard; // R2.2: drawn last
  return begin(p, suitOf(trumpCard), dealer);
}

/**
 * A position from explicit hands (per seat) and talon (top first, the trump card last),
 * for puzzles, tutorials and tests; `trump` is the trump suit (0..3), needed when the talon
 * is empty. The caller has checked that no card appears twice.
 */
export function positionFromHands(
  rules: Rules,
  dealer: number,
  hands: readonly (readonly number[])[],
  talon: readonly number[],
  trump: number,
): Position {
  const p = new Position();
  setRules(p, rules, hands.length);
  hands.forEach((hand, seat) => {
    for (const c of hand) addToHand(p, seat, c);
  });
  p.tlen = 0;
  for (const c of talon) p.talon[p.tlen++] = c;
  return begin(p, trump, dealer);
}

function setRules(p: Position, rules: Rules, players: number): void {
  p.n = players;
  p.coachman = rules.coachman ? 1 : 0;
  p.passOn = rules.afterTake === 'pass-on' ? 1 : 0;
  p.freeTake = rules.mustBeat ? 0 : 1;
  p.stallLimit = stallLimit(rules);
}

/** Trumps set, then R3: forehand attacks first; the player to his left defends. */
function begin(p: Position, trump: number, dealer: number): Position {
  p.trump = trump;
  p.beatsLo = BEATS_BY_TRUMP_LO[trump]!;
  p.beatsHi = BEATS_BY_TRUMP_HI[trump]!;
  // A set-up position (a puzzle, a test) may start with the talon empty and a hand empty:
  // that player is out at once (R6.1), and the deal may even be over (R6.2).
  if (p.tpos === p.tlen && markOut(p, (dealer + 1) % p.n)) return p;
  // R3: forehand, the first player still in after the dealer, attacks.
  const forehand = nextSeat(p, dealer);
  startBout(p, forehand, nextSeat(p, forehand));
  settle(p);
  return p;
}

/** Back to a fresh position (so simulations can reuse one object for many deals). */
function resetPosition(p: Position): void {
  for (let s = 0; s < 5; s++) {
    p.handLo[s] = 0; // a loop, not fill(): this runs once per simulated deal
    p.handHi[s] = 0;
    p.cnt[s] = 0;
  }
  p.tpos = 0;
  p.out = 0;
  p.nout = 0;
  p.bout = 0;
  p.unbLo = 0;
  p.unbHi = 0;
  p.nunb = 0;
  p.discarded = 0;
  p.stall = 0;
  p.over = 0;
  p.loser = -1;
}
