// What the player may do, read only from the view's legal list: the UI knows no rule. Which
// card beats which, what may be led together, when taking is allowed: all of it is looked
// up in `legal`, never worked out here (chessground's lesson: the page hands the board the
// moves).

import type { Action, Card } from '@kaschlan/engine';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

const ofType = <T extends Action['type']>(legal: readonly Action[], type: T): Of<T>[] =>
  legal.filter((a): a is Of<T> => a.type === type);

const sameSet = (a: readonly Card[], b: ReadonlySet<Card>): boolean =>
  a.length === b.size && a.every((c) => b.has(c));

/** The hand cards each legal action uses (a beat uses only its `with` card from the hand). */
export function handCardsOf(action: Action): readonly Card[] {
  switch (action.type) {
    case 'lead':
      return action.cards;
    case 'coachman':
      return [action.card];
    case 'beat':
      return [action.with];
    case 'selfAttack':
      return [action.card, action.with];
    default:
      return [];
  }
}

/** The action that plays exactly the selected hand cards with no target: lead, coachman, self-attack. */
export function actionForSelection(
  legal: readonly Action[],
  selected: ReadonlySet<Card>,
): Action | null {
  if (selected.size === 0) return null;
  for (const a of legal) {
    if (a.type === 'lead' && sameSet(a.cards, selected)) return a;
    if (a.type === 'coachman' && sameSet([a.card], selected)) return a;
    if (a.type === 'selfAttack' && sameSet([a.card, a.with], selected)) return a;
  }
  return null;
}

/** Whether `card` can join the selection: some untargeted action uses all of them. */
export function canAdd(legal: readonly Action[], selected: ReadonlySet<Card>, card: Card): boolean {
  return legal.some((a) => {
    if (a.type === 'beat') return selected.size === 0 && a.with === card;
    const cards = handCardsOf(a);
    return cards.includes(card) && [...selected].every((c) => cards.includes(c));
  });
}

/** Hand cards that take part in any legal action (the others are shown dimmed). */
export function playableCards(legal: readonly Action[]): Set<Card> {
  return new Set(legal.flatMap(handCardsOf));
}

/** The unbeaten table cards that hand card `card` may beat. */
export const targetsOf = (legal: readonly Action[], card: Card): Card[] =>
  ofType(legal, 'beat')
    .filter((a) => a.with === card)
    .map((a) => a.attack);

/** The hand cards that may beat table card `attack`. */
export const beatersOf = (legal: readonly Action[], attack: Card): Card[] =>
  ofType(legal, 'beat')
    .filter((a) => a.attack === attack)
    .map((a) => a.with);

/** The beat of `attack` with `card`, if legal. */
export const beatFor = (legal: readonly Action[], attack: Card, card: Card): Action | null =>
  ofType(legal, 'beat').find((a) => a.attack === attack && a.with === card) ?? null;

/** The pass (stop leading, pass, or end the bout), if legal. */
export const passIn = (legal: readonly Action[]): Action | null =>
  legal.find((a) => a.type === 'pass') ?? null;

/** Taking the cards, if legal. */
export const takeIn = (legal: readonly Action[]): Action | null =>
  legal.find((a) => a.type === 'take') ?? null;

/** The table cards some legal beat targets. */
export const beatableCards = (legal: readonly Action[]): Set<Card> =>
  new Set(ofType(legal, 'beat').map((a) => a.attack));

/**
 * The one action a single card stands for, if there is exactly one (a double click or an
 * Enter on one card): leading it alone, adding it as coachman, or its only beat.
 */
export function soleActionOf(legal: readonly Action[], card: Card): Action | null {
  const alone = actionForSelection(legal, new Set([card]));
  if (alone) return alone;
  const beats = ofType(legal, 'beat').filter((a) => a.with === card);
  return beats.length === 1 ? beats[0]! : null;
}

/** What kinds of action are open, for the prompt and the buttons. */
export function kindsIn(legal: readonly Action[]): Set<Action['type']> {
  return new Set(legal.map((a) => a.type));
}
