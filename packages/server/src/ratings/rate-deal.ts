// Rating a finished rated deal (issue 13): its stored actions replayed through the engine give
// the finishing order (R6.1 the order of going out, R6.2 the Kaschlan last, R6.7 a drawn deal
// ties everyone still in); OpenSkill updates each seated person's rating for the deal's
// player count and overall, from his current rating (a newcomer's if none); a bot plays at
// its level's fixed rating (bot-ratings.ts) and is never updated. A stand-in's moves count
// as the person's: the seating names him, whoever chose the moves.
//
// Not rated: casual deals (games.rated 0), deals stored without a seating, deals without a
// person, and (issue 24) deals with a human seat held by no player with a session: its name
// only, a throwaway that loses on purpose, would feed its results to the others (a rated room
// seats nobody so since, but rows stored before may say so). Exactly once, also in a cluster: the history's primary key refuses a second rating
// (ratings-store.ts), so the room's hook and every process's start sweep may race freely.

import { type GameSetup, isOver, replaySteps } from '@kaschlan/engine';
import { finishingRanks, INITIAL_RATING, type Rating, rateDeal } from '@kaschlan/ratings';
import { readSeating } from '../players/seating';
import { AlreadyStored, Stale } from '../store/errors';
import { type RatedPerson, RatingsStore, ratingKey } from '../store/ratings-store';
import type { Store } from '../store/store';
import { type BotRatings, botRatings } from './bot-ratings';

/** Why a deal was not rated this time, or that it was. */
export type RateOutcome = 'rated' | 'rated before' | 'not rated';

/** Tries of one deal's write when others keep changing the same ratings (Stale). */
const ATTEMPTS = 8;

/** Deals the start's sweep reads at a time. */
const SWEEP_BATCH = 200;

interface Log {
  info(o: object, m?: string): void;
  warn(o: object, m?: string): void;
  error(o: object, m?: string): void;
}

export class DealRater {
  readonly ratings: RatingsStore;
  private readonly bots: BotRatings;
  /** Deals being rated by this process (a hook and the sweep may name the same one). */
  private readonly busy = new Map<string, Promise<RateOutcome>>();

  constructor(
    private readonly store: Store,
    private readonly log: Log,
    bots?: BotRatings,
  ) {
    this.ratings = new RatingsStore(store);
    this.bots = bots ?? botRatings(log);
  }

  /** Work started and not awaited (the hook's, the start's sweep): `drain` waits for it. */
  private readonly background = new Set<Promise<unknown>>();

  /** The room's hook: a deal's last action is committed. Never throws; failures are logged. */
  dealOver(game: string): void {
    this.track(
      this.rate(game).catch((e: Error) =>
        this.log.error({ game, err: e.message }, 'rating the deal failed'),
      ),
    );
  }

  /** The start's sweep, in the background (a server starts without waiting for it). */
  startSweep(): void {
    this.track(
      this.sweep().catch((e: Error) =>
        this.log.error({ err: e.message }, 'the sweep of unrated deals failed'),
      ),
    );
  }

  /** Resolves once the work started in the background has ended (before the store closes). */
  async drain(): Promise<void> {
    while (this.background.size > 0) await Promise.all(this.background);
  }

  private track(job: Promise<unknown>): void {
    this.background.add(job);
    void job.finally(() => this.background.delete(job));
  }

  /** Rate deal `game` if it is a finished rated deal not rated yet. */
  rate(game: string): Promise<RateOutcome> {
    const running = this.busy.get(game);
    if (running) return running;
    const job = this.rateOnce(game).finally(() => this.busy.delete(game));
    this.busy.set(game, job);
    return job;
  }

  /**
   * Rate every finished rated deal that has no history yet (deals whose end came while no
   * process could rate them: a crash between the last action and its rating). Resolves with
   * the number rated.
   */
  async sweep(): Promise<number> {
    let rated = 0;
    const tried = new Set<string>();
    for (;;) {
      const batch = (await this.ratings.unrated(SWEEP_BATCH + tried.size)).filter(
        (id) => !tried.has(id),
      );
      if (batch.length === 0) break;
      for (const id of batch) {
        tried.add(id);
        try {
          if ((await this.rate(id)) === 'rated') rated++;
        } catch (e) {
          this.log.error({ game: id, err: (e as Error).message }, 'rating the deal failed');
        }
      }
    }
    if (rated > 0) this.log.info({ deals: rated }, 'rated deals that ended unrated');
    return rated;
  }

  private async rateOnce(id: string): Promise<RateOutcome> {
    const game = await this.store.game(id);
    if (!game || game.finished_at === null || game.rated !== 1) return 'not rated';
    const seating = readSeating(game.seating);
    if (seating === null) return 'not rated';
    const people = seating.flatMap((s, seat) =>
      'player' in s ? [{ seat, player: s.player }] : [],
    );
    if (people.length === 0) return 'not rated';
    if (seating.some((s) => !('player' in s) && !('bot' in s))) {
      this.log.warn({ game: id }, 'a human seat held without a session: not rated');
      return 'not rated';
    }
    if (new Set(people.map((p) => p.player)).size !== people.length) {
      this.log.warn({ game: id }, 'a person in two seats of one deal: not rated');
      return 'not rated';
    }
    const setup = JSON.parse(game.setup) as GameSetup;
    const actions = (await this.store.actionsOf(id)).map((a) => a.action);
    const replayed = replaySteps(setup, actions);
    const final = replayed.ok ? replayed.states.at(-1) : undefined;
    if (!final || !isOver(final) || final.players !== seating.length) {
      this.log.warn({ game: id }, 'a finished deal that does not replay to its end: not rated');
      return 'not rated';
    }
    const ranks = finishingRanks(final);
    const players = final.players;
    // Every other seat is a bot's (above), at its level's fixed rating.
    const botAt = (seat: number): Rating => {
      const s = seating[seat]!;
      return 'bot' in s ? this.bots.rating(s.bot, players) : INITIAL_RATING;
    };
    for (let attempt = 1; ; attempt++) {
      const stored = await this.ratings.ratingsOf(
        people.map((p) => p.player),
        [players, 0],
      );
      const before = (count: number) =>
        seating.map((s, seat) =>
          'player' in s ? (stored.get(ratingKey(s.player, count)) ?? INITIAL_RATING) : botAt(seat),
        );
      const afterCount = rateDeal(before(players), ranks);
      const afterOverall = rateDeal(before(0), ranks);
      const rated: RatedPerson[] = people.map(({ seat, player }) => ({
        player,
        place: ranks[seat]!,
        kaschlan: game.loser === seat,
        count: { before: stored.get(ratingKey(player, players)) ?? null, after: afterCount[seat]! },
        overall: { before: stored.get(ratingKey(player, 0)) ?? null, after: afterOverall[seat]! },
      }));
      try {
        await this.ratings.record({ game: id, players, at: game.finished_at, people: rated });
        return 'rated';
      } catch (e) {
        if (e instanceof AlreadyStored) return 'rated before';
        if (!(e instanceof Stale) || attempt >= ATTEMPTS) throw e;
      }
    }
  }
}
