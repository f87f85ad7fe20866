// A finished deal's finishing order, as ranks per seat (0 = first out; equal ranks tie):
// the order of going out (R6.1), the Kaschlan last (R6.2), and a drawn deal (R6.7) ties
// everyone still in.

import { type GameState, isOver, loserOf, outOrder } from '@kaschlan/engine';

/**
 * The groups of seats in finishing order, best first: each seat that went out, in the
 * engine's out order (R6.1), then the Kaschlan alone (R6.2) or, for a drawn deal (R6.7),
 * every seat still in together. Throws for a deal that is not over: only a finished deal
 * has a finishing order.
 */
export function finishingGroups(state: GameState): number[][] {
  if (!isOver(state)) throw new Error('a deal that is not over has no finishing order');
  const out = outOrder(state);
  const groups = out.map((seat) => [seat]);
  const still = Array.from({ length: state.players }, (_, seat) => seat).filter(
    (seat) => !out.includes(seat),
  );
  const loser = loserOf(state);
  if (loser !== null) groups.push([loser]);
  else if (still.length > 0) groups.push(still); // R6.7: a drawn deal ties everyone still in
  return groups;
}

/** Per seat, its rank in `groups` (OpenSkill's `rank`: lower is better, equal is a tie). */
export function ranksOf(players: number, groups: readonly (readonly number[])[]): number[] {
  const ranks = new Array<number>(players).fill(-1);
  groups.forEach((group, rank) => {
    for (const seat of group) ranks[seat] = rank;
  });
  if (ranks.includes(-1)) throw new Error('the finishing groups leave a seat out');
  return ranks;
}

/** Per seat, its finishing rank in a finished deal (see finishingGroups). */
export const finishingRanks = (state: GameState): number[] =>
  ranksOf(state.players, finishingGroups(state));
