// A puzzle's themes, read from its solution (issue 25): what the one right move turns on,
// each with the rules it rests on. A player can pick puzzles by theme.

import type { PackSize } from '@kaschlan/engine';
import {
  BEAT,
  COACHMAN,
  clonePosition,
  codeCard,
  codeRank,
  codeSuits,
  codeType,
  codeWith,
  idsOf,
  KASCHLAN_ID,
  LEAD,
  legalInto,
  MAX_LEGAL,
  type Position,
  packIds,
  play,
  SELF_ATTACK,
  TAKE,
} from '@kaschlan/engine/fast';
import { LOSS } from '../endgame';
import type { Solution } from './find';

export const THEMES = [
  /** R4.3, R6.4: we lead what the defender cannot beat; he must take, and we attack again. */
  'unbeatable-lead',
  /**
   * R1.4, R4.3, R4.5, R5.3: we lead (or add, R7.1) what the defender cannot beat, and a card
   * that would beat it is on the discard pile: only counting what has been played tells him
   * the defender lacks it (not a higher card he holds himself).
   */
  'counting',
  /** R1.3: the Queen of Diamonds played where a wrong move keeps it. */
  'queen-spent',
  /** R1.3: the Queen of Diamonds kept where a wrong move plays it. */
  'queen-kept',
  /** R4.2: the right move is a self-attack. */
  'self-attack',
  /** R4.3, R7.5: we take, though another move was legal. */
  'take',
  /** R1.4: we hold the last trump in play, and the right move and a wrong one differ on playing it. */
  'last-trump',
  /** R2.2, R5.1: the face-up trump card is still to draw: who draws it counts. */
  'trump-card',
  /** R6.7: the best the position holds is a draw. */
  'draw',
] as const;
export type Theme = (typeof THEMES)[number];

/** The cards a move takes from the mover's hand (a beat's attack card is on the table). */
export function cardsPlayed(code: number): number[] {
  switch (codeType(code)) {
    case LEAD: {
      const out: number[] = [];
      for (let s = 0; s < 4; s++) if ((codeSuits(code) >> s) & 1) out.push(s * 16 + codeRank(code));
      return out;
    }
    case COACHMAN:
      return [codeCard(code)];
    case BEAT:
      return [codeWith(code)];
    case SELF_ATTACK:
      return [codeCard(code), codeWith(code)];
    default:
      return [];
  }
}

const holds = (p: Position, seat: number, id: number): boolean =>
  id < 32 ? ((p.handLo[seat]! >>> id) & 1) === 1 : ((p.handHi[seat]! >>> (id - 32)) & 1) === 1;
const isTrump = (p: Position, id: number): boolean => id === KASCHLAN_ID || id >> 4 === p.trump;

const BUF = new Int32Array(MAX_LEGAL);

/** The themes of `s`, a solution found at `root` in a deal with a `pack`-card pack, in THEMES order. */
export function themesOf(root: Position, s: Solution, pack: PackSize): Theme[] {
  const found = new Set<Theme>();
  const p = clonePosition(root);
  const seat = s.seat;
  if (s.value === 1) found.add('draw');
  if (root.tlen - root.tpos === 1) found.add('trump-card');
  for (const step of s.steps) {
    if (step.by === 'opponent') {
      play(p, step.code);
      continue;
    }
    const type = codeType(step.code);
    if (!step.forced) {
      if (type === SELF_ATTACK) found.add('self-attack');
      if (type === TAKE) found.add('take');
      const wrong = step.turn!.codes.filter((_, i) => step.turn!.values[i] === LOSS);
      const plays = (code: number, id: number) => cardsPlayed(code).includes(id);
      if (holds(p, seat, KASCHLAN_ID)) {
        const right = plays(step.code, KASCHLAN_ID);
        if (wrong.some((c) => plays(c, KASCHLAN_ID) !== right))
          found.add(right ? 'queen-spent' : 'queen-kept');
      }
      const trumps = trumpsInPlay(p);
      if (trumps.length === 1 && holds(p, seat, trumps[0]!)) {
        const right = plays(step.code, trumps[0]!);
        if (wrong.some((c) => plays(c, trumps[0]!) !== right)) found.add('last-trump');
      }
    }
    play(p, step.code);
    // Our lead leaves the defender nothing to beat with: he must take (R4.3), and under
    // the same-attacker rule (R6.4) we attack him again.
    if (type === LEAD && !step.forced && p.over === 0 && p.toAct !== seat && p.passOn === 0)
      if (p.defender === p.toAct && !canBeat(p)) found.add('unbeatable-lead');
    // What we put down the defender cannot beat, and only because a card that would beat
    // it has been played already: he has to count to know it (R5.3), where a card he holds
    // himself he sees.
    const down = type === LEAD || type === COACHMAN;
    if (down && !step.forced && p.over === 0 && p.toAct !== seat && p.defender === p.toAct)
      if (!canBeat(p) && beaterGone(p, pack)) found.add('counting');
  }
  return THEMES.filter((t) => found.has(t));
}

/** The trumps still in a hand or the talon (R1.3, R1.4). */
function trumpsInPlay(p: Position): number[] {
  const out: number[] = [];
  for (let id = 0; id < 64; id++) {
    if (!isTrump(p, id)) continue;
    let inPlay = false;
    for (let s = 0; s < p.n; s++) if (((p.out >> s) & 1) === 0 && holds(p, s, id)) inPlay = true;
    for (let i = p.tpos; i < p.tlen; i++) if (p.talon[i] === id) inPlay = true;
    if (inPlay) out.push(id);
  }
  return out;
}

/** Whether the player to act (a defender) has a beat among his legal moves. */
function canBeat(p: Position): boolean {
  const n = legalInto(p, BUF);
  for (let i = 0; i < n; i++) if (codeType(BUF[i]!) === BEAT) return true;
  return false;
}

/**
 * Whether a card that would beat one of the unbeaten cards (R1.3, R1.4) is gone from play:
 * on the discard pile (R4.5), or beaten on the table and going there. With the talon at
 * most the face-up trump card, he knows the defender lacks it only by counting what has
 * been played (R5.3), not by seeing it in his own hand.
 */
function beaterGone(p: Position, pack: PackSize): boolean {
  const inPack = new Set(packIds(pack));
  for (const c of idsOf(p.unbLo, p.unbHi))
    for (const b of idsOf(p.beatsLo[c]!, p.beatsHi[c]!))
      if (inPack.has(b) && !inPlay(p, b)) return true;
  return false;
}

/** Whether card `id` is in a hand, the talon or unbeaten on the table. */
function inPlay(p: Position, id: number): boolean {
  if (((id < 32 ? p.unbLo >>> id : p.unbHi >>> (id - 32)) & 1) === 1) return true;
  for (let s = 0; s < p.n; s++) if (holds(p, s, id)) return true;
  for (let i = p.tpos; i < p.tlen; i++) if (p.talon[i] === id) return true;
  return false;
}
