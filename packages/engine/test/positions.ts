// The dealt positions that the rule tests of more than one file start from. Each call deals
// a fresh game; `rules` (where taken) switches variants on or off (R7).

import type { Card, GameSetup, GameState } from '../src/index';
import { lead, play, position } from './helpers';

type Rules = GameSetup['rules'];

/** 2 players, dealer 1: seat 0 attacks seat 1 with 8C 8H. Hearts are trumps, so 8H is a trump. */
export const eightsLed = (rules?: Rules): GameState =>
  play(
    position({
      dealer: 1,
      hands: ['8C 8H 9D KD AD', '9C JH 8S 7D 10D'],
      talon: ['KC', 'QH', 'JC', '7S', 'AS', '9H'],
      rules,
    }),
    lead(0, '8C', '8H'),
  );

/** 2 players, dealer 1, clubs trumps: seat 0 attacks with 9H 9D; seat 1 draws a beater for 9S. */
export const ninesLed = (rules?: Rules): GameState =>
  play(
    position({
      dealer: 1,
      hands: ['9H 9D KS AS QH', '10H KD 9S 7H 8D'],
      talon: ['10S', 'AH', 'JS', '8C', 'QS', '10C', '7C'],
      rules,
    }),
    lead(0, '9H', '9D'),
  );

/** 2 players, dealer 1, spades trumps: seat 0 leads the trump 8S, which seat 1 cannot beat. */
export const trumpLed = (): GameState =>
  play(
    position({
      dealer: 1,
      hands: ['8S AC KC QC JC', '8C 9C 7S KH 10D'],
      talon: ['7H', '8H', '9H', '10H', 'JS'],
    }),
    lead(0, '8S'),
  );

/** 2 players, dealer 1, spades trumps, no talon: seat 0 attacks seat 1, who holds two cards. */
export const vsTwo = (): GameState =>
  position({ dealer: 1, hands: ['8C 8S 8H KC', '9D 10D'], talon: [], trump: 'S' });

/**
 * 3 players, dealer 0, spades trumps: seat 1 attacks seat 2 (all clubs, or `defender`); seat 0
 * may reinforce with 8S. The coachman (R7.1) is on unless `rules` says otherwise.
 */
export const coachTable = (rules: Rules = { coachman: true }, defender?: Card[]): GameState =>
  position({
    dealer: 0,
    hands: ['8S 9H 10H JH QH', '8C 8H 8D KD QD', defender ?? '9C 10C JC KC AC'],
    talon: ['7C', '7H', '7D', '9D', '10D', 'JD', 'AS', '7S'],
    rules,
  });
