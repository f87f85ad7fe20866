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

import { type Action, beats, type Card, parseCard, SUITS, type View } from '@kaschlan/engine';
import { cardName, packIds } from '@kaschlan/engine/fast';
import { type Bot, legalOf } from './bot';
import { keepValue } from './value';

/** Cards that may be in an opponent's hand: not ours, not on the table, not discarded. */
export function unseenCards(view: View): Card[] {
  const seen = new Set<Card>([...(view.hand ?? []), ...view.discard]);
  for (const e of view.table) {
    seen.add(e.card);
    if (e.beatenBy) seen.add(e.beatenBy);
  }
  return packIds(view.rules.pack)
    .map(cardName)
    .filter((c) => !seen.has(c));
}

/** A score per action: higher is better. */
export function heuristicScore(view: View, a: Action, unseen: readonly Card[] = []): number {
  const trump = SUITS.indexOf(view.trump);
  const late = view.talon === 0;
  const shed = late ? 16 : 10; // worth of getting rid of one card
  // What keeping a card is worth; late, a card nobody else can beat is worth leading.
  const cost = (c: Card) =>
    late && unseen.length > 0 && unseen.every((o) => !beats(trump, parseCard(c), parseCard(o)))
      ? -10
      : keepValue(c, view.trump);
  switch (a.type) {
    case 'lead':
      return (
        a.cards.length * shed -
        a.cards.reduce((s, c) => s + cost(c), 0) -
        (view.table.length ? 1 : 0)
      );
    case 'coachman':
      return shed - cost(a.card) - 2;
    case 'pass':
      return 0;
    case 'beat':
      return 10 - keepValue(a.with, view.trump) + keepValue(a.attack, view.trump) / 100;
    case 'selfAttack':
      return 2 * shed - keepValue(a.card, view.trump) - keepValue(a.with, view.trump) - 4;
    case 'take':
      return -6 * view.table.filter((e) => e.beatenBy === null).length - 4;
  }
}

/**
 * The first beat of the best way to beat the unbeaten cards: as many as possible, then
 * with the cheapest cards (a small exhaustive search: at most five cards lie unbeaten).
 */
export function bestBeat(view: View): Action | null {
  const legal = view.legal.filter((a) => a.type === 'beat');
  if (legal.length === 0) return null;
  const trump = SUITS.indexOf(view.trump);
  const open = view.table.filter((e) => e.beatenBy === null).map((e) => e.card);
  const hand = view.hand ?? [];
  const used = new Set<Card>();
  let best = Number.NEGATIVE_INFINITY;
  let first: Action | null = null;
  const search = (i: number, score: number, head: Action | null) => {
    if (i === open.length) {
      if (score > best && head) {
        best = score;
        first = head;
      }
      return;
    }
    const attack = open[i]!;
    search(i + 1, score, head); // left unbeaten
    for (const h of hand) {
      if (used.has(h) || !beats(trump, parseCard(attack), parseCard(h))) continue;
      used.add(h);
      const a: Action = { type: 'beat', seat: view.viewer as number, attack, with: h };
      search(i + 1, score + 100 - keepValue(h, view.trump), head ?? a);
      used.delete(h);
    }
  };
  search(0, 0, null);
  const pick = first as Action | null;
  return pick &&
    legal.some(
      (a) =>
        a.type === 'beat' &&
        pick.type === 'beat' &&
        a.attack === pick.attack &&
        a.with === pick.with,
    )
    ? pick
    : null;
}

export const heuristicBot: Bot = {
  name: 'heuristic',
  choose({ view }) {
    const legal = legalOf(view);
    const unseen = view.talon === 0 ? unseenCards(view) : [];
    let best = legal[0]!;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const a of legal) {
      const s = heuristicScore(view, a, unseen);
      if (s > bestScore) {
        best = a;
        bestScore = s;
      }
    }
    if (best.type !== 'beat') return best;
    return bestBeat(view) ?? best;
  },
};
