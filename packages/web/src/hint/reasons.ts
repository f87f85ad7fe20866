// The bots' reasons (reasons.ts: structured, one kind per fact) in the page's language, with
// their cards as chips: the web's words in place of the bots' English reasonText. A reason
// that cites a rule keeps its number ("(R4.1)"), which the page links to the rules.

import type { Reason } from '@kaschlan/bots';
import type { Card } from '@kaschlan/engine';
import type { Face } from '../cards/suits';
import { t } from '../i18n';
import { cardList, fill, type Part, partsText, percent } from './format';

const one = (card: Card): Part[] => [{ card }];

/** A reason as a sentence of words and cards. */
export function reasonParts(reason: Reason): Part[] {
  switch (reason.kind) {
    case 'onlyMove':
      return [t('review.reason.onlyMove')];
    case 'endgameSolved':
      return [t('review.reason.endgameSolved')(reason.result)];
    case 'cheapestBeat':
      return fill(t('review.reason.cheapestBeat'), [one(reason.card), one(reason.attack)]);
    case 'beatsAll':
      return [t('review.reason.beatsAll')];
    case 'keepsTrump':
      return fill(t('review.reason.keepsTrump')(reason.cards.length), [cardList(reason.cards)]);
    case 'takes':
      return [t('review.reason.takes')(reason.why)];
    case 'leadsLow':
      return fill(t('review.reason.leadsLow')(reason.cards.length), [cardList(reason.cards)]);
    case 'leadsSeveral':
      return fill(t('review.reason.leadsSeveral')(reason.cards.length), [cardList(reason.cards)]);
    case 'unbeatable':
      return fill(t('review.reason.unbeatable')(reason.cards.length), [cardList(reason.cards)]);
    case 'selfAttack':
      return fill(t('review.reason.selfAttack'), [one(reason.card), one(reason.with)]);
    case 'coachman':
      return fill(t('review.reason.coachman'), [one(reason.card)]);
    case 'holdsBack':
      return fill(t('review.reason.holdsBack'), [cardList(reason.cards)]);
    case 'endsBout':
      return [t('review.reason.endsBout')];
    case 'searchPrefers':
      return [t('review.reason.searchPrefers')(percent(reason.lossChance), reason.visits)];
  }
}

/** A reason as plain text, cards named in `face`. */
export const reasonText = (reason: Reason, face: Face): string =>
  partsText(reasonParts(reason), face);

/** A stable key of a reason (a list's key on screen). */
export const reasonKey = (reason: Reason): string => JSON.stringify(reason);
