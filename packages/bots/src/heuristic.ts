// `heuristic`: rules of thumb, scored per legal action (docs/BOTS.md):
// - lead low plain cards, several of a rank at once; keep trumps and the Kaschlan;
// - go on leading or reinforcing only with cheap cards, more eagerly once the talon is
//   empty (then every card shed is a step out of the deal);
// - endgame counting: once the talon is empty every unseen card is in an opponent's hand,
//   so a card none of them can beat is led gladly (the defender must take it, R4.3, and the
//   same attacker goes again, R6.4);
// - beat so that as many attack cards as possible get beaten, with the cheapest cards;
// - self-attack when it sheds cheap cards;
// - take only when forced (or, with mustBeat off, when beating would cost too much).
// The rules live once, in the scorer on packed actions (policy.ts); this is the bot over
// it: the view turned into a position, scored, and the pick read back from `view.legal`.

import { type Card, hiddenInfo, parseCard, type View, worldFromView } from '@kaschlan/engine';
import { legalInto, MAX_LEGAL, type Position, packIds } from '@kaschlan/engine/fast';
import { type Bot, legalOf } from './bot';
import { bestIndex, scoreCode } from './policy';

/**
 * The view as a position, its hidden cards placed anywhere they may be: for what the
 * heuristic reads of it (the own hand, the table, roles and counts), any such world does.
 */
export function viewPosition(view: View): Position {
  const { unknown, handSlots, talonSlots } = hiddenInfo(view);
  const hands: Card[][] = [];
  let k = 0;
  for (const n of handSlots) {
    hands.push(unknown.slice(k, k + n));
    k += n;
  }
  return worldFromView(view, { hands, talon: unknown.slice(k, k + talonSlots) });
}

/**
 * The cards the viewer has not seen (not in his hand, on the table or discarded) as two
 * words: what the others may hold between them. Once the talon is empty they hold exactly
 * these in a dealt deal; a set-up position that leaves cards out stays on the safe side.
 */
export function unseenSet(view: View): [lo: number, hi: number] {
  const seen = new Set<number>([...(view.hand ?? []), ...view.discard].map(parseCard));
  for (const e of view.table) {
    seen.add(parseCard(e.card));
    if (e.beatenBy) seen.add(parseCard(e.beatenBy));
  }
  let lo = 0;
  let hi = 0;
  for (const id of packIds(view.rules.pack))
    if (!seen.has(id)) {
      if (id < 32) lo |= 1 << id;
      else hi |= 1 << (id - 32);
    }
  return [lo, hi];
}

const BUF = new Int32Array(MAX_LEGAL);

/** The legal codes of the view's position into BUF, in the order of `view.legal`. */
function legalCodes(view: View, p: Position): number {
  const n = legalInto(p, BUF);
  if (n !== view.legal.length) throw new Error('the view and its position disagree');
  return n;
}

/** The heuristic's score of each legal action, in the order of `view.legal`. */
export function heuristicScores(view: View): number[] {
  const p = viewPosition(view);
  const [lo, hi] = unseenSet(view);
  const n = legalCodes(view, p);
  return Array.from(BUF.subarray(0, n), (code) => scoreCode(p, code, lo, hi));
}

export const heuristicBot: Bot = {
  name: 'heuristic',
  choose({ view }) {
    const legal = legalOf(view);
    const p = viewPosition(view);
    const [lo, hi] = unseenSet(view);
    return legal[bestIndex(p, BUF, legalCodes(view, p), lo, hi)]!;
  },
};
