// `kaschlan play`'s pure parts: the input parser, the board, the event log.

import { type Action, apply, type GameState, newGame, viewFor } from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import { parsePlayArgs } from '../src/play/args';
import { cardText, type Look, sortHand, visibleLength } from '../src/play/cards';
import { normalCard, parseInput } from '../src/play/input';
import { endMessage, eventLine } from '../src/play/log';
import { describeAction, notationOf, renderBoard, renderChoices } from '../src/play/render';

const plain: Look = { suits: 'french', color: false };
const colour: Look = { suits: 'french', color: true };
const german: Look = { suits: 'german', color: false };

// RULES.md E1's deck (R2.3 deal order). Dealt by `dealer`: forehand gets the first five.
const E1_DECK = [
  ...['8D', '8S', '7C', '9C', '10C'],
  ...['KD', 'JH', 'AH', '8C', 'AC'],
  ...['8H', '7H', '9H', '10H', 'JC'],
  '7S',
  ...['9D', '10D', 'JD', 'QC', 'KC', '9S', '10S', 'JS', 'QS', 'KS', 'AS', 'QH', 'KH', '7D'],
  ...['QD', 'AD'],
];

function play(dealer: number, actions: readonly Action[]): GameState {
  const g = newGame({ players: 3, dealer, deck: E1_DECK });
  if (!g.ok) throw new Error(g.error.message);
  let state = g.value;
  for (const a of actions) {
    const r = apply(state, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

// Dealer 1: seat 2 attacks seat 0 (the human) with E1's cards; seat 1 reinforces.
const defending = play(1, [
  { type: 'lead', seat: 2, cards: ['8D', '8S'] },
  { type: 'lead', seat: 1, cards: ['8H'] },
]);
const legal = viewFor(defending, 0).legal;

describe('the input parser', () => {
  test('a number picks that legal action; out of range explains', () => {
    expect(parseInput(' 2 ', legal, 0)).toEqual({ kind: 'action', action: legal[1] });
    expect(parseInput('0', legal, 0)).toMatchObject({ kind: 'error', message: /1 to 4/ });
    expect(parseInput('9', legal, 0)).toMatchObject({ kind: 'error', message: /1 to 4/ });
  });

  test.each([
    ['8D 8S', { type: 'lead', seat: 0, cards: ['8D', '8S'] }],
    ['8d, 8♠', { type: 'lead', seat: 0, cards: ['8D', '8S'] }],
    ['lead 10h', { type: 'lead', seat: 0, cards: ['10H'] }],
    ['td', { type: 'lead', seat: 0, cards: ['10D'] }],
    ['QD', { type: 'lead', seat: 0, cards: ['QD'] }],
    ['beat 8D KD', { type: 'beat', seat: 0, attack: '8D', with: 'KD' }],
    ['BEAT 8d with kd', { type: 'beat', seat: 0, attack: '8D', with: 'KD' }],
    ['self 8C AC', { type: 'selfAttack', seat: 0, card: '8C', with: 'AC' }],
    ['coach KC', { type: 'coachman', seat: 0, card: 'KC' }],
    ['take', { type: 'take', seat: 0 }],
    ['pass', { type: 'pass', seat: 0 }],
    ['end', { type: 'pass', seat: 0 }],
  ])('%j reads as an action', (text, action) => {
    expect(parseInput(text, legal, 0)).toEqual({ kind: 'action', action });
  });

  test('words that are no action, and commands missing cards, explain', () => {
    expect(parseInput('flurb', legal, 0)).toMatchObject({
      kind: 'error',
      message: /not an action/,
    });
    expect(parseInput('beat 8D', legal, 0)).toMatchObject({ kind: 'error', message: /2 cards/ });
    expect(parseInput('coach', legal, 0)).toMatchObject({ kind: 'error', message: /one card/ });
    expect(parseInput('take 8S', legal, 0)).toMatchObject({ kind: 'error' });
    expect(parseInput('lead', legal, 0)).toMatchObject({ kind: 'error' });
  });

  test('quit, help and empty lines', () => {
    for (const q of ['q', 'quit', 'EXIT'])
      expect(parseInput(q, legal, 0)).toEqual({ kind: 'quit' });
    for (const h of ['?', 'help']) expect(parseInput(h, legal, 0)).toEqual({ kind: 'help' });
    expect(parseInput('   ', legal, 0)).toEqual({ kind: 'empty' });
  });

  test('card-like words go to the engine, which names the mistake', () => {
    const r = parseInput('8X', legal, 0);
    expect(r).toEqual({ kind: 'action', action: { type: 'lead', seat: 0, cards: ['8X'] } });
    if (r.kind !== 'action') throw new Error('unreachable');
    const refused = apply(defending, r.action);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/"8X" is not a card/);
    expect(normalCard('10♦')).toBe('10D');
  });

  test('the notation shown for each legal action reads back as that action', () => {
    for (const a of legal)
      expect(parseInput(notationOf(a), legal, 0)).toEqual({ kind: 'action', action: a });
  });
});

describe('the board', () => {
  const view = viewFor(defending, 0);

  test('trumps, talon, roles, counts, the table as pairs, the sorted hand', () => {
    const text = renderBoard(view, plain, { deal: 1, seed: 7 });
    expect(text).toContain(
      'Deal 1 (seed 7), illig: trumps ♠, trump card 7♠ (the last card of the talon)',
    );
    expect(text).toContain(`Talon ${view.talon} · discard pile 0 · the Kaschlan: Q♦★`);
    expect(text).toMatch(/Bot 2 {2}\[ATTACKER\] {2}5 cards/);
    expect(text).toMatch(/Bot 1 +5 cards/);
    expect(text).toMatch(/You {4}\[DEFENDER\] {2}5 cards {2}◀ to act/);
    expect(text).toMatch(/Table \(rank 8\) {2}attack: 8♠ {2}8♦ {2}8♥\n {16}beaten: — {3}— {3}—/);
    // Plain suits first, trumps (none here) after, the Kaschlan last; low to high.
    expect(text).toContain('Your hand: 8♣ A♣   J♥ A♥   K♦');
    expect(text).not.toContain('\x1b[');
  });

  test('the legal actions are numbered, with the notation that types each', () => {
    const text = renderChoices(view, plain);
    expect(text.split('\n')[0]).toBe('Your move (defender):');
    expect(text).toMatch(/1\) beat 8♥ with J♥ +beat 8H JH/);
    expect(text).toMatch(/4\) self-attack: lead 8♣, beat it with A♣ +self 8C AC/);
    expect(text.match(/^ {2}\d\)/gm)).toHaveLength(legal.length);
  });

  test('beaten pairs, known cards of an opponent (R5.3) and who is out', () => {
    // E1 itself (dealer 0): seat 2 defends, beats two, takes 8S: everyone knows he holds it.
    const after = play(0, [
      { type: 'lead', seat: 1, cards: ['8D', '8S'] },
      { type: 'lead', seat: 0, cards: ['8H'] },
      { type: 'selfAttack', seat: 2, card: '8C', with: 'AC' },
      { type: 'beat', seat: 2, attack: '8D', with: 'KD' },
    ]);
    const mid = renderBoard(viewFor(after, 0), plain);
    expect(mid).toMatch(/attack: 8♠ +8♦ +8♥ +8♣\n +beaten: — +K♦ +— +A♣/);
    const took = apply(after, { type: 'beat', seat: 2, attack: '8H', with: 'JH' });
    if (!took.ok) throw new Error(took.error.message);
    const r = apply(took.state, { type: 'take', seat: 2 });
    if (!r.ok) throw new Error(r.error.message);
    const text = renderBoard(viewFor(r.state, 0), plain);
    expect(text).toMatch(/Bot 2 +\[DEFENDER\] +2 cards +known: 8♠/);
    expect(text).toContain('discard pile 6');
    expect(text).toContain('Table: empty');
  });

  test('colours when asked, with the same text underneath', () => {
    const text = renderBoard(view, colour);
    expect(text).toContain('\x1b[');
    expect(cardText(colour, '8H')).toBe('\x1b[31m8♥\x1b[0m');
    expect(visibleLength(text)).toBe(visibleLength(renderBoard(view, plain)));
  });

  test('German suits and ranks (R1.5): the Kaschlan is the Schellen-Ober', () => {
    const text = renderBoard(view, german);
    expect(text).toContain('trumps Grün');
    expect(text).toContain('the Kaschlan: Schellen-Ober★');
    expect(text).toContain('Your hand: Eichel-8 Eichel-Ass   Herz-Unter Herz-Ass   Schellen-König');
    expect(describeAction(legal[0]!, view, german)).toBe('beat Herz-8 with Herz-Unter');
  });

  test('a hand sorts trumps after the plain suits and the Kaschlan last', () => {
    expect(sortHand(['QD', 'AS', '7H', '10C', '8S', '9D'], 'S')).toEqual([
      '10C',
      '7H',
      '9D',
      '8S',
      'AS',
      'QD',
    ]);
  });
});

