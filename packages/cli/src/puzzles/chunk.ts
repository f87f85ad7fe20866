// One chunk of `kaschlan puzzles`: deals from..to-1 played and searched for puzzles, each
// found puzzle re-verified from its JSON (the record replayed in the engine, every turn of
// its line re-solved) before it may be written. Runs in a worker or in the main thread.

import {
  type GenerateOptions,
  type Puzzle,
  puzzleOfDeal,
  verifyPuzzle,
} from '@kaschlan/bots/puzzles';

export interface ChunkResult {
  readonly index: number;
  /** Verified puzzles in deal order. */
  readonly puzzles: readonly Puzzle[];
  readonly deals: number;
  readonly tried: number;
  readonly capped: number;
  /** Found but failed the re-verification (a bug: reported, never written). */
  readonly rejected: readonly string[];
  /** Milliseconds finding puzzles (self-play and solves), and re-verifying the found ones. */
  readonly findMs: number;
  readonly verifyMs: number;
}

export function runChunk(
  o: GenerateOptions,
  index: number,
  from: number,
  to: number,
  onDeal: () => void = () => {},
): ChunkResult {
  const puzzles: Puzzle[] = [];
  const rejected: string[] = [];
  let tried = 0;
  let capped = 0;
  let findMs = 0;
  let verifyMs = 0;
  for (let d = from; d < to; d++) {
    const t0 = performance.now();
    const r = puzzleOfDeal(o, d);
    const t1 = performance.now();
    findMs += t1 - t0;
    tried += r.tried;
    capped += r.capped;
    if (r.puzzle) {
      const problem = verifyPuzzle(r.puzzle);
      verifyMs += performance.now() - t1;
      if (problem === null) puzzles.push(r.puzzle);
      else rejected.push(`${r.puzzle.id}: ${problem}`);
    }
    onDeal();
  }
  return { index, puzzles, deals: to - from, tried, capped, rejected, findMs, verifyMs };
}
