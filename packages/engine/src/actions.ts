// The public action notation (RULES.md, "Public action notation"), and its translation
// to and from the packed codes of the fast path.

import { type Card, cardName, parseCard, rankOf, suitOf } from './cards';
import {
  BEAT,
  COACHMAN,
  cardCode,
  codeCard,
  codeRank,
  codeSeat,
  codeSuits,
  codeType,
  codeWith,
  LEAD,
  leadCode,
  PASS,
  plainCode,
  SELF_ATTACK,
  TAKE,
} from './core/code';

export type Seat = number;

export const ACTION_TYPES = ['lead', 'coachman', 'pass', 'beat', 'selfAttack', 'take'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export type Action =
  | { readonly type: 'lead'; readonly seat: Seat; readonly cards: readonly Card[] }
  | { readonly type: 'coachman'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'pass'; readonly seat: Seat }
  | { readonly type: 'beat'; readonly seat: Seat; readonly attack: Card; readonly with: Card }
  | { readonly type: 'selfAttack'; readonly seat: Seat; readonly card: Card; readonly with: Card }
  | { readonly type: 'take'; readonly seat: Seat };

/** The public action of a packed code. */
export function actionOf(code: number): Action {
  const seat = codeSeat(code);
  switch (codeType(code)) {
    case LEAD: {
      const cards: Card[] = [];
      const suits = codeSuits(code);
      for (let s = 0; s < 4; s++)
        if ((suits >> s) & 1) cards.push(cardName(s * 16 + codeRank(code)));
      return { type: 'lead', seat, cards };
    }
    case COACHMAN:
      return { type: 'coachman', seat, card: cardName(codeCard(code)) };
    case PASS:
      return { type: 'pass', seat };
    case BEAT:
      return {
        type: 'beat',
        seat,
        attack: cardName(codeCard(code)),
        with: cardName(codeWith(code)),
      };
    case SELF_ATTACK:
      return {
        type: 'selfAttack',
        seat,
        card: cardName(codeCard(code)),
        with: cardName(codeWith(code)),
      };
    default:
      return { type: 'take', seat };
  }
}

/**
 * An action read from untrusted input, with its cards as ids. `lead` keeps the cards as
 * listed (possibly of several ranks, or repeated) so the error can say what is wrong.
 */
export type ParsedAction =
  | { readonly type: 'lead'; readonly seat: Seat; readonly cards: readonly number[] }
  | { readonly type: 'coachman'; readonly seat: Seat; readonly card: number }
  | { readonly type: 'pass' | 'take'; readonly seat: Seat }
  | { readonly type: 'beat'; readonly seat: Seat; readonly card: number; readonly with: number }
  | {
      readonly type: 'selfAttack';
      readonly seat: Seat;
      readonly card: number;
      readonly with: number;
    };

export type ParseProblem = {
  readonly code: 'MALFORMED_ACTION' | 'UNKNOWN_CARD';
  readonly message: string;
};

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Read an action from untrusted input (never throws). */
export function parseAction(input: unknown): ParsedAction | ParseProblem {
  if (!isObject(input)) return malformed('an action is a JSON object with "type" and "seat"');
  const { type, seat } = input;
  if (typeof type !== 'string' || !(ACTION_TYPES as readonly string[]).includes(type))
    return malformed(
      `unknown action type ${typeof type === 'string' ? JSON.stringify(type) : `of type ${typeof type}`} (known: ${ACTION_TYPES.join(', ')})`,
    );
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat > 4)
    return malformed('"seat" must be a seat number 0 to 4');
  const card = (key: string): number | ParseProblem => {
    const v = input[key];
    if (typeof v !== 'string') return malformed(`"${key}" must be a card such as "10S" (R1.6)`);
    const id = parseCard(v);
    return id < 0 ? unknownCard(v) : id;
  };
  switch (type as ActionType) {
    case 'lead': {
      const cards = input['cards'];
      if (!Array.isArray(cards) || cards.length === 0)
        return malformed('a lead needs "cards": a non-empty list of cards (R3.1)');
      const ids: number[] = [];
      for (const c of cards) {
        if (typeof c !== 'string') return malformed('"cards" must list cards such as "8D" (R1.6)');
        const id = parseCard(c);
        if (id < 0) return unknownCard(c);
        ids.push(id);
      }
      return { type: 'lead', seat, cards: ids };
    }
    case 'coachman': {
      const c = card('card');
      return typeof c === 'number' ? { type: 'coachman', seat, card: c } : c;
    }
    case 'beat': {
      const c = card('attack');
      if (typeof c !== 'number') return c;
      const w = card('with');
      return typeof w === 'number' ? { type: 'beat', seat, card: c, with: w } : w;
    }
    case 'selfAttack': {
      const c = card('card');
      if (typeof c !== 'number') return c;
      const w = card('with');
      return typeof w === 'number' ? { type: 'selfAttack', seat, card: c, with: w } : w;
    }
    default:
      return { type: type as 'pass' | 'take', seat };
  }
}

const malformed = (message: string): ParseProblem => ({ code: 'MALFORMED_ACTION', message });
const unknownCard = (name: string): ParseProblem => ({
  code: 'UNKNOWN_CARD',
  message: `${JSON.stringify(name)} is not a card: rank then suit letter, e.g. 10S or QD (R1.6)`,
});

export const isParseProblem = (x: ParsedAction | ParseProblem): x is ParseProblem => 'code' in x;

/**
 * The packed code of a parsed action, or -1 if it has no code (a lead of mixed ranks or a
 * repeated card). A code says nothing of legality.
 */
export function codeOf(a: ParsedAction): number {
  switch (a.type) {
    case 'lead': {
      const first = a.cards[0]!;
      let suits = 0;
      for (const c of a.cards) {
        if (rankOf(c) !== rankOf(first) || (suits >> suitOf(c)) & 1) return -1;
        suits |= 1 << suitOf(c);
      }
      return leadCode(a.seat, rankOf(first), suits);
    }
    case 'coachman':
      return cardCode(COACHMAN, a.seat, a.card);
    case 'beat':
      return cardCode(BEAT, a.seat, a.card, a.with);
    case 'selfAttack':
      return cardCode(SELF_ATTACK, a.seat, a.card, a.with);
    case 'pass':
      return plainCode(PASS, a.seat);
    default:
      return plainCode(TAKE, a.seat);
  }
}

/**
 * Whether two inputs name the same action, however written (key order, a lead's card
 * order): the server tells a repeated action from a different one with it.
 */
export function sameAction(a: unknown, b: unknown): boolean {
  const x = parseAction(a);
  const y = parseAction(b);
  if (isParseProblem(x) || isParseProblem(y)) return false;
  const cx = codeOf(x);
  return cx >= 0 && cx === codeOf(y);
}
