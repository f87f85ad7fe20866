// The game record (R2.3, R2.4, R1.6): JSON {preset, rules?, players, dealer, deck | seed |
// hands + talon, actions}. Round trips for every kind of deal, the exact shape, refusal of
// malformed records (index null) and of illegal actions (their index), and the extra keys
// of a yardstick record ignored.

import { describe, expect, test } from 'vitest';
import { pick, seedRng } from '../src/fast';
import {
  type Action,
  apply,
  type GameState,
  legalActions,
  replayRecord,
  summarize,
  toRecord,
} from '../src/index';
import { beat, E1_DECK, e1Bout, game, lead, pass, position, take } from './helpers';

// E1 (RULES.md): 3 players, dealer 0; seat 1 (forehand), seat 2, seat 0 (dealer), the trump
// card 7S, then the talon top first (9D 10D JD ...), the trump card under it (R2.3).
const E1_ACTIONS: Action[] = e1Bout('8S', '8D');
const e1 = () => game({ players: 3, dealer: 0, deck: E1_DECK });

/** Play up to `steps` random legal actions picked with the engine's PRNG. */
function randomPlay(
  state: GameState,
  playSeed: number,
  steps = Number.POSITIVE_INFINITY,
): GameState {
  const rng = seedRng(playSeed);
  for (let i = 0; i < steps; i++) {
    const legal = legalActions(state);
    if (legal.length === 0) break;
    const r = apply(state, legal[pick(rng, legal.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

/** Replays to the same state: summary, events, known cards and discard pile. */
function expectReplays(record: unknown, state: GameState): void {
  const r = replayRecord(record);
  if (!r.ok) throw new Error(`${r.error.code} at ${r.error.index}: ${r.error.message}`);
  expect(summarize(r.state)).toEqual(summarize(state));
  expect(r.state.events).toEqual(state.events);
  expect(r.state.known).toEqual(state.known);
  expect(r.state.discard).toEqual(state.discard);
}

describe('R2.3, R2.4: records round-trip', () => {
  test('R2.3: a deck record is exactly {preset, players, dealer, deck, actions} and replays E1', () => {
    let s = e1();
    for (const a of E1_ACTIONS) {
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const json = JSON.stringify(toRecord(s));
    expect(json).toBe(
      JSON.stringify({
        preset: 'illig',
        players: 3,
        dealer: 0,
        deck: E1_DECK,
        actions: E1_ACTIONS,
      }),
    );
    expectReplays(JSON.parse(json), s);
    // E1.4: six cards discarded, seat 1 attacks seat 2 again (R6.4).
    expect(s.discard).toHaveLength(6);
    expect(summarize(s)).toMatchObject({ attacker: 1, defender: 2, toAct: 1 });
  });

  test.each([
    ['illig', 4, 1],
    ['wikipedia-de', 5, 2],
    ['pack52', 3, 3],
    ['pack24', 2, 4],
  ] as const)(
    'R2.4: a seed record (%s, %i players, seed %i) is seed + actions, and replays',
    (preset, players, seed) => {
      const start = game({ preset, players, seed });
      for (const steps of [0, 7, Number.POSITIVE_INFINITY]) {
        const s = randomPlay(start, seed, steps);
        const record = toRecord(s);
        expect(Object.keys(record)).toEqual(['preset', 'players', 'dealer', 'seed', 'actions']);
        expect(record).toMatchObject({ preset, players, dealer: start.dealer, seed });
        expect(record.actions).toEqual(s.actions);
        expectReplays(record, s);
        expectReplays(JSON.parse(JSON.stringify(record)), s);
      }
    },
  );

  test('R2.4: a seed record without a dealer gets the dealer the seed picks', () => {
    const s = randomPlay(game({ players: 4, seed: 99 }), 5, 20);
    const { dealer: _, ...record } = toRecord(s);
    expectReplays(record, s);
  });

  test("a hands + talon record replays (the trump suit is the last talon card's, R2.2)", () => {
    const start = position({
      dealer: 0,
      hands: ['7C 8C 9H QD AS', '7H 8H JC KS 10D'],
      talon: ['9C', 'AH', 'JD', '7S'],
    });
    const s = randomPlay(start, 3);
    const record = toRecord(s);
    expect(Object.keys(record)).toEqual([
      'preset',
      'players',
      'dealer',
      'hands',
      'talon',
      'trump',
      'actions',
    ]);
    expect(record).toMatchObject({ talon: ['9C', 'AH', 'JD', '7S'], trump: 'S' });
    expect(s.pos.over).toBe(1);
    expectReplays(record, s);
    expectReplays(JSON.parse(JSON.stringify(record)), s);
  });

  test('R7: rules appear only where they differ from the preset', () => {
    expect(toRecord(game({ preset: 'pack52', players: 2, seed: 1 }))).not.toHaveProperty('rules');
    expect(toRecord(game({ players: 2, seed: 1, rules: { mustBeat: true } }))).not.toHaveProperty(
      'rules',
    );
    const s = randomPlay(
      game({
        preset: 'illig',
        players: 3,
        seed: 8,
        rules: { mustBeat: false, afterTake: 'pass-on' },
      }),
      8,
    );
    const record = toRecord(s);
    expect(Object.keys(record)).toEqual([
      'preset',
      'rules',
      'players',
      'dealer',
      'seed',
      'actions',
    ]);
    expect(record.rules).toEqual({ afterTake: 'pass-on', mustBeat: false });
    expectReplays(JSON.parse(JSON.stringify(record)), s);
  });
});

describe('malformed records are refused with index null', () => {
  const base = { preset: 'illig', players: 3, dealer: 0, deck: E1_DECK, actions: [] };
  const { players: _, ...noPlayers } = base;
  test.each([
    ['not an object', null, 'MALFORMED_RECORD'],
    ['a list', [base], 'MALFORMED_RECORD'],
    ['missing players', noPlayers, 'MALFORMED_RECORD'],
    ['players not a number', { ...base, players: '3' }, 'MALFORMED_RECORD'],
    ['actions not a list', { ...base, actions: { 0: lead(1, '8D') } }, 'MALFORMED_RECORD'],
    ['no actions', { ...base, actions: undefined }, 'MALFORMED_RECORD'],
    ['both deck and seed', { ...base, seed: 1 }, 'MALFORMED_RECORD'],
    ['neither deck, seed nor hands', { ...base, deck: undefined }, 'MALFORMED_RECORD'],
    ['a seed above 2^32 - 1', { ...base, deck: undefined, seed: 2 ** 32 }, 'MALFORMED_RECORD'],
    ['an unknown afterTake', { ...base, rules: { afterTake: 'never' } }, 'MALFORMED_RECORD'],
    ['R7.4: an unknown preset', { ...base, preset: 'skat' }, 'INVALID_RULES'],
    ['R2.1: 6 players', { ...base, players: 6 }, 'INVALID_PLAYERS'],
    [
      'R2.1: 5 players with 24 cards',
      { ...base, preset: 'pack24', players: 5, deck: undefined, seed: 1 },
      'INVALID_PLAYERS',
    ],
    ['a dealer who is not a seat', { ...base, dealer: 3 }, 'INVALID_DEALER'],
    ['R2.4: a deck without a dealer', { ...base, dealer: undefined }, 'INVALID_DEALER'],
    [
      'R1.1: a deck with a card twice',
      { ...base, deck: [...E1_DECK.slice(0, 31), '8D'] },
      'INVALID_DEAL',
    ],
    ['R1.1: a deck short of a whole pack', { ...base, deck: E1_DECK.slice(0, 31) }, 'INVALID_DEAL'],
    [
      'R1.1: a deck with a card of another pack',
      { ...base, deck: [...E1_DECK.slice(0, 31), '6C'] },
      'INVALID_DEAL',
    ],
    [
      'R1.6: a deck with a non-card',
      { ...base, deck: [...E1_DECK.slice(0, 31), 'XX'] },
      'INVALID_DEAL',
    ],
  ] as const)('%s', (_, record, code) => {
    const r = replayRecord(record === null ? null : JSON.parse(JSON.stringify(record)));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.index).toBeNull();
    expect(r.error.message.length).toBeGreaterThan(0);
    expect(r.state).toBeUndefined();
  });
});

describe('an illegal action is refused with its index and the state before it', () => {
  const record = (actions: unknown[]) => ({
    preset: 'illig',
    players: 3,
    dealer: 0,
    deck: E1_DECK,
    actions,
  });
  test.each([
    ['R3: not his turn', 1, [E1_ACTIONS[0], beat(2, '8D', 'KD')], 'NOT_YOUR_TURN'],
    ['R3.1: the attacker must lead', 0, [pass(1)], 'MUST_LEAD'],
    ['R4.3: no take while a beat exists', 2, E1_ACTIONS.slice(0, 2).concat(take(2)), 'MUST_BEAT'],
    [
      'a malformed action',
      3,
      [...E1_ACTIONS.slice(0, 3), { type: 'fly', seat: 2 }],
      'MALFORMED_ACTION',
    ],
    ['R1.6: an unknown card', 1, [E1_ACTIONS[0], lead(0, '8X')], 'UNKNOWN_CARD'],
  ] as const)('%s (action %i)', (_, index, actions, code) => {
    const r = replayRecord(JSON.parse(JSON.stringify(record([...actions]))));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code, index });
    const good = replayRecord(record(actions.slice(0, index)));
    if (!good.ok) throw new Error(good.error.message);
    expect(summarize(r.state!)).toEqual(summarize(good.state));
  });

  test('R6.2: an action after the end is refused with GAME_OVER at its index', () => {
    const s = randomPlay(game({ preset: 'pack24', players: 2, seed: 11 }), 11);
    const actions = [...s.actions, { type: 'take', seat: 0 }];
    const r = replayRecord({ ...toRecord(s), actions });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'GAME_OVER', index: s.actions.length });
  });
});

describe('the extra keys of a yardstick record are ignored', () => {
  test.each([
    ['pack24', 2, 7],
    ['wikipedia-de', 4, 12],
  ] as const)(
    '%s, %i players, seed %i: legalCounts, final, legal and a full rules object',
    (preset, players, seed) => {
      let s = game({ preset, players, seed });
      const rng = seedRng(seed);
      const legal: Action[][] = [];
      for (let l = legalActions(s); l.length > 0; l = legalActions(s)) {
        legal.push(l);
        const r = apply(s, l[pick(rng, l.length)]!);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      const sum = summarize(s);
      const yardstick = {
        ...toRecord(s),
        rules: { ...s.rules },
        legalCounts: legal.map((l) => l.length),
        final: { loser: sum.loser, out: sum.out },
        legal,
      };
      expectReplays(JSON.parse(JSON.stringify(yardstick)), s);
      expect(sum.over).toBe(true);
    },
  );
});
