// Why a move: facts about one legal action checked against the others in the same view
// (which card it spends, which it keeps, what else could beat or be led), as structured
// reasons the web app translates; `reasonText` gives English. The facts are true whatever
// bot chose the action; they say what the action does, not why the search liked it.

import {
  type Action,
  beats,
  type Card,
  isTrump,
  KASCHLAN,
  parseCard,
  SUITS,
  type View,
} from '@kaschlan/engine';
import { matchBeats } from './beating';
import { unseenSet } from './heuristic';
import { unbeatable } from './policy';
import { keepValue } from './value';

export type SolvedResult = 'win' | 'draw' | 'loss';

export type Reason =
  /** The only legal action. */
  | { readonly kind: 'onlyMove' }
  /** The exact endgame (endgame.ts): the result under best play of both. */
  | { readonly kind: 'endgameSolved'; readonly result: SolvedResult }
  /** R4.1: `card` is the cheapest card in hand that beats `attack` (two or more do). */
  | { readonly kind: 'cheapestBeat'; readonly card: Card; readonly attack: Card }
  /** R4.3: after this beat every unbeaten card can still be beaten; another beat would not. */
  | { readonly kind: 'beatsAll' }
  /** R1.3, R1.4: trumps another legal action would spend, kept (highest first, at most 2). */
  | { readonly kind: 'keepsTrump'; readonly cards: readonly Card[] }
  /** R4.3: nothing beats (forced), or R7.5: taking instead of spending cards on beats. */
  | { readonly kind: 'takes'; readonly why: 'cannotBeat' | 'keepsCards' }
  /** A lead that sheds the cheapest card any legal lead could shed. */
  | { readonly kind: 'leadsLow'; readonly cards: readonly Card[] }
  /** R3.1: several cards of one rank in one lead. */
  | { readonly kind: 'leadsSeveral'; readonly cards: readonly Card[] }
  /** The talon empty, no card left in the others' hands beats these (R4.3, R6.4). */
  | { readonly kind: 'unbeatable'; readonly cards: readonly Card[] }
  /** R4.2: two cards shed in one action. */
  | { readonly kind: 'selfAttack'; readonly card: Card; readonly with: Card }
  /** R7.1: the coachman, a card of another rank shed. */
  | { readonly kind: 'coachman'; readonly card: Card }
  /** R3.2, R3.3: a pass that keeps cards the player could have led. */
  | { readonly kind: 'holdsBack'; readonly cards: readonly Card[] }
  /** R4.4: the defender ends the bout instead of self-attacking. */
  | { readonly kind: 'endsBout' }
  /** The search's estimate for the action (estimates.ts). */
  | { readonly kind: 'searchPrefers'; readonly lossChance: number; readonly visits: number };

export type ReasonKind = Reason['kind'];

/** The cards an action puts down from the hand. */
export function cardsSpent(a: Action): Card[] {
  switch (a.type) {
    case 'lead':
      return [...a.cards];
    case 'coachman':
      return [a.card];
    case 'beat':
      return [a.with];
    case 'selfAttack':
      return [a.card, a.with];
    default:
      return [];
  }
}

const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

export interface ExplainContext {
  /** The exact endgame's value of the position for the viewer (1, 0.5, 0), if solved. */
  readonly solved?: number | null;
  /** The search's estimate of the action, if it ran. */
  readonly estimate?: { readonly lossChance: number; readonly visits: number } | null;
}