describe('the event log', () => {
  test('lines for leads, beats, takes, draws, going out and the end', () => {
    expect(eventLine({ type: 'lead', seat: 1, cards: ['8D', '8S'] }, plain, 'S')).toBe(
      'Bot 1 leads 8♦ 8♠',
    );
    expect(eventLine({ type: 'beat', seat: 0, attack: '8D', with: 'KD' }, plain, 'S')).toBe(
      'You beat 8♦ with K♦',
    );
    expect(eventLine({ type: 'take', seat: 2, cards: ['8S'] }, plain, 'S')).toBe('Bot 2 takes 8♠');
    expect(eventLine({ type: 'draw', seat: 2, count: 2, cards: null }, plain, 'S')).toBe(
      'Bot 2 draws 2 cards',
    );
    expect(eventLine({ type: 'draw', seat: 0, count: 1, cards: ['QD'] }, plain, 'S')).toBe(
      'You draw Q♦★',
    );
    expect(eventLine({ type: 'out', seat: 0 }, plain, 'S')).toBe('You are out!');
    expect(endMessage(2, false, plain)).toBe('Bot 2 is the Kaschlan! You got out in time.');
    expect(endMessage(0, false, plain)).toMatch(/^You are the Kaschlan!/);
    expect(endMessage(null, true, plain)).toMatch(/drawn \(R6\.7\)/);
  });
});

