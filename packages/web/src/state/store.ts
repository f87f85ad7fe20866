// Offline play (against bots, or hot seat) as signals over the table reducer
// (@kaschlan/table): the table's state lives in `table`, and every change goes through
// `reduce`: a person's move, a bot's answer, the next deal. Its effects are carried out here:
// a bot is asked (worker/client.ts, only its seat's view) and its answer comes back as a
// `botMove`; a finished deal is kept for the replays. People see views drawn for their seat.

import { type Action, type Seat, toAct, type View, viewFor } from '@kaschlan/engine';
import { type Command, type Effect, newTable, reduce, type TableState } from '@kaschlan/table';
import { batch, computed, signal } from '@preact/signals';
import { t } from '../i18n';
import { askBot, warmUp } from '../worker/client';
import {
  humansOf,
  overridesOf,
  type Pace,
  type Settings,
  saveSettings,
  settings,
} from './settings';
import { afterMove, commitTable, meansYou, setHomeTable, type TableSource } from './table-source';

const storage = typeof localStorage === 'undefined' ? null : localStorage;

/** The offline table: its seats, the match so far (R8.4) and the deal. */
export const table = signal<TableState | null>(null);
export const game = computed(() => table.value?.deal?.state ?? null);
export const match = computed(() => table.value?.match ?? null);
/** The human seat the table is drawn for. */
export const perspective = signal<Seat>(0);
/** Hot seat: the human who must take the device next; the table hides every hand meanwhile. */
export const covered = signal<Seat | null>(null);
/** The end screen was closed to look at the finished table. */
export const endDismissed = signal(false);
/** Something went wrong that the player should know about (a bot failed, say). */
export const notice = signal<string | null>(null);

export const view = computed<View | null>(() => {
  const g = game.value;
  if (!g) return null;
  return viewFor(g, covered.value === null ? perspective.value : 'spectator');
});

/** The seats people play at this device. */
export const humans = computed(() => humansOf(table.value?.seats.map((s) => s.kind) ?? []));
export const hotSeat = computed(() => humans.value.length > 1);

/** Whether a person (not a bot) plays `seat`. */
export const isPerson = (seat: Seat): boolean => table.value?.seats[seat]?.kind === 'human';

/** A seat's name as shown: "You" (in the page's language) when one person plays against bots. */
export function nameOf(seat: Seat): string {
  const tbl = table.value;
  if (!tbl) return t('table.seat')(seat + 1);
  if (!hotSeat.value && isPerson(seat)) return t('table.you');
  const name = tbl.seats[seat]?.name;
  // The first seat's default name is the word "You", kept in English in the settings.
  return !name ? t('table.seat')(seat + 1) : name === 'You' ? t('table.you') : name;
}

/** Whether `seat` is called "you" at the table (its name is the word, in any language). */
export const isYou = (seat: Seat): boolean => meansYou(nameOf(seat));

/** The seats' names as a record keeps them (the settings' names, "Seat 2" for none). */
export const recordNames = (): string[] =>
  (table.value?.seats ?? []).map((s, i) => s.name || `Seat ${i + 1}`);

/** What the offline game puts on the table (state/table-source.ts). */
export const offlineTable: TableSource = {
  get view() {
    return view.value;
  },
  name: nameOf,
  isBot: (seat) => {
    const kind = table.value?.seats[seat]?.kind;
    return kind !== undefined && kind !== 'human';
  },
  level: (seat) => {
    const kind = table.value?.seats[seat]?.kind;
    return kind && kind !== 'human' ? kind : null;
  },
  marks: (seat) => match.value?.marks[seat] ?? 0,
  tags: () => [],
  get notice() {
    return notice.value;
  },
  act: (action) => act(action),
  nextDeal: () => dealNext(),
  showResults: () => {
    endDismissed.value = false;
  },
};
setHomeTable(offlineTable);

// ---------------------------------------------------------------- running the reducer

/**
 * Run `command` through the table reducer. Refused: its message becomes the notice. Accepted:
 * the cards are measured, the new table and `also`'s signals change together, then the picks
 * clear and the effects are carried out.
 */
function run(command: Command, also?: (next: TableState) => void): boolean {
  const before = table.value;
  if (!before) return false;
  const result = reduce(before, command);
  if (!result.ok) {
    notice.value = result.error.message;
    return false;
  }
  const next = result.state;
  if (next === before && result.effects.length === 0) return true; // a turn gone by: dropped
  commitTable(() =>
    batch(() => {
      table.value = next;
      also?.(next);
      for (const e of result.effects) see(e, next);
    }),
  );
  for (const e of result.effects)
    if (e.type === 'askBot') ask(next, e.turn, e.seat, e.level, e.paced);
  return true;
}

/** The effects that change what the page shows (inside the commit's batch). */
function see(effect: Effect, next: TableState): void {
  switch (effect.type) {
    case 'dealOver':
      keepRecord(next);
      covered.value = null;
      endDismissed.value = false;
      return;
    case 'botRefused':
      notice.value = t('table.bot.illegal')(nameOf(effect.seat), effect.message);
      return;
    case 'turn':
      if (effect.seat !== null) coverFor(next, effect.seat);
      return;
    default:
      // The store, the room's picture, chat and grace clocks: a local table keeps none.
      return;
  }
}

