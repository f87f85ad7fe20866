// Minimax by the book, the endgame tests' oracle: no transposition table, no pruning, no
// move ordering, on the engine's fast path; and small endgames dealt directly.

import { type Card, type GameState, SUITS } from '@kaschlan/engine';
import {
  cardName,
  clonePosition,
  legalInto,
  MAX_LEGAL,
  type Position,
  packIds,
  parseCard,
  play,
} from '@kaschlan/engine/fast';
import { BotRng } from '../src/rng';
import { game } from './helpers';

/** 2 the viewer is not the Kaschlan, 1 drawn (R6.7), 0 he is. */
export function brute(p: Position, viewer: number): number {
  if (p.over) return p.loser === viewer ? 0 : p.loser < 0 ? 1 : 2;
  const buf = new Int32Array(MAX_LEGAL);
  const n = legalInto(p, buf);
  const max = p.toAct === viewer;
  let best = max ? -1 : 3;
  for (let i = 0; i < n; i++) {
    const q = clonePosition(p);
    play(q, buf[i]!);
    const v = brute(q, viewer);
    best = max ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

/** Whether the game tree below `p` has at most `cap` positions (brute force is quick there). */
export function smallTree(p: Position, cap: number): boolean {
  let left = cap;
  const walk = (q: Position): boolean => {
    if (--left < 0) return false;
    if (q.over) return true;
    const buf = new Int32Array(MAX_LEGAL);
    const n = legalInto(q, buf);
    for (let i = 0; i < n; i++) {
      const r = clonePosition(q);
      play(r, buf[i]!);
      if (!walk(r)) return false;
    }
    return true;
  };
  return walk(p);
}

/** A copy of `p` with `code` played. */
export const afterCode = (p: Position, code: number): Position => {
  const q = clonePosition(p);
  play(q, code);
  return q;
};

/**
 * A dealt two-player endgame: small random hands, and a talon of `talon` cards (0; 1, the
 * face-up trump card, R2.2; 2, an unseen card above it).
 */
export function dealtEndgame(seed: number, talon = 0): GameState {
  const rng = new BotRng(seed);
  const preset = ['illig', 'wikipedia-de', 'pack52', 'pack24'][rng.int(4)]!;
  const pack = preset === 'pack52' ? 52 : preset === 'pack24' ? 24 : 32;
  const cards: Card[] = rng.shuffle(packIds(pack).map(cardName));
  const a = 1 + rng.int(4);
  // At most 7 cards in all: brute force is exponential.
  const b = 1 + rng.int(Math.min(4, 7 - talon - a));
  return game({
    preset,
    players: 2,
    dealer: rng.int(2),
    hands: [cards.slice(0, a), cards.slice(a, a + b)],
    talon: cards.slice(a + b, a + b + talon),
    // The trump card's suit, when there is one (R2.2).
    trump: talon > 0 ? SUITS[parseCard(cards[a + b + talon - 1]!) >> 4]! : SUITS[rng.int(4)]!,
    rules: { mustBeat: rng.int(4) !== 0 },
  });
}
