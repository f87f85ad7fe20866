// Words for hints and the review: an action as the table's buttons would name it, a loss
// chance as a percentage, and the choices of a decision in the order worth reading (the
// least likely to lose first, the move played and the best one always among those shown).
// Pure: the tests run it in Node.

import type { Action, BoutPhase, Card } from '@kaschlan/engine';
import { shortName } from '../cards/names';
import type { Face } from '../cards/suits';

/** A piece of an action's words: text, or a card (drawn as a chip on screen). */
export type Part = string | { readonly card: Card };

/** What a pass is called in each phase (R3.2 stop, R3.3 pass, R4.4 end the bout). */
const PASS: Record<BoutPhase, string> = {
  attack: 'Stop leading',
  reinforce: 'Pass',
  defend: 'End the bout',
};

/** An action in words and cards: "Beat 9♥ with J♥", "Lead 8♠ 8♦", "Take the cards". */
export function actionParts(action: Action, phase: BoutPhase): Part[] {
  const cards = (list: readonly Card[]): Part[] =>
    list.flatMap((card, i) => (i === 0 ? [{ card }] : [' ', { card }]));
  switch (action.type) {
    case 'lead':
      return ['Lead ', ...cards(action.cards)];
    case 'coachman':
      return ['Add ', { card: action.card }, ' as the coachman'];
    case 'beat':
      return ['Beat ', { card: action.attack }, ' with ', { card: action.with }];
    case 'selfAttack':
      return ['Self-attack ', { card: action.card }, ' with ', { card: action.with }];
    case 'take':
      return ['Take the cards'];
    case 'pass':
      return [PASS[phase]];
  }
}

/** An action as plain text, cards named in `face` ("Beat 9♥ with J♥"). */
export const actionText = (action: Action, phase: BoutPhase, face: Face): string =>
  actionParts(action, phase)
    .map((p) => (typeof p === 'string' ? p : shortName(p.card, face)))
    .join('');

/** A stable key of an action (the same action from the record and from the worker). */
export function actionKey(a: Action): string {
  switch (a.type) {
    case 'lead':
      return `lead:${a.seat}:${[...a.cards].sort().join(',')}`;
    case 'coachman':
      return `coachman:${a.seat}:${a.card}`;
    case 'beat':
      return `beat:${a.seat}:${a.attack}:${a.with}`;
    case 'selfAttack':
      return `selfAttack:${a.seat}:${a.card}:${a.with}`;
    default:
      return `${a.type}:${a.seat}`;
  }
}

/**
 * A reason (the bots' English) as a sentence on screen: a capital first letter, and counts
 * grouped in thousands ("loses about 30% of 21,649 simulated deals").
 */
export const reasonSentence = (text: string): string =>
  (text.charAt(0).toUpperCase() + text.slice(1)).replace(/\b\d{4,}\b/g, (n) =>
    Number(n).toLocaleString('en'),
  );

export const sameAction = (a: Action, b: Action): boolean => actionKey(a) === actionKey(b);

/** A chance as a whole percentage: "37%"; below half a percent but above zero, "<1%". */
export function percent(p: number): string {
  if (p > 0 && p < 0.005) return '<1%';
  if (p < 1 && p > 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}

export interface Estimate {
  readonly action: Action;
  readonly lossChance: number;
  readonly visits: number;
  readonly exact: boolean;
}

/** How sure an estimate is: solved exactly, or over how many simulated deals. */
export const estimateNote = (e: Estimate): string =>
  e.exact
    ? 'solved'
    : `${e.visits.toLocaleString('en')} simulated deal${e.visits === 1 ? '' : 's'}`;

export interface Choice extends Estimate {
  readonly played: boolean;
  readonly best: boolean;
}

/**
 * A decision's choices, least likely to lose first (ties: the best, then the move played,
 * then the legal order), split into the first `limit` shown and the rest; the move played and
 * the best are always among the shown.
 */
export function rankChoices(
  estimates: readonly Estimate[],
  played: Action | null,
  best: Action | null,
  limit: number,
): { shown: Choice[]; hidden: Choice[] } {
  const all = estimates.map((e, i) => ({
    ...e,
    played: played !== null && sameAction(e.action, played),
    best: best !== null && sameAction(e.action, best),
    order: i,
  }));
  all.sort(
    (a, b) =>
      a.lossChance - b.lossChance ||
      Number(b.best) - Number(a.best) ||
      Number(b.played) - Number(a.played) ||
      a.order - b.order,
  );
  const choices: Choice[] = all.map(({ order: _order, ...c }) => c);
  const must = choices.filter((c) => c.played || c.best);
  const shown: Choice[] = [];
  for (const c of choices) {
    const room = limit - shown.length - must.filter((m) => !shown.includes(m) && m !== c).length;
    if (c.played || c.best || room > 0) shown.push(c);
  }
  return { shown, hidden: choices.filter((c) => !shown.includes(c)) };
}
