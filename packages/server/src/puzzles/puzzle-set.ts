// The shipped puzzle set (@kaschlan/bots/puzzles set.json, docs/PUZZLES.md), read once at
// start: the server runs from its sources (bin/server.js), so the bots package's file is
// there as the package exports it.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Puzzle, PuzzleSet } from '@kaschlan/bots/puzzles';

export interface LoadedSet {
  readonly puzzles: readonly Puzzle[];
  readonly byId: ReadonlyMap<string, Puzzle>;
}

export function loadPuzzleSet(): LoadedSet {
  const path = createRequire(import.meta.url).resolve('@kaschlan/bots/puzzles/set.json');
  const set = JSON.parse(readFileSync(path, 'utf8')) as PuzzleSet;
  return { puzzles: set.puzzles, byId: new Map(set.puzzles.map((p) => [p.id, p])) };
}
