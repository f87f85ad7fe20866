// Small builders shared by the bots' tests.

import {
  type Action,
  apply,
  type GameSetup,
  type GameState,
  isOver,
  legalActions,
  newGame,
  outOrder,
  viewFor,
} from '@kaschlan/engine';
import { BotRng } from '../src/rng';

export const CONFIGS: [preset: string, players: number][] = [];
for (const preset of ['illig', 'wikipedia-de', 'pack52', 'pack24'])
  for (let players = 2; players <= (preset === 'pack24' ? 4 : 5); players++)
    CONFIGS.push([preset, players]);

/** A game from a setup; throws if the setup is refused. */
export function game(setup: GameSetup): GameState {
  const r = newGame(setup);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Apply a legal action; throws if refused. */
export function step(state: GameState, action: Action): GameState {
  const r = apply(state, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Play uniformly random legal actions while `go(state)` holds and the deal is on. */
export function playRandomly(
  state: GameState,
  rng: BotRng,
  go: (s: GameState) => boolean,
): GameState {
  while (!isOver(state) && go(state)) {
    const legal = legalActions(state);
    state = step(state, legal[rng.int(legal.length)]!);
  }
  return state;
}

/** Seats still in the deal. */
export const seatsInOf = (s: GameState): number => s.players - outOrder(s).length;

/** Cards in hands and unbeaten on the table. */
export function liveCards(s: GameState): number {
  const v = viewFor(s, 'spectator');
  return v.handSizes.reduce((a, b) => a + b, 0) + v.table.filter((e) => e.beatenBy === null).length;
}

/**
 * A random endgame (the talon empty, or with `talon` 1 only the trump card in it; two
 * players in) reached by random play from a seeded deal, then played on at random until at
 * most `maxLive` cards are live; null if the deal ended first or passed that talon by.
 */
export function randomEndgame(seed: number, maxLive: number, talon = 0): GameState | null {
  const rng = new BotRng(seed);
  const presets = ['illig', 'wikipedia-de', 'pack52', 'pack24'];
  const preset = presets[rng.int(presets.length)]!;
  const players = 2 + rng.int(preset === 'pack24' ? 3 : 4);
  const mustBeat = rng.int(4) !== 0;
  let s = game({ preset, players, seed, rules: { mustBeat } });
  s = playRandomly(s, rng, (x) => {
    const left = viewFor(x, 'spectator').talon;
    return left >= talon && !(left === talon && seatsInOf(x) === 2 && liveCards(x) <= maxLive);
  });
  return isOver(s) || viewFor(s, 'spectator').talon !== talon ? null : s;
}
