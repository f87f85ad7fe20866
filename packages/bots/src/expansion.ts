// Which untried edge a search node expands next (ismcts.ts): at random, or the one the
// heuristic likes best. Scratch buffers are reused, so a step allocates nothing.

import { MAX_LEGAL, type Position, pick, type RngState } from '@kaschlan/engine/fast';
import { bestScored } from './policy';
import type { Weights } from './weights';

export /** A random untried action (kids[i] === -1). */
function randomUntried(r: RngState, kids: Int32Array, m: number, untried: number): number {
  let k = pick(r, untried);
  for (let i = 0; i < m; i++) if (kids[i] === -1 && k-- === 0) return i;
  return 0;
}

// Scratch of bestUntried (no allocation per step): the untried actions' indices and codes.
const UNTRIED_AT = new Int32Array(MAX_LEGAL);
const UNTRIED_CODES = new Int32Array(MAX_LEGAL);

/** The untried action the heuristic likes best (the first on ties). */
export function bestUntried(
  p: Position,
  buf: Int32Array,
  kids: Int32Array,
  m: number,
  w: Weights,
): number {
  let untried = 0;
  for (let i = 0; i < m; i++) if (kids[i] === -1) UNTRIED_AT[untried++] = i;
  if (untried === 1) return UNTRIED_AT[0]!;
  for (let j = 0; j < untried; j++) UNTRIED_CODES[j] = buf[UNTRIED_AT[j]!]!;
  return UNTRIED_AT[bestScored(p, UNTRIED_CODES, untried, w)]!;
}
