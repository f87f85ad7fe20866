// Playing a puzzle in the browser as a person does (issue 25): his moves with the mouse on the
// normal table, waiting for the screen's phase, and reading which puzzle the server picked.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isRight, type Puzzle, type PuzzleSet, startState } from '@kaschlan/bots/puzzles';
import { type Action, legalActions } from '@kaschlan/engine';
import type { Page } from 'playwright-core';
import { clickCard } from './play';

export const puzzleSet = JSON.parse(
  readFileSync(resolve(__dirname, '../../../bots/src/puzzles/set.json'), 'utf8'),
) as PuzzleSet;

/** One move with the mouse, as the table offers it. */
export async function byMouse(page: Page, a: Action): Promise<void> {
  switch (a.type) {
    case 'lead':
      for (const c of a.cards) await clickCard(page, c);
      await page.click('[data-action="play"]');
      return;
    case 'selfAttack':
      await clickCard(page, a.card);
      await clickCard(page, a.with);
      await page.click('[data-action="play"]');
      return;
    case 'beat':
      await clickCard(page, a.with);
      await page.click(`[data-attack="${a.attack}"]`);
      return;
    default:
      await page.click(`[data-action="${a.type}"]`);
  }
}

export const phase = (page: Page, id: string, name: string) =>
  page.waitForSelector(`[data-puzzle="${id}"][data-phase="${name}"]`);

/** His moves of the line, each after the app's replies. */
export async function solve(page: Page, p: Puzzle): Promise<void> {
  for (const [i, a] of p.line.entries()) {
    if (a.seat !== p.seat || p.forced.includes(i)) continue;
    await phase(page, p.id, 'yours');
    await byMouse(page, a);
  }
  await phase(page, p.id, 'solved');
}

/** The puzzle on the page (a guest gets a random one from the server): its full record. */
export async function onPage(page: Page): Promise<Puzzle> {
  const id = await (await page.waitForSelector('[data-puzzle]')).getAttribute('data-puzzle');
  const p = (puzzleSet.puzzles as Puzzle[]).find((x) => x.id === id);
  if (!p) throw new Error(`puzzle ${id} is not in the shipped set`);
  return p;
}

/** A wrong move the mouse can make at the puzzle's start. */
export const wrongMove = (p: Puzzle): Action | undefined =>
  legalActions(startState(p)).find((a) => !isRight(p, 0, a) && a.type !== 'coachman');
