// A puzzle attempt rated as a two-entrant match (issue 25): the player against the puzzle,
// each with an OpenSkill rating, as lichess rates puzzles and players against each other.
// Solved puts the player ahead, failed the puzzle; both ratings move, so a puzzle many
// strong players fail climbs and an easy one sinks.

import { type Rating, rateDeal } from './rating';

/** One attempt's update: the player's and the puzzle's ratings after it. */
export function ratePuzzle(
  player: Rating,
  puzzle: Rating,
  solved: boolean,
): { player: Rating; puzzle: Rating } {
  const [p, z] = rateDeal([player, puzzle], solved ? [1, 2] : [2, 1]);
  return { player: p!, puzzle: z! };
}
