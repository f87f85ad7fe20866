// `kaschlan replay` as a user runs it: the real command in a child process.

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { E1_DECK, e1Bout } from '../../engine/test/helpers';

const bin = resolve(__dirname, '../bin/kaschlan.js');
const dir = mkdtempSync(join(tmpdir(), 'kaschlan-replay-'));

function kaschlan(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8' });
  return { status: r.status, out: r.stdout, err: r.stderr };
}
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

// E1 of the rule book (R3.3, R4.2, R4.3), dealt from an explicit deck per R2.3:
// dealer 0, so seat 1 (forehand) gets 5 cards, then seat 2, then seat 0; then the trump card.
const E1 = {
  preset: 'illig',
  players: 3,
  dealer: 0,
  deck: E1_DECK,
  actions: e1Bout('8D', '8S'),
};

describe('kaschlan replay FILE', () => {
  test('prints the state as one JSON object with exactly the documented keys', () => {
    const r = kaschlan(['replay', file('e1.json', { ...E1, actions: E1.actions.slice(0, 2) })]);
    expect(r.status).toBe(0);
    const s = JSON.parse(r.out);
    expect(Object.keys(s)).toEqual([
      'over',
      'loser',
      'attacker',
      'defender',
      'toAct',
      'trump',
      'talon',
      'hands',
      'table',
      'discard',
      'out',
      'legal',
    ]);
    expect(s).toMatchObject({
      over: false,
      loser: null,
      attacker: 1,
      defender: 2,
      toAct: 2,
      trump: 'S',
      discard: 0,
      out: [],
    });
    expect(s.table).toEqual([
      { card: '8S', by: 1, beatenBy: null },
      { card: '8D', by: 1, beatenBy: null },
      { card: '8H', by: 0, beatenBy: null },
    ]);
    // E1 step 3: no take while a beat exists (R4.3).
    expect(s.legal).toEqual([
      { type: 'beat', seat: 2, attack: '8H', with: 'JH' },
      { type: 'beat', seat: 2, attack: '8H', with: 'AH' },
      { type: 'beat', seat: 2, attack: '8D', with: 'KD' },
      { type: 'selfAttack', seat: 2, card: '8C', with: 'AC' },
    ]);
    expect(s.talon).toBe(32 - 15 - 3);
  });

  test('E1 to the end of step 4: six cards discarded, 8S AH in the defender hand (R6.4)', () => {
    const s = JSON.parse(kaschlan(['replay', file('e1-full.json', E1)]).out);
    expect(s.hands[2]).toEqual(['8S', 'AH']);
    expect(s.discard).toBe(6);
    expect(s.table).toEqual([]);
    expect([s.attacker, s.defender, s.toAct]).toEqual([1, 2, 1]);
  });

  test('an illegal action prints its code, reason and index, and exits 1', () => {
    const bad = { ...E1, actions: [...E1.actions.slice(0, 2), { type: 'take', seat: 2 }] };
    const r = kaschlan(['replay', file('bad.json', bad)]);
    expect(r.status).toBe(1);
    const e = JSON.parse(r.out);
    expect(e.index).toBe(2);
    expect(e.error).toMatch(/^MUST_BEAT: .*R4\.3/);
  });

  test.each([
    ['not JSON', '{"players": 3,'],
    ['no players', { dealer: 0, deck: E1_DECK, actions: [] }],
    ['a card twice in the deck', { ...E1, deck: [...E1_DECK.slice(0, 31), '8D'] }],
    [
      'five players with the 24-card pack (R2.1)',
      { preset: 'pack24', players: 5, dealer: 0, seed: 1, actions: [] },
    ],
  ])('a malformed record (%s) exits 2 with index null', (_name, record) => {
    const r = kaschlan(['replay', file('malformed.json', record)]);
    expect(r.status).toBe(2);
    expect(JSON.parse(r.out)).toMatchObject({ index: null });
  });

  test('a missing file is an error, not a crash', () => {
    const r = kaschlan(['replay', join(dir, 'nope.json')]);
    expect(r.status).toBe(2);
    expect(JSON.parse(r.out).error).toMatch(/^READ_FAILED/);
  });
});

describe('kaschlan replay -', () => {
  test('one state per record line, in order, in one process', () => {
    const lines = [
      JSON.stringify({ ...E1, actions: [] }),
      JSON.stringify(E1),
      JSON.stringify({ preset: 'wikipedia-de', players: 4, dealer: 2, seed: 7, actions: [] }),
    ].join('\n');
    const out = execFileSync(process.execPath, [bin, 'replay', '-'], { input: `${lines}\n` })
      .toString()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(out).toHaveLength(3);
    expect(out[0].toAct).toBe(1);
    expect(out[1].hands[2]).toEqual(['8S', 'AH']);
    expect(out[2]).toMatchObject({ attacker: 3, defender: 0, talon: 32 - 20 });
  });
});
