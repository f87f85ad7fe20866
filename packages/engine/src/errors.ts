// Why an action is refused: a stable code and a sentence citing the rule. Only called for
// actions that are not in the legal list (legal.ts decides legality; this only explains).

import type { ParsedAction } from './actions';
import { beats, cardName, RANKS, rankOf } from './cards';
import { BEAT, codeType } from './core/code';
import { legalInto, MAX_LEGAL, room } from './core/legal';
import { ATTACK, DEFEND, type Position } from './core/position';

export const ERROR_CODES = [
  'MALFORMED_ACTION',
  'UNKNOWN_CARD',
  'GAME_OVER',
  'NOT_YOUR_TURN',
  'NOT_IN_HAND',
  'WRONG_ROLE',
  'MUST_LEAD',
  'MIXED_RANKS',
  'WRONG_RANK',
  'LIMIT_EXCEEDED',
  'NOT_ON_TABLE',
  'DOES_NOT_BEAT',
  'MUST_ANSWER',
  'MUST_BEAT',
  'NOTHING_TO_TAKE',
  'VARIANT_OFF',
  'COACHMAN_USED',
  'COACHMAN_TOO_EARLY',
  'COACHMAN_SAME_RANK',
  'ILLEGAL_ACTION',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface GameError {
  readonly code: ErrorCode;
  readonly message: string;
}

const err = (code: ErrorCode, message: string): GameError => ({ code, message });

const holds = (p: Position, seat: number, c: number): boolean =>
  c < 32 ? ((p.handLo[seat]! >>> c) & 1) === 1 : ((p.handHi[seat]! >>> (c - 32)) & 1) === 1;
const unbeaten = (p: Position, c: number): boolean =>
  c < 32 ? ((p.unbLo >>> c) & 1) === 1 : ((p.unbHi >>> (c - 32)) & 1) === 1;
const rankName = (r: number): string => RANKS[r] ?? '?';

/** Explain why `a` (not legal in `p`) is refused. */
export function explainIllegal(p: Position, a: ParsedAction): GameError {
  if (p.over) return err('GAME_OVER', 'the deal is over (R6.2)');
  if (a.seat !== p.toAct)
    return err('NOT_YOUR_TURN', `it is seat ${p.toAct}'s turn, not seat ${a.seat}'s (R3, R4)`);
  const own =
    a.type === 'lead'
      ? a.cards
      : a.type === 'coachman'
        ? [a.card]
        : a.type === 'beat'
          ? [a.with]
          : a.type === 'selfAttack'
            ? [a.card, a.with]
            : [];
  for (const c of own)
    if (!holds(p, a.seat, c))
      return err('NOT_IN_HAND', `${cardName(c)} is not in your hand (R3.1, R4.1)`);
  const defending = p.phase === DEFEND;
  const space = room(p);
  switch (a.type) {
    case 'lead': {
      if (defending)
        return err(
          'WRONG_ROLE',
          'the defender does not lead: he beats (R4.1), self-attacks (R4.2) or takes (R4.3)',
        );
      const r = rankOf(a.cards[0]!);
      if (a.cards.some((c) => rankOf(c) !== r) || new Set(a.cards).size !== a.cards.length)
        return err('MIXED_RANKS', 'a lead is one or more different cards of one rank (R3.1)');
      if (p.rank >= 0 && r !== p.rank)
        return err(
          'WRONG_RANK',
          `this bout's rank is ${rankName(p.rank)}: one rank per bout (R3.5)`,
        );
      if (a.cards.length > space)
        return err(
          'LIMIT_EXCEEDED',
          `the table may hold only ${space} more unbeaten card${space === 1 ? '' : 's'}: never more than the defender holds (R3.4)`,
        );
      break;
    }
    case 'coachman': {
      if (!p.coachman)
        return err('VARIANT_OFF', 'the coachman is a variant (R7.1) these rules leave out');
      if (p.phase !== ATTACK || a.seat !== p.attacker)
        return err('WRONG_ROLE', 'only the attacker adds the coachman, during his own turn (R7.1)');
      if (p.rank < 0 || p.aled < 2)
        return err(
          'COACHMAN_TOO_EARLY',
          'the coachman comes after the attacker has led two cards of the rank (R7.1)',
        );
      if (p.coachUsed) return err('COACHMAN_USED', 'one coachman per bout (R7.1)');
      if (rankOf(a.card) === p.rank)
        return err(
          'COACHMAN_SAME_RANK',
          'the coachman is a card of another rank; lead this one (R7.1)',
        );
      if (space < 1)
        return err(
          'LIMIT_EXCEEDED',
          'the coachman counts for the limit, and there is no room (R3.4, R7.1)',
        );
      break;
    }
    case 'pass':
      if (p.phase === ATTACK && p.rank < 0)
        return err('MUST_LEAD', 'the attacker must lead to open the bout (R3.1)');
      if (defending && p.nunb > 0)
        return err(
          'MUST_ANSWER',
          'cards are unbeaten: beat (R4.1), self-attack (R4.2) or take (R4.3)',
        );
      break;
    case 'beat':
      if (!defending)
        return err('WRONG_ROLE', 'only the defender beats, when his turn comes (R3.3, R4.1)');
      if (!unbeaten(p, a.card))
        return err(
          'NOT_ON_TABLE',
          `${cardName(a.card)} is not an unbeaten card on the table (R4.1)`,
        );
      if (!beats(p.trump, a.card, a.with))
        return err(
          'DOES_NOT_BEAT',
          `${cardName(a.with)} does not beat ${cardName(a.card)} (R1.3, R1.4)`,
        );
      break;
    case 'selfAttack':
      if (!defending) return err('WRONG_ROLE', 'only the defender self-attacks (R4.2)');
      if (rankOf(a.card) !== p.rank)
        return err(
          'WRONG_RANK',
          `a self-attack leads a card of the bout's rank, ${rankName(p.rank)} (R4.2)`,
        );
      if (!beats(p.trump, a.card, a.with))
        return err(
          'DOES_NOT_BEAT',
          `${cardName(a.with)} does not beat ${cardName(a.card)} (R1.3, R1.4)`,
        );
      if (p.nunb > p.cnt[a.seat]! - 2)
        return err(
          'LIMIT_EXCEEDED',
          'after a self-attack the unbeaten cards may not outnumber the cards in hand (R4.2, R3.4)',
        );
      break;
    case 'take': {
      if (!defending) return err('WRONG_ROLE', 'only the defender takes (R4.3)');
      if (p.nunb === 0)
        return err('NOTHING_TO_TAKE', 'every card is beaten: self-attack or end the bout (R4.4)');
      const buf = new Int32Array(MAX_LEGAL);
      const n = legalInto(p, buf);
      for (let i = 0; i < n; i++)
        if (codeType(buf[i]!) === BEAT)
          return err('MUST_BEAT', 'you can beat a card on the table, so you must (R4.3)');
      break;
    }
  }
  return err('ILLEGAL_ACTION', 'that action is not legal now');
}
