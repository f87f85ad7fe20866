// The post-game review's pure parts and its worker side: the chart's scaling, the review's
// address, the steps at which a seat decides (the same as the bots' review), and the worker
// reviewing a record decision by decision, or stopping when cancelled.

import { decisionPoints } from '@kaschlan/bots';
import { apply, type GameState, legalActions, newGame, toRecord } from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import { chartLayout, nearestPoint, tickStep } from '../src/review/chart';
import { parseReviewFragment, reviewPath } from '../src/review/link';
import { decisionSteps, nextStep, previousStep } from '../src/review/steps';
import type { AnalysisAnswer } from '../src/worker/protocol';
import { botWorker, eventually } from './support/worker';

/** A whole deal, each player taking his last legal action (takes and passes come last). */
function wholeDeal(players: number, seed: number): GameState[] {
  const start = newGame({ players, seed });
  if (!start.ok) throw new Error(start.error.message);
  const states = [start.value];
  let state = start.value;
  while (!state.pos.over) {
    const legal = legalActions(state);
    const next = apply(state, legal[(state.actions.length * 7) % legal.length]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
    states.push(state);
  }
  return states;
}

describe('the chart’s scale', () => {
  const box = { width: 300, height: 120, left: 40, right: 10, top: 10, bottom: 20 };
  const points = [
    { index: 2, played: 0.5, best: 0.25, mistake: true },
    { index: 10, played: 0, best: 0, mistake: false },
    { index: 20, played: 1, best: 0.75, mistake: false },
  ];
  const layout = chartLayout(points, 20, box);

  test('moves run left to right over the plot, chances bottom (0) to top (1)', () => {
    expect(layout.x(0)).toBe(40);
    expect(layout.x(20)).toBe(290);
    expect(layout.x(10)).toBe(165);
    expect(layout.y(0)).toBe(100);
    expect(layout.y(1)).toBe(10);
    expect(layout.y(0.5)).toBe(55);
  });

  test('out-of-range values stay inside the plot', () => {
    expect(layout.x(-3)).toBe(40);
    expect(layout.x(99)).toBe(290);
    expect(layout.y(1.4)).toBe(10);
    expect(layout.y(-1)).toBe(100);
    expect(layout.y(Number.NaN)).toBe(100);
  });

  test('each decision is a dot on both lines; mistakes are marked', () => {
    expect(layout.played.map((d) => [d.x, d.y, d.mistake])).toEqual([
      [65, 55, true],
      [165, 100, false],
      [290, 10, false],
    ]);
    expect(layout.best.map((d) => d.y)).toEqual([77.5, 100, 32.5]);
    expect(layout.playedPath).toBe('M65 55 L165 100 L290 10');
    expect(layout.bestPath).toBe('M65 77.5 L165 100 L290 32.5');
    // The gap: along the played line, back along the best one.
    expect(layout.gapPath).toBe('M65 55 L165 100 L290 10 L290 32.5 L165 100 L65 77.5 Z');
  });

  test('ticks: every quarter of the chance, round numbers of moves', () => {
    expect(layout.yTicks.map((t) => t.label)).toEqual(['0%', '25%', '50%', '75%', '100%']);
    // About one label per 70 px: 250 px of plot take three.
    expect(layout.xTicks.map((t) => t.label)).toEqual(['0', '10', '20']);
    const wide = chartLayout(points, 20, { ...box, width: 450 });
    expect(wide.xTicks.map((t) => t.label)).toEqual(['0', '5', '10', '15', '20']);
    expect(tickStep(20, 4)).toBe(5);
    expect(tickStep(95, 6)).toBe(20);
    expect(tickStep(3, 6)).toBe(1);
    expect(tickStep(1000, 5)).toBe(200);
  });

  test('an empty review, and a deal of no moves, still draw', () => {
    const empty = chartLayout([], 0, box);
    expect(empty.playedPath).toBe('');
    expect(empty.gapPath).toBe('');
    expect(empty.x(0)).toBe(40);
  });

  test('a click goes to the nearest decision', () => {
    expect(nearestPoint(points, 0)?.index).toBe(2);
    expect(nearestPoint(points, 7)?.index).toBe(10);
    expect(nearestPoint(points, 16)?.index).toBe(20);
    expect(nearestPoint([], 3)).toBeNull();
  });
});

describe('the review’s address', () => {
  test('carries the record, the names, the seat and the people', async () => {
    const states = wholeDeal(3, 4);
    const record = toRecord(states.at(-1)!);
    const path = await reviewPath(record, {
      names: ['You', 'Otto', 'Frieda'],
      seat: 0,
      humans: [0],
    });
    expect(path.startsWith('/review#r=')).toBe(true);
    const link = parseReviewFragment(path.slice('/review'.length));
    expect(link.names).toEqual(['You', 'Otto', 'Frieda']);
    expect(link.seat).toBe(0);
    expect(link.humans).toEqual([0]);
    expect(link.data).toMatch(/^[zj]/);
  });

  test('what is missing or unreadable is null', () => {
    expect(parseReviewFragment('')).toEqual({ data: null, names: null, seat: null, humans: null });
    expect(parseReviewFragment('#r=jxyz&s=x&h=1,a')).toMatchObject({
      data: 'jxyz',
      seat: null,
      humans: null,
    });
    expect(parseReviewFragment('#r=jxyz&s=2&h=0,2').humans).toEqual([0, 2]);
  });
});

describe('the steps at which a seat decides', () => {
  test.each([
    [2, 1],
    [3, 2],
    [4, 3],
  ])('%i players: the same as the bots’ review reviews', (players, seed) => {
    const states = wholeDeal(players, seed);
    const record = toRecord(states.at(-1)!);
    for (let seat = 0; seat < players; seat++) {
      const found = decisionPoints(record, seat);
      if (!found.ok) throw new Error(found.error.message);
      expect(decisionSteps(states, seat)).toEqual(found.value.points.map((p) => p.index));
    }
  });

  test('next and previous', () => {
    const steps = [3, 8, 12];
    expect(nextStep(steps, 0)).toBe(3);
    expect(nextStep(steps, 8)).toBe(12);
    expect(nextStep(steps, 12)).toBeUndefined();
    expect(previousStep(steps, 12)).toBe(8);
    expect(previousStep(steps, 3)).toBeUndefined();
  });
});

describe('the worker’s review', () => {
  const { sent, ask } = botWorker();

  /** Wait for the review's end. */
  const last = (id: number): Promise<AnalysisAnswer[]> =>
    eventually(() => {
      const mine = sent.filter((m): m is AnalysisAnswer => 'kind' in m && m.id === id);
      return mine.some((m) => m.kind !== 'progress') ? mine : undefined;
    }, `no end to ${id}`);

  const states = wholeDeal(2, 7);
  const record = JSON.parse(JSON.stringify(toRecord(states.at(-1)!))) as unknown;

  test('reports each decision, then the whole review', async () => {
    ask({ kind: 'review', id: 21, record, seat: 1, seed: 1, iterations: 200 });
    const answers = await last(21);
    const steps = decisionSteps(states, 1);
    const progress = answers.filter((a) => a.kind === 'progress');
    expect(progress.map((p) => p.kind === 'progress' && [p.done, p.total])).toEqual(
      steps.map((_, i) => [i + 1, steps.length]),
    );
    const end = answers.at(-1)!;
    expect(end.kind).toBe('review');
    if (end.kind !== 'review') return;
    expect(end.review.decisions.map((d) => d.index)).toEqual(steps);
    expect(end.review.mistakes).toBe(end.review.decisions.filter((d) => d.mistake).length);
    for (const d of end.review.decisions) {
      expect(d.estimates.length).toBeGreaterThan(1);
      expect(d.bestLoss).toBeLessThanOrEqual(d.playedLoss);
      expect(d.reasons.every((r) => typeof r === 'string')).toBe(true);
      expect(d).not.toHaveProperty('view'); // the page has the record; no view goes back
    }
  });

  test('stops when cancelled', async () => {
    ask({ kind: 'review', id: 22, record, seat: 0, seed: 1, iterations: 200 });
    ask({ kind: 'cancel', id: 22 });
    const answers = await last(22);
    const end = answers.at(-1)!;
    expect(end).toMatchObject({ kind: 'failed', code: 'ABORTED' });
    expect(answers.filter((a) => a.kind === 'progress').length).toBeLessThan(
      decisionSteps(states, 0).length,
    );
  });

  test('a bad record or seat fails with the engine’s code', async () => {
    ask({ kind: 'review', id: 23, record: { nope: 1 }, seat: 0, seed: 1 });
    ask({ kind: 'review', id: 24, record, seat: 5, seed: 1 });
    expect((await last(23)).at(-1)).toMatchObject({ kind: 'failed', code: 'MALFORMED_RECORD' });
    expect((await last(24)).at(-1)).toMatchObject({ kind: 'failed', code: 'INVALID_SEAT' });
  });
});
