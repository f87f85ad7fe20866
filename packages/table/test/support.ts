// Helpers for the table's tests: run commands, fail loudly on a refusal, play a deal out.

import { legalActions, toAct } from '@kaschlan/engine';
import { pick, seedRng } from '@kaschlan/engine/fast';
import { expect } from 'vitest';
import {
  type Command,
  type Effect,
  newTable,
  reduce,
  type TableOptions,
  type TableState,
} from '../src';

/** Run `c`, which must be accepted; the next table and its effects. */
export function run(
  table: TableState,
  c: Command,
): { state: TableState; effects: readonly Effect[] } {
  const r = reduce(table, c);
  if (!r.ok) throw new Error(`${c.type} refused: ${r.error.code}: ${r.error.message}`);
  return r;
}

/** Run `c`, which must be refused with `code`; the table must be left as it was. */
export function refused(table: TableState, c: Command, code: string): void {
  const r = reduce(table, c);
  expect(r.ok ? 'accepted' : r.error.code).toBe(code);
}

/** Two people (seats 0 and 1), present, at an illig table. */
export const twoPeople = (options: Partial<TableOptions> = {}): TableState =>
  newTable({ preset: 'illig', seats: ['human', 'human'], ...options }, ['Ann', 'Bo']);

export const dealt = (table: TableState, seed = 1, id = 'd1'): TableState =>
  run(table, { type: 'deal', by: 'host', id, seed, at: 0 }).state;

/**
 * Play the current deal to its end, each action by its seat: the first legal one, or with
 * `seed` a random one from the engine's PRNG (as the engine's property tests play).
 */
export function playOut(table: TableState, seed?: number): TableState {
  const rng = seedRng(seed ?? 0);
  for (let t = table; ; ) {
    const deal = t.deal!;
    const seat = toAct(deal.state);
    if (seat === null) return t;
    const legal = legalActions(deal.state);
    const action = legal[seed === undefined ? 0 : pick(rng, legal.length)]!;
    t = run(t, {
      type: 'act',
      by: seat,
      game: deal.id,
      move: deal.state.actions.length,
      action,
      at: 0,
    }).state;
  }
}

export const types = (effects: readonly Effect[]): string[] => effects.map((e) => e.type);
