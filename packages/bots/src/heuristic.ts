// `heuristic`: rules of thumb, scored per legal action (docs/BOTS.md):
// - lead low plain cards, several of a rank at once; keep trumps and the Kaschlan;
// - go on leading or reinforcing only with cheap cards, more eagerly once the talon is
//   empty (then every card shed is a step out of the deal);
// - beat with the cheapest card that does it;
// - self-attack when it sheds cheap cards;
// - take only when forced (or, with mustBeat off, when beating would cost a high trump).

import type { Action, View } from '@kaschlan/engine';
import { type Bot, legalOf } from './bot';
import { keepValue } from './value';

/** A score per action: higher is better. Exported for tests and for the search's playouts. */
export function heuristicScore(view: View, a: Action): number {
  const v = (c: string) => keepValue(c, view.trump);
  const shed = view.talon === 0 ? 16 : 8; // worth of getting rid of one card
  switch (a.type) {
    case 'lead': {
      const cost = a.cards.reduce((s, c) => s + v(c), 0);
      return a.cards.length * shed - cost - (view.table.length === 0 ? 0 : 1);
    }
    case 'coachman':
      return shed - v(a.card) - 2;
    case 'pass':
      return 0;
    case 'beat':
      return 10 - v(a.with) + v(a.attack) / 100;
    case 'selfAttack':
      return 2 * shed - v(a.card) - v(a.with) - 4;
    case 'take': {
      const unbeaten = view.table.filter((e) => e.beatenBy === null).length;
      return -6 * unbeaten - 4;
    }
  }
}

export const heuristicBot: Bot = {
  name: 'heuristic',
  choose({ view }) {
    const legal = legalOf(view);
    let best = legal[0]!;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const a of legal) {
      const s = heuristicScore(view, a);
      if (s > bestScore) {
        best = a;
        bestScore = s;
      }
    }
    return best;
  },
};
