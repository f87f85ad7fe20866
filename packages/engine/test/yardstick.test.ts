// Cross-check against the yardstick (shared/yardstick), a C implementation checked against
// an independent implementation of RULES.md: for recorded random games of every preset and
// player count, the whole legal list at every decision must equal ours, in the same order,
// and the deal must end the same way. Skips (saying why) where the yardstick is absent.

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { apply, type GameState, legalActions, newGame } from '../src/index';

const source = resolve(__dirname, '../../../../shared/yardstick');
const available = existsSync(join(source, 'kaschlan.c'));
if (!available) console.warn(`yardstick cross-check skipped: no ${source}/kaschlan.c`);

function buildYardstick(): string {
  const dir = mkdtempSync(join(tmpdir(), 'yardstick-'));
  cpSync(source, dir, { recursive: true });
  execFileSync('make', ['-s', '-C', dir, 'kaschlan-yardstick-check'], { stdio: 'pipe' });
  return join(dir, 'kaschlan-yardstick-check');
}

interface YardstickRecord {
  preset: string;
  rules: { mustBeat: boolean };
  players: number;
  dealer: number;
  deck: string[];
  actions: unknown[];
  legal: unknown[][];
  final: { loser: number | null; out: number[] };
}

const CONFIGS: [string, number, number][] = [];
for (const preset of ['illig', 'wikipedia-de', 'pack52', 'pack24'])
  for (let players = 2; players <= 5; players++) {
    if (preset === 'pack24' && players === 5) continue;
    for (const mustBeat of [1, 0]) CONFIGS.push([preset, players, mustBeat]);
  }

describe.skipIf(!available)('the yardstick agrees with the engine', () => {
  const bin = available ? buildYardstick() : '';
  test.each(CONFIGS)(
    '%s, %i players, mustBeat %i: legal lists and endings of 25 games',
    (preset, players, mustBeat) => {
      for (let seed = 1000; seed < 1025; seed++) {
        const out = execFileSync(bin, [
          'record',
          '--players',
          String(players),
          '--preset',
          preset,
          '--seed',
          String(seed),
          '--must-beat',
          String(mustBeat),
          '--legal',
        ]).toString();
        const rec = JSON.parse(out) as YardstickRecord;
        const game = newGame({
          preset,
          rules: { mustBeat: mustBeat === 1 },
          players,
          dealer: rec.dealer,
          deck: rec.deck,
        });
        if (!game.ok) throw new Error(game.error.message);
        let state: GameState = game.value;
        rec.actions.forEach((action, i) => {
          expect(legalActions(state), `seed ${seed}, decision ${i}`).toEqual(rec.legal[i]);
          const next = apply(state, action);
          if (!next.ok) throw new Error(`seed ${seed}, action ${i}: ${next.error.message}`);
          state = next.state;
        });
        expect(state.pos.over).toBe(1);
        expect(state.pos.loser < 0 ? null : state.pos.loser).toBe(rec.final.loser);
        expect(Array.from(state.pos.outOrder.subarray(0, state.pos.nout))).toEqual(rec.final.out);
      }
    },
  );
});
