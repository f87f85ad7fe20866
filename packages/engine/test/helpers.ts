// Small builders that keep the rule tests short and readable.

import {
  type Action,
  type ApplyResult,
  apply,
  type Card,
  type GameSetup,
  type GameState,
  newGame,
  type Suit,
  summarize,
} from '../src/index';

export const lead = (seat: number, ...cards: Card[]): Action => ({ type: 'lead', seat, cards });
export const coachman = (seat: number, card: Card): Action => ({ type: 'coachman', seat, card });
export const pass = (seat: number): Action => ({ type: 'pass', seat });
export const beat = (seat: number, attack: Card, by: Card): Action => ({
  type: 'beat',
  seat,
  attack,
  with: by,
});
export const selfAttack = (seat: number, card: Card, by: Card): Action => ({
  type: 'selfAttack',
  seat,
  card,
  with: by,
});
export const take = (seat: number): Action => ({ type: 'take', seat });

/** A game from a setup; throws if the setup is refused. */
export function game(setup: GameSetup): GameState {
  const r = newGame(setup);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Cards written as in RULES.md, one string: `'8C 8H KD'`; an array is taken as it is. */
export const cards = (c: Card[] | string): Card[] =>
  typeof c === 'string' ? c.split(/\s+/).filter(Boolean) : c;

/**
 * A position dealt from explicit hands (seat order; a hand as an array or as one string,
 * `'8C 8H 9D KD AD'`) and talon (top first; its last card is the trump card). `trump` only
 * when the talon is empty.
 */
export function position(o: {
  players?: number;
  dealer: number;
  hands: (Card[] | string)[];
  talon: Card[];
  trump?: Suit;
  preset?: string;
  rules?: GameSetup['rules'];
}): GameState {
  return game({
    players: o.players ?? o.hands.length,
    dealer: o.dealer,
    hands: o.hands.map(cards),
    talon: o.talon,
    ...(o.trump ? { trump: o.trump } : {}),
    ...(o.preset ? { preset: o.preset } : {}),
    ...(o.rules ? { rules: o.rules } : {}),
  });
}

/** Apply actions in order; throws (naming the action) if one is refused. */
export function play(state: GameState, ...actions: Action[]): GameState {
  for (const [i, a] of actions.entries()) {
    const r: ApplyResult = apply(state, a);
    if (!r.ok)
      throw new Error(
        `action ${i} ${JSON.stringify(a)} refused: ${r.error.code}: ${r.error.message}`,
      );
    state = r.state;
  }
  return state;
}

/** The error code an action is refused with, or 'OK' if it is accepted. */
export function refusal(state: GameState, action: unknown): string {
  const r = apply(state, action);
  return r.ok ? 'OK' : r.error.code;
}

/** The public summary (what `kaschlan replay` prints). */
export const show = summarize;

/** The whole pack (R1.1) in the canonical order: suits C S H D, ranks low to high. */
export function packCards(size: 24 | 32 | 52): Card[] {
  const ranks = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].slice(
    { 52: 0, 32: 5, 24: 7 }[size],
  );
  return ['C', 'S', 'H', 'D'].flatMap((s) => ranks.map((r) => `${r}${s}`));
}

/** Apply one action; the new state and the events of that step. Throws if refused. */
export function stepWith(state: GameState, action: Action): Extract<ApplyResult, { ok: true }> {
  const r = apply(state, action);
  if (!r.ok)
    throw new Error(`${JSON.stringify(action)} refused: ${r.error.code}: ${r.error.message}`);
  return r;
}

/**
 * The deck of worked example E1 (RULES.md): 3 players, dealer 0; dealt per R2.3 to seat 1
 * (forehand), seat 2, seat 0, then the trump card 7S, then the talon top first (9D 10D JD
 * ...), the trump card under it.
 */
export const E1_DECK: readonly string[] = [
  ...['8D', '8S', '7C', '9C', '10C'],
  ...['KD', 'JH', 'AH', '8C', 'AC'],
  ...['8H', '7H', '9H', '10H', 'JC'],
  '7S',
  ...[
    '9D',
    '10D',
    'JD',
    'QC',
    'KC',
    '9S',
    '10S',
    'JS',
    'QS',
    'KS',
    'AS',
    'QH',
    'KH',
    '7D',
    'QD',
    'AD',
  ],
];

/**
 * E1's first bout (RULES.md, steps 1 to 6) from `E1_DECK`: seat 1 leads his two eights (in the
 * order given), seat 0 reinforces with 8H, seat 2 self-attacks 8C with AC, beats 8D with KD and
 * 8H with JH, and takes.
 */
export const e1Bout = (...eights: [Card, Card]): Action[] => [
  lead(1, ...eights),
  lead(0, '8H'),
  selfAttack(2, '8C', 'AC'),
  beat(2, '8D', 'KD'),
  beat(2, '8H', 'JH'),
  take(2),
];