/** The facts that speak for `action` (one of `view.legal`), most telling first. */
export function explainMove(view: View, action: Action, context: ExplainContext = {}): Reason[] {
  if (view.legal.length === 1) return [{ kind: 'onlyMove' }];
  const reasons: Reason[] = [];
  const { solved, estimate } = context;
  if (solved !== undefined && solved !== null)
    reasons.push({
      kind: 'endgameSolved',
      result: solved >= 1 ? 'win' : solved > 0 ? 'draw' : 'loss',
    });
  const trump = SUITS.indexOf(view.trump);
  const hand = view.hand ?? [];
  const keep = (c: Card) => keepValue(c, view.trump);
  const beatsCard = (attack: Card, by: Card) => beats(trump, parseCard(attack), parseCard(by));
  const others = view.legal.filter((a) => !sameAction(a, action));
  const cheapest = (attack: Card, by: Card, pool: readonly Card[]) => {
    const beaters = pool.filter((h) => h !== attack && beatsCard(attack, h));
    if (beaters.length >= 2 && beaters.every((h) => keep(h) >= keep(by)))
      reasons.push({ kind: 'cheapestBeat', card: by, attack });
  };
  switch (action.type) {
    case 'beat': {
      cheapest(action.attack, action.with, hand);
      const open = view.table.filter((e) => e.beatenBy === null).map((e) => e.card);
      // The beat matcher: can every card left unbeaten still be beaten, each by its own card?
      const allAfter = (b: { attack: Card; with: Card }) => {
        const [openLo, openHi] = cardSet(open.filter((c) => c !== b.attack));
        const [lo, hi] = cardSet(hand.filter((c) => c !== b.with));
        return matchBeats(trump, openLo, openHi, lo, hi) === open.length - 1;
      };
      if (
        open.length >= 2 &&
        allAfter(action) &&
        others.some((b) => b.type === 'beat' && !allAfter(b))
      )
        reasons.push({ kind: 'beatsAll' });
      break;
    }
    case 'selfAttack':
      reasons.push({ kind: 'selfAttack', card: action.card, with: action.with });
      cheapest(action.card, action.with, hand);
      break;
    case 'take':
      reasons.push({
        kind: 'takes',
        why: view.legal.some((a) => a.type === 'beat') ? 'keepsCards' : 'cannotBeat',
      });
      break;
    case 'lead':
    case 'coachman': {
      const cards = cardsSpent(action);
      if (action.type === 'coachman') reasons.push({ kind: 'coachman', card: action.card });
      if (action.type === 'lead' && cards.length >= 2)
        reasons.push({ kind: 'leadsSeveral', cards });
      const leadable = view.legal
        .filter((a) => a.type === 'lead' || a.type === 'coachman')
        .flatMap(cardsSpent);
      const low = Math.min(...cards.map(keep));
      const ranks = new Set(leadable.map((c) => c.slice(0, -1)));
      if (ranks.size >= 2 && leadable.every((c) => keep(c) >= low))
        reasons.push({ kind: 'leadsLow', cards });
      // The heuristic's endgame counting: with the talon empty, every card unseen is in
      // another hand.
      if (view.talon === 0) {
        const [lo, hi] = unseenSet(view);
        if (cards.every((c) => unbeatable(trump, parseCard(c), lo, hi)))
          reasons.push({ kind: 'unbeatable', cards });
      }
      break;
    }
    case 'pass': {
      if (view.viewer === view.defender) {
        if (others.length > 0) reasons.push({ kind: 'endsBout' });
        break;
      }
      const held = [...new Set(others.flatMap(cardsSpent))];
      if (held.length > 0) reasons.push({ kind: 'holdsBack', cards: sortByKeep(held, keep) });
      break;
    }
  }
  // Trumps that another legal action would put down and this one keeps, if higher than
  // any trump this one spends (R1.3: the Kaschlan is the highest).
  const spent = cardsSpent(action);
  const isTrumpCard = (c: Card) => isTrump(trump, parseCard(c));
  const topSpent = Math.max(-1, ...spent.filter(isTrumpCard).map(keep));
  const kept = [...new Set(others.flatMap(cardsSpent))].filter(
    (c) => isTrumpCard(c) && !spent.includes(c) && keep(c) > topSpent,
  );
  if (kept.length > 0)
    reasons.push({ kind: 'keepsTrump', cards: sortByKeep(kept, keep).reverse().slice(0, 2) });
  if (estimate !== undefined && estimate !== null)
    reasons.push({
      kind: 'searchPrefers',
      lossChance: estimate.lossChance,
      visits: estimate.visits,
    });
  return reasons;
}

const sortByKeep = (cards: Card[], keep: (c: Card) => number): Card[] =>
  [...cards].sort((a, b) => keep(a) - keep(b) || parseCard(a) - parseCard(b));

/** A set of cards as two words (lo: clubs and spades, hi: hearts and diamonds). */
function cardSet(cards: readonly Card[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const c of cards) {
    const id = parseCard(c);
    if (id < 32) lo |= 1 << id;
    else hi |= 1 << (id - 32);
  }
  return [lo, hi];
}

const SIGNS: Record<string, string> = { C: '♣', S: '♠', H: '♥', D: '♦' };

/** A card for people (R1.5, French faces): "8♠", "10♥"; the Kaschlan is named as such. */
export function cardLabel(card: Card): string {
  const label = `${card.slice(0, -1)}${SIGNS[card.slice(-1)] ?? card.slice(-1)}`;
  return card === KASCHLAN ? `${label} (the Kaschlan)` : label;
}

const list = (cards: readonly Card[]): string => {
  const names = cards.map(cardLabel);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
};

const percent = (x: number): string => `${Math.round(x * 100)}%`;

/** English text of a reason (the web app's translations replace it). */
export function reasonText(reason: Reason): string {
  switch (reason.kind) {
    case 'onlyMove':
      return 'the only legal move';
    case 'endgameSolved':
      return reason.result === 'win'
        ? 'the endgame is solved: this wins against any defence'
        : reason.result === 'draw'
          ? 'the endgame is solved: this holds a draw (R6.7)'
          : 'the endgame is lost against best play: this gives the opponent the most chances to go wrong';
    case 'cheapestBeat':
      return `${cardLabel(reason.card)} is the cheapest card that beats ${cardLabel(reason.attack)} (R4.1)`;
    case 'beatsAll':
      return 'keeps a way to beat every card on the table';
    case 'keepsTrump':
      return `keeps the trump${reason.cards.length > 1 ? 's' : ''} ${list(reason.cards)}`;
    case 'takes':
      return reason.why === 'cannotBeat'
        ? 'no card in hand beats what is left on the table (R4.3)'
        : 'taking costs less than beating here (R7.5)';
    case 'leadsLow':
      return `leads ${list(reason.cards)}, the cheapest ${reason.cards.length > 1 ? 'cards' : 'card'} to shed`;
    case 'leadsSeveral':
      return `sheds ${reason.cards.length} cards of one rank at once (${list(reason.cards)})`;
    case 'unbeatable':
      return `nobody left can beat ${list(reason.cards)}: the defender must take ${reason.cards.length > 1 ? 'them' : 'it'} (R4.3)`;
    case 'selfAttack':
      return `sheds ${cardLabel(reason.card)} and ${cardLabel(reason.with)} at once by self-attack (R4.2)`;
    case 'coachman':
      return `adds ${cardLabel(reason.card)} as the coachman (R7.1)`;
    case 'holdsBack':
      return `holds ${list(reason.cards)} back for later`;
    case 'endsBout':
      return 'ends the bout rather than spend more cards (R4.4)';
    case 'searchPrefers':
      return `loses about ${percent(reason.lossChance)} of ${reason.visits} simulated deals`;
  }
}
