// Puzzles from the exact endgame (issue 25; docs/PUZZLES.md): found, tagged, checked.

export { mix } from '../seed-mix';
export type { FindOptions, Solution, Step, Turn } from './find';
export { findPuzzle, normalMove, onlyClass, puzzleApplies, solveTurn, worthIt } from './find';
export type { DealPuzzle, GenerateOptions } from './generate';
export { puzzleOfDeal } from './generate';
export type { Judgement, PublicPuzzleOf } from './judge';
export {
  appPlays,
  dailyIndex,
  isRight,
  judgeMoves,
  publicPuzzle,
  REFUTATION_NODES,
  refutation,
  startState,
} from './judge';
export type { Puzzle, PuzzleSet } from './puzzle';
export { toPuzzle } from './puzzle';
export type { Theme } from './themes';
export { cardsPlayed, THEMES, themesOf } from './themes';
export type { VerifyOptions } from './verify';
export { verifyPuzzle } from './verify';
export { moveClass, worthClasses } from './worth';
