// One arena deal and a run of them, the same in a worker thread and in the main thread.
//
// Duplicate deals (to take luck out): deal k replays deck k / players (seeded newGame)
// with the line-up rotated by k % players seats, so over one deal set every line-up entry
// sits in every seat of the same deck once. Each deal's seeds depend only on (seed, k),
// so results do not depend on how deals are spread over workers.

import { type BotBudget, playDeal, type Seating, seatingFor } from '@kaschlan/bots';
// The value-net seatings (issue 23), which the levels leave out of the web app.
import '@kaschlan/bots/nets';
import { finishingRanks } from '@kaschlan/ratings';
import { addTime, type Histogram, histogramFor, mix32, placesOf } from './stats';

export interface ArenaConfig {
  readonly players: number;
  readonly preset: string;
  /** One bot name per line-up entry (its length is `players`). */
  readonly lineup: readonly string[];
  readonly seed: number;
}

export interface DealRecord {
  /** Finishing place per seat (placesOf). */
  readonly places: readonly number[];
  readonly loser: number | null;
  readonly drawn: boolean;
  /** Finishing rank per seat, for ratings (@kaschlan/ratings: 0 first out, ties equal). */
  readonly ranks: readonly number[];
}

export interface ChunkResult {
  readonly from: number;
  readonly records: readonly DealRecord[];
  /** Per line-up bot name: histogram buckets of its move times, as [bucket, count] pairs. */
  readonly timing: Readonly<Record<string, readonly (readonly [number, number])[]>>;
}

/** The deck (deal set) of deal k. */
export const deckOf = (k: number, players: number): number => Math.floor(k / players);

/** Per seat, the line-up index seated there in deal k: entry i sits in seat (i + k) mod n. */
export function lineupAt(k: number, players: number): number[] {
  const r = k % players;
  const at: number[] = [];
  for (let s = 0; s < players; s++) at.push((s - r + players) % players);
  return at;
}

/** The seed of deal k's deck (shared by its whole deal set) and of its bots' randomness. */
export const deckSeed = (seed: number, k: number, players: number): number =>
  mix32(seed, deckOf(k, players), 1);
export const botSeed = (seed: number, k: number): number => mix32(seed, k, 2);

/**
 * The arena plays an iteration-limited bot without its time cap: its strength then does
 * not depend on the machine or the load, and results reproduce from the seed.
 */
export function arenaBudget(budget: BotBudget): BotBudget {
  return budget.iterations !== undefined ? { iterations: budget.iterations } : budget;
}

export function seatingsOf(lineup: readonly string[]): Seating[] {
  return lineup.map((name) => {
    const seating = seatingFor(name);
    if (seating === null) throw new Error(`unknown bot "${name}"`);
    return { bot: seating.bot, budget: arenaBudget(seating.budget) };
  });
}

/** A seatingsOf that makes each line-up's bots once (a pool plays several line-ups). */
export function seatingsCache(): (lineup: readonly string[]) => Seating[] {
  const made = new Map<string, Seating[]>();
  return (lineup) => {
    const key = lineup.join(',');
    const seatings = made.get(key) ?? seatingsOf(lineup);
    made.set(key, seatings);
    return seatings;
  };
}

/** Play deal k; its move times go into `timing` under each seat's bot name. */
export function playArenaDeal(
  config: ArenaConfig,
  seatings: readonly Seating[],
  k: number,
  timing: Map<string, Histogram>,
): DealRecord {
  const { players, preset, lineup, seed } = config;
  const at = lineupAt(k, players);
  const seats = at.map((i) => seatings[i]!);
  const outcome = playDeal(
    { preset, players, seed: deckSeed(seed, k, players) },
    seats,
    botSeed(seed, k),
  );
  outcome.moveMs.forEach((times, seat) => {
    const name = lineup[at[seat]!]!;
    const h = histogramFor(timing, name);
    for (const ms of times) addTime(h, ms);
  });
  const places = placesOf(players, outcome.out);
  return {
    places,
    loser: outcome.loser,
    drawn: outcome.loser === null && players - outcome.out.length >= 2,
    ranks: finishingRanks(outcome.state),
  };
}

/** Play deals from..to-1; `onDeal` after each (for progress). */
export function playChunk(
  config: ArenaConfig,
  seatings: readonly Seating[],
  from: number,
  to: number,
  onDeal: () => void = () => {},
): ChunkResult {
  const timing = new Map<string, Histogram>();
  const records: DealRecord[] = [];
  for (let k = from; k < to; k++) {
    records.push(playArenaDeal(config, seatings, k, timing));
    onDeal();
  }
  const out: Record<string, [number, number][]> = {};
  for (const [name, h] of timing) out[name] = [...h.entries()];
  return { from, records, timing: out };
}
