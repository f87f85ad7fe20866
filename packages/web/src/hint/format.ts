// Words for hints and the review, in the page's language (i18n/areas/review.*.ts): an action
// as the table's buttons would name it, a loss chance as a percentage, how sure an estimate
// is, and the choices of a decision in the order worth reading (the least likely to lose
// first, the move played and the best one always among those shown). Pure but for the
// language: the tests run it in Node.

import type { Action, BoutPhase, Card } from '@kaschlan/engine';
import { shortName } from '../cards/names';
import type { Face } from '../cards/suits';
import { lang, t } from '../i18n';

/** A piece of an action's words: text, or a card (drawn as a chip on screen). */
export type Part = string | { readonly card: Card };

/** A sentence of the catalog with its `{0}`, `{1}` put in: cards, lists of cards, moves. */
export function fill(text: string, slots: readonly (readonly Part[])[] = []): Part[] {
  return text
    .split(/\{(\d)\}/)
    .flatMap((piece, i) =>
      i % 2 === 0 ? (piece === '' ? [] : [piece]) : [...(slots[Number(piece)] ?? [])],
    );
}

/** Cards side by side, as a lead puts them down: "8♦ 8♠". */
const cardRow = (cards: readonly Card[]): Part[] =>
  cards.flatMap((card, i) => (i === 0 ? [{ card }] : [' ', { card }]));

/** Cards as a list in the page's language: "8♠, 8♦ and 8♥", "8♠, 8♦ und 8♥". */
export function cardList(cards: readonly Card[]): Part[] {
  const marks = cards.map((_, i) => String(i));
  return new Intl.ListFormat(lang.value, { type: 'conjunction' })
    .formatToParts(marks)
    .map((p) => (p.type === 'element' ? { card: cards[Number(p.value)]! } : p.value));
}

/** What a pass is called in each phase (R3.2 stop, R3.3 pass, R4.4 end the bout). */
const PASS: Record<BoutPhase, 'review.act.stop' | 'review.act.pass' | 'review.act.endBout'> = {
  attack: 'review.act.stop',
  reinforce: 'review.act.pass',
  defend: 'review.act.endBout',
};

/** An action in words and cards: "Beat 9♥ with J♥", "Lead 8♠ 8♦", "Take the cards". */
export function actionParts(action: Action, phase: BoutPhase): Part[] {
  const one = (card: Card): Part[] => [{ card }];
  switch (action.type) {
    case 'lead':
      return fill(t('review.act.lead'), [cardRow(action.cards)]);
    case 'coachman':
      return fill(t('review.act.coachman'), [one(action.card)]);
    case 'beat':
      return fill(t('review.act.beat'), [one(action.attack), one(action.with)]);
    case 'selfAttack':
      return fill(t('review.act.selfAttack'), [one(action.card), one(action.with)]);
    case 'take':
      return [t('review.act.take')];
    case 'pass':
      return [t(PASS[phase])];
  }
}

/** Parts as plain text, cards named in `face` ("Beat 9♥ with J♥"). */
export const partsText = (parts: readonly Part[], face: Face): string =>
  parts.map((p) => (typeof p === 'string' ? p : shortName(p.card, face))).join('');

/** An action as plain text, cards named in `face` ("Beat 9♥ with J♥"). */
export const actionText = (action: Action, phase: BoutPhase, face: Face): string =>
  partsText(actionParts(action, phase), face);

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

export const sameAction = (a: Action, b: Action): boolean => actionKey(a) === actionKey(b);

const percents = new Map<string, Intl.NumberFormat>();

/**
 * A chance as a whole percentage in the page's language: "37%", "37 %"; below half a percent
 * but above zero "<1%", above 99.5% but below all ">99%".
 */
export function percent(p: number): string {
  let f = percents.get(lang.value);
  if (!f) {
    f = new Intl.NumberFormat(lang.value, { style: 'percent', maximumFractionDigits: 0 });
    percents.set(lang.value, f);
  }
  if (p > 0 && p < 0.005) return `<${f.format(0.01)}`;
  if (p < 1 && p > 0.995) return `>${f.format(0.99)}`;
  return f.format(Math.round(p * 100) / 100);
}

export interface Estimate {
  readonly action: Action;
  readonly lossChance: number;
  readonly visits: number;
  readonly exact: boolean;
}

/** How sure an estimate is: solved exactly, or over how many simulated deals. */
export const estimateNote = (e: Estimate): string =>
  e.exact ? t('review.estimate.solved') : t('review.estimate.deals')(e.visits);

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
