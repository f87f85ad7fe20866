// Worlds consistent with a view: what a player (or a bot) may imagine about the hidden
// cards, turned into a position to simulate on. A bot samples the hidden cards itself;
// this file only says which cards are hidden and where they may be, and builds the
// position from the view's public bout state plus that guess.

import type { Seat } from './actions';
import { type Card, cardName, packIds, parseCard, RANKS, SUITS } from './cards';
import { positionFromHands } from './core/deal';
import { ATTACK, DEFEND, type Position, REINFORCE } from './core/position';
import type { View } from './view';

export interface HiddenInfo {
  /** Cards whose place the viewer does not know, canonical order. */
  readonly unknown: readonly Card[];
  /** Per seat, how many of its cards are unknown (0 for the viewer and players out). */
  readonly handSlots: readonly number[];
  /** How many talon cards are unknown (the face-up trump card, last, is known). */
  readonly talonSlots: number;
}

/** Which cards a viewer cannot place, and how many go to each hand and to the talon. */
export function hiddenInfo(view: View): HiddenInfo {
  const seen = new Set<Card>();
  for (const c of view.hand ?? []) seen.add(c);
  for (const e of view.table) {
    seen.add(e.card);
    if (e.beatenBy) seen.add(e.beatenBy);
  }
  for (const c of view.discard) seen.add(c);
  for (const k of view.known) for (const c of k) seen.add(c);
  if (view.trumpCard) seen.add(view.trumpCard);
  const unknown = packIds(view.rules.pack)
    .map(cardName)
    .filter((c) => !seen.has(c));
  const handSlots = view.handSizes.map((n, s) =>
    s === view.viewer ? 0 : n - (view.known[s]?.length ?? 0),
  );
  const talonSlots = view.talon - (view.trumpCard ? 1 : 0);
  return { unknown, handSlots, talonSlots };
}

/**
 * A position for simulation: the view's public state, the viewer's own hand, and a guess
 * of the hidden cards: `hands[s]` the unknown cards of each other seat (its known cards are
 * added), `talon` the unknown talon cards, top first (the trump card is put under them).
 * The guess must use each card of `hiddenInfo(view).unknown` once, in the slot counts.
 */
export function worldFromView(
  view: View,
  guess: { readonly hands: readonly (readonly Card[])[]; readonly talon: readonly Card[] },
): Position {
  const hands: number[][] = [];
  for (let s = 0; s < view.players; s++) {
    const cards =
      s === view.viewer ? (view.hand ?? []) : [...(view.known[s] ?? []), ...(guess.hands[s] ?? [])];
    hands.push(cards.map(parseCard));
  }
  const talon = [...guess.talon, ...(view.trumpCard ? [view.trumpCard] : [])].map(parseCard);
  const p = positionFromHands(view.rules, view.dealer, hands, talon, SUITS.indexOf(view.trump));
  restoreBout(p, view);
  return p;
}

/** Put the view's public bout state (roles, phase, table, outs, counters) on `p`. */
function restoreBout(p: Position, view: View): void {
  p.bout = 1;
  p.out = 0;
  p.nout = 0;
  for (const s of view.out) {
    p.out |= 1 << s;
    p.outOrder[p.nout++] = s;
  }
  p.attacker = view.attacker;
  p.defender = view.defender;
  p.phase =
    view.bout.phase === 'attack' ? ATTACK : view.bout.phase === 'reinforce' ? REINFORCE : DEFEND;
  p.rank = view.boutRank === null ? -1 : RANKS.indexOf(view.boutRank);
  p.aled = view.bout.attackerLed;
  p.coachUsed = view.bout.coachmanUsed ? 1 : 0;
  p.took = 0;
  p.nreinf = 0;
  for (const s of view.bout.reinforcers) p.reinf[p.nreinf++] = s;
  p.ridx = view.bout.reinforcerIndex;
  p.unbLo = 0;
  p.unbHi = 0;
  p.nunb = 0;
  p.pairs = 0;
  for (const e of view.table) {
    if (e.beatenBy !== null) {
      p.pairs++;
      continue;
    }
    const c = parseCard(e.card);
    if (c < 32) p.unbLo |= 1 << c;
    else p.unbHi |= 1 << (c - 32);
    p.nunb++;
  }
  p.discarded = view.discard.length;
  p.stall = view.stall;
  p.over = view.over ? 1 : 0;
  p.loser = view.loser ?? -1;
  p.toAct = view.toAct ?? view.attacker;
}

/** Seats still in the deal. */
export const seatsIn = (view: View): Seat[] =>
  Array.from({ length: view.players }, (_, s) => s).filter((s) => !view.out.includes(s));