/** Keep each finished deal on this device for the replays screen (loaded on first use). */
function keepRecord(next: TableState): void {
  const state = next.deal?.state;
  if (!state) return;
  const names = recordNames();
  const kinds = next.seats.map((s) => s.kind);
  import('../replays/keep').then(
    (k) => k.keepDeal(state, names, kinds),
    () => {}, // not kept (the chunk did not load): the game goes on regardless
  );
}

/** Hot seat: hide the table when the turn passes to a person other than the one looking. */
function coverFor(next: TableState, seat: Seat): void {
  if (hotSeat.value && next.seats[seat]?.kind === 'human' && seat !== perspective.value)
    covered.value = seat;
}

/** The person at the device confirms he is `covered`: show his hand. */
export function uncover(): void {
  const seat = covered.value;
  if (seat === null) return;
  batch(() => {
    perspective.value = seat;
    covered.value = null;
  });
  afterMove();
}

// ---------------------------------------------------------------- playing

/** Play a human's action. Refusals cannot come from the UI (it offers only legal actions). */
export function act(action: Action): boolean {
  const deal = table.value?.deal;
  if (!deal || covered.value !== null || !isPerson(action.seat)) return false;
  const played = run({
    type: 'act',
    by: perspective.value,
    game: deal.id,
    move: deal.state.actions.length,
    action,
    at: Date.now(),
  });
  if (played) notice.value = null;
  return played;
}

const PACE_MS: Record<Pace, number> = { relaxed: 1100, brisk: 550, instant: 0 };

/** The current deal's shuffle seed; bots' seeds derive from it, so a seeded deal replays. */
let dealSeed = 0;
/** Deals dealt on this page, for the deals' ids. */
let dealt = 0;

function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]!;
}

/**
 * Ask the bot of `seat` for turn `turn` (the askBot effect), with the pace delay running
 * alongside its thinking, and hand its answer to the reducer as that turn's botMove (a turn
 * gone by drops it). A bot that fails (a bug) must not stall the table: it plays its first
 * legal action, and the prompt says so.
 */
function ask(from: TableState, turn: number, seat: Seat, level: string, paced: boolean): void {
  const deal = from.deal;
  if (!deal) return;
  const seen = viewFor(deal.state, seat);
  const delay = new Promise((r) => setTimeout(r, paced ? PACE_MS[settings.value.pace] : 0));
  const choice = askBot(level, seen, (dealSeed * 31 + deal.state.actions.length * 7919) >>> 0);
  // Another match (its turns counted afresh) is not this deal: its ids differ.
  const current = () => {
    const now = table.value;
    return now?.deal?.id === deal.id && now.turn === turn;
  };
  const answer = (action: unknown) =>
    run({ type: 'botMove', turn, action, source: 'bot', at: Date.now() });
  Promise.all([choice, delay]).then(
    ([action]) => {
      if (current()) answer(action);
    },
    (error: Error) => {
      if (!current()) return;
      notice.value = t('table.bot.failed')(nameOf(seat), error.message);
      answer(seen.legal[0]);
    },
  );
}

// ---------------------------------------------------------------- deals and matches

/**
 * Deal the next deal of the match: the table's dealer is the last deal's loser, or the same
 * dealer again after a drawn deal (R2.4). `seed` fixes the shuffle (a shared link, the tests);
 * otherwise it is random.
 */
export function dealNext(seed?: number): void {
  const tbl = table.value;
  if (!tbl) return;
  dealSeed = seed ?? randomSeed();
  const people = humansOf(tbl.seats.map((s) => s.kind));
  run(
    { type: 'deal', by: 'host', id: `offline-${++dealt}`, seed: dealSeed, at: Date.now() },
    (next) => {
      notice.value = null;
      endDismissed.value = false;
      perspective.value = people[0] ?? 0;
      // Hot seat: the first person to look is the first human to act (or the first human).
      const first = next.deal ? toAct(next.deal.state) : null;
      const look = first !== null && next.seats[first]?.kind === 'human' ? first : (people[0] ?? 0);
      covered.value = people.length > 1 ? look : null;
    },
  );
  if (people.length < tbl.seats.length) warmUp();
}

/** Start a match with `next` settings (remembered), and its first deal. */
export function startMatch(next: Settings, seed?: number): string | null {
  const seats = next.seats.slice(0, next.players);
  const options = { preset: next.preset, rules: overridesOf(next.preset, next.rules), seats };
  // Whether this table can be dealt (R2.1: the 24-card pack takes at most 4) is the engine's
  // to say: a trial deal on a table of its own.
  const trial = reduce(newTable(options, next.names), {
    type: 'deal',
    by: 'host',
    id: 'trial',
    seed: 1,
    at: 0,
  });
  if (!trial.ok) return trial.error.message;
  saveSettings(storage, next);
  batch(() => {
    settings.value = next;
    table.value = newTable(options, next.names.slice(0, next.players));
  });
  dealNext(seed);
  return null;
}

/** Change only the look (face, colours, theme, pace): no new deal. */
export function updateLook(next: Settings): void {
  saveSettings(storage, next);
  settings.value = next;
}
