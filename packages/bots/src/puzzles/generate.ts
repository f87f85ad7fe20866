// Puzzles from seeded self-play deals (issue 25). Deal d of seed S is dealt from its own
// seed (the engine's seeded shuffle, so its record is `{seed, dealer, actions}`) and
// played on the fast path by the heuristic with a share of random moves (as the search's
// playouts, so the endgames vary); at each position the exact solver covers, a puzzle is
// looked for, and the deal's first one worth a person's time is kept. Each deal depends
// on (S, d) alone: any split of the deals over workers gives the same puzzles.

import { PRESETS, type PresetName } from '@kaschlan/engine';
import {
  actionOf,
  dealPosition,
  legalInto,
  MAX_LEGAL,
  pick,
  play,
  type RngState,
  seedRng,
  shuffledDeal,
} from '@kaschlan/engine/fast';
import { bestIndex } from '../policy';
import { mix } from '../seed-mix';
import { findPuzzle, puzzleApplies, worthIt } from './find';
import { type Puzzle, toPuzzle } from './puzzle';
import { themesOf } from './themes';

export interface GenerateOptions {
  readonly seed: number;
  readonly preset: PresetName;
  /** Player counts: deal d has players[d % length] (two are left in its endgame). */
  readonly players: readonly number[];
  /** Share of the self-play's moves made at random, in 1/65536 (default 10%). */
  readonly eps?: number;
  /** The solver's cap per turn solved (a capped position is skipped, counted). */
  readonly maxNodes?: number;
}

export interface DealPuzzle {
  readonly puzzle: Puzzle | null;
  /** Positions looked at, and those skipped for the solver's cap. */
  readonly tried: number;
  readonly capped: number;
}

const BUF = new Int32Array(MAX_LEGAL);

/** Play deal `d` of the options' seed and return its first puzzle worth keeping, if any. */
export function puzzleOfDeal(o: GenerateOptions, d: number): DealPuzzle {
  const rules = PRESETS[o.preset];
  const players = o.players[d % o.players.length]!;
  const dealSeed = mix(o.seed, d);
  const dealt = shuffledDeal(rules.pack, players, dealSeed);
  const p = dealPosition(rules, players, dealt.dealer, dealt.deck);
  const rng: RngState = seedRng(mix(dealSeed, 0x5eed));
  const eps = o.eps ?? 6554;
  const codes: number[] = [];
  let tried = 0;
  let capped = 0;
  while (p.over === 0) {
    if (puzzleApplies(p)) {
      tried++;
      const found = findPuzzle(p, { maxNodes: o.maxNodes ?? 400_000 });
      if (found === 'capped') capped++;
      else if (found !== null && found.steps.length > 0 && worthIt(found)) {
        const record = {
          preset: o.preset,
          players,
          dealer: dealt.dealer,
          seed: dealSeed,
          actions: codes.map(actionOf),
        };
        const puzzle = toPuzzle(`${o.seed}-${d}`, record, found, themesOf(p, found, rules.pack));
        return { puzzle, tried, capped };
      }
    }
    const n = legalInto(p, BUF);
    let i = 0;
    if (n > 1) i = pick(rng, 65536) < eps ? pick(rng, n) : bestIndex(p, BUF, n);
    codes.push(BUF[i]!);
    play(p, BUF[i]!);
  }
  return { puzzle: null, tried, capped };
}