describe('play options', () => {
  test.each([
    [['--players', '6'], /2 to 5/],
    [['--level', 'godlike'], /unknown level "godlike"/],
    [['--suits', 'italian'], /french or german/],
    [['--preset', 'pack24', '--players', '5'], /24-card pack/],
    [['--delay', 'soon'], /whole number/],
    [['--seed'], /needs a value/],
    [['--colour'], /unknown option/],
    [['--coachman', 'yes'], /--coachman is false or true, not "yes"/],
    [['--afterTake', 'pass'], /same-attacker or pass-on/],
    [['--pack', '24', '--players', '5'], /24-card pack/],
  ])('%j is refused', (args, problem) => {
    expect(parsePlayArgs(args)).toMatch(problem);
  });

  test('defaults, and every flag', () => {
    expect(parsePlayArgs([])).toEqual({
      players: 4,
      level: 'normal',
      preset: 'illig',
      rules: {},
      seed: null,
      suits: 'french',
      noColor: false,
      delay: 600,
    });
    expect(
      parsePlayArgs([
        '--players=2',
        '--level',
        'easy',
        '--seed',
        '3',
        '--suits',
        'german',
        '--no-color',
        '--delay',
        '0',
      ]),
    ).toMatchObject({
      players: 2,
      level: 'easy',
      seed: 3,
      suits: 'german',
      noColor: true,
      delay: 0,
    });
  });

  test('R7: each rule option by its key, as a game record names it', () => {
    const args = [
      '--coachman',
      'true',
      '--afterTake',
      'pass-on',
      '--pack',
      '52',
      '--mustBeat=false',
    ];
    expect(parsePlayArgs(args)).toMatchObject({
      rules: { coachman: true, afterTake: 'pass-on', pack: 52, mustBeat: false },
    });
  });
});
