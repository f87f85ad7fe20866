// The page's one game store (signals): the match, the deal's state, whose eyes the table is
// drawn for, and the flow of turns. The state stays here; people see views drawn for their
// seat, and each bot is sent only its seat's view (worker/client.ts).

import {
  type Action,
  apply,
  type GameState,
  isOver,
  loserOf,
  newGame,
  type Seat,
  toAct,
  type View,
  viewFor,
} from '@kaschlan/engine';
import { batch, computed, signal } from '@preact/signals';
import { t } from '../i18n';
import { askBot, warmUp } from '../worker/client';
import { afterDeal, humansOf, type Match, newMatch } from './match';
import { loadSettings, overridesOf, type Pace, type Settings, saveSettings } from './settings';

const storage = typeof localStorage === 'undefined' ? null : localStorage;

export const settings = signal<Settings>(loadSettings(storage));
export const match = signal<Match | null>(null);
export const game = signal<GameState | null>(null);
/** The human seat the table is drawn for. */
export const perspective = signal<Seat>(0);
/** Hot seat: the human who must take the device next; the table hides every hand meanwhile. */
export const covered = signal<Seat | null>(null);
/** The end screen was closed to look at the finished table. */
export const endDismissed = signal(false);
/** Something went wrong that the player should know about (a bot failed, say). */
export const notice = signal<string | null>(null);

/**
 * A screen that runs a deal of its own (the tutorial) lends it to the table components: while
 * set, they draw its view and names, and the human's actions go to its `act`, not to the
 * offline game (which is left as it was). A lent table that is a match of its own (an online
 * room) also says who is a bot, the marks, a word on each seat and what the buttons after a
 * deal do; left out, there are none.
 */
export interface LentTable {
  readonly view: View;
  readonly name: (seat: Seat) => string;
  readonly act: (action: Action) => boolean;
  readonly isBot?: (seat: Seat) => boolean;
  /** A bot seat's level, shown by its name (null: none shown). */
  readonly level?: (seat: Seat) => string | null;
  readonly marks?: (seat: Seat) => number;
  /** Words on a seat: away, a bot playing for him, his time left. */
  readonly tags?: (seat: Seat) => readonly SeatTag[];
  /** A refusal or a problem, shown under the prompt. */
  readonly notice?: string | null;
  /** After a deal: deal the next one (absent: this viewer may not), show the results. */
  readonly nextDeal?: () => void;
  readonly showResults?: () => void;
}
export const lent = signal<LentTable | null>(null);

export interface SeatTag {
  readonly text: string;
  /** For the style: away, standin, timer, urgent. */
  readonly kind: string;
}

export const view = computed<View | null>(() => {
  const l = lent.value;
  if (l) return l.view;
  const g = game.value;
  if (!g) return null;
  return viewFor(g, covered.value === null ? perspective.value : 'spectator');
});

export const hotSeat = computed(() => humansOf(match.value?.seats ?? []).length > 1);

/** A seat's name as shown: "You" (in the page's language) when one person plays against bots. */
export function nameOf(seat: Seat): string {
  const l = lent.value;
  if (l) return l.name(seat);
  const m = match.value;
  if (!m) return t('table.seat')(seat + 1);
  if (!hotSeat.value && m.seats[seat] === 'human') return t('table.you');
  const name = m.names[seat];
  // The first seat's default name is the word "You", kept in English in the settings.
  return name === undefined ? t('table.seat')(seat + 1) : name === 'You' ? t('table.you') : name;
}

/** Whether `seat` is called "you" at the table (its name is the word, in any language). */
export function isYou(seat: Seat): boolean {
  const name = nameOf(seat);
  return name === t('table.you') || name === 'You';
}

export const isBot = (seat: Seat): boolean => {
  const l = lent.value;
  if (l?.isBot) return l.isBot(seat);
  return (match.value?.seats[seat] ?? 'human') !== 'human';
};

/** A seat's Kaschlan marks in the match at the table (R8.4). */
export function marksOf(seat: Seat): number {
  const l = lent.value;
  if (l) return l.marks?.(seat) ?? 0;
  return match.value?.marks[seat] ?? 0;
}

/** A bot seat's level, shown by its name; null for a person. */
export function levelOf(seat: Seat): string | null {
  const l = lent.value;
  if (l) return l.level?.(seat) ?? null;
  const kind = match.value?.seats[seat];
  return kind && kind !== 'human' ? kind : null;
}

/** Words on a seat (a lent table's: away, bot playing, time left); none offline. */
export const tagsOf = (seat: Seat): readonly SeatTag[] => lent.value?.tags?.(seat) ?? [];

/** What the prompt area tells besides the prompt. */
export const tableNotice = computed(() => {
  const l = lent.value;
  return l ? (l.notice ?? null) : notice.value;
});

/** The buttons after a deal: whether there is a next deal to deal from here, and its action. */
export const canDealNext = computed(() => {
  const l = lent.value;
  return l ? l.nextDeal !== undefined : true;
});
export function nextDeal(): void {
  const l = lent.value;
  if (l) l.nextDeal?.();
  else dealNext();
}
export const canShowResults = computed(() => {
  const l = lent.value;
  return l ? l.showResults !== undefined : true;
});
export function showResults(): void {
  const l = lent.value;
  if (l) l.showResults?.();
  else endDismissed.value = false;
}

// ---------------------------------------------------------------- commits and animation

type Listener = () => void;
const beforeCommit: Listener[] = [];
const afterAction: Listener[] = [];

/** Run `fn` just before the state changes (the table measures its cards for animation). */
export function onBeforeCommit(fn: Listener): () => void {
  beforeCommit.push(fn);
  return () => beforeCommit.splice(beforeCommit.indexOf(fn), 1);
}

/** Run `fn` after every applied action (the selection is cleared). */
export function onAction(fn: Listener): () => void {
  afterAction.push(fn);
  return () => afterAction.splice(afterAction.indexOf(fn), 1);
}

/** A lent table's deal moved (`change` puts the new view in): animate it, clear the picks. */
export function lentCommit(change: () => void): void {
  for (const fn of beforeCommit) fn();
  change();
  for (const fn of afterAction) fn();
}

function commit(next: GameState): void {
  for (const fn of beforeCommit) fn();
  const m = match.value;
  batch(() => {
    const wasOver = game.value ? isOver(game.value) : false;
    game.value = next;
    if (m && !wasOver && isOver(next)) {
      match.value = afterDeal(m, next.dealer, loserOf(next));
      keepRecord(next, m);
      covered.value = null;
      endDismissed.value = false;
    } else {
      coverIfNeeded(next);
    }
  });
  for (const fn of afterAction) fn();
  scheduleBot();
}

/** Keep each finished deal on this device for the replays screen (loaded on first use). */
function keepRecord(state: GameState, m: Match): void {
  const names = m.seats.map((_, s) => m.names[s] ?? `Seat ${s + 1}`);
  import('../replays/keep').then(
    (k) => k.keepDeal(state, names, m.seats),
    () => {}, // not kept (the chunk did not load): the game goes on regardless
  );
}

/** Hot seat: hide the table when the turn passes to a person other than the one looking. */
function coverIfNeeded(state: GameState): void {
  const m = match.value;
  const next = toAct(state);
  if (!m || !hotSeat.value || next === null) return;
  if (m.seats[next] === 'human' && next !== perspective.value) covered.value = next;
}

/** The person at the device confirms he is `covered`: show his hand. */
export function uncover(): void {
  const seat = covered.value;
  if (seat === null) return;
  batch(() => {
    perspective.value = seat;
    covered.value = null;
  });
  for (const fn of afterAction) fn();
}

// ---------------------------------------------------------------- playing

/** Play a human's action. Refusals cannot come from the UI (it offers only legal actions). */
export function act(action: Action): boolean {
  const l = lent.value;
  if (l) return l.act(action);
  const g = game.value;
  if (!g || covered.value !== null || isBot(action.seat)) return false;
  const result = apply(g, action);
  if (!result.ok) {
    notice.value = result.error.message;
    return false;
  }
  notice.value = null;
  commit(result.state);
  return true;
}

const PACE_MS: Record<Pace, number> = { relaxed: 1100, brisk: 550, instant: 0 };

/** Animation length by pace, so fast games stay readable (flip.ts reads it). */
export const motionMs = computed(() => (settings.value.pace === 'instant' ? 160 : 340));

let turn = 0;
/** The current deal's shuffle seed; bots' seeds derive from it, so a seeded deal replays. */
let dealSeed = 0;

function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]!;
}

/** If a bot is to act, ask it (after the pace delay, which runs alongside its thinking). */
function scheduleBot(): void {
  const g = game.value;
  const m = match.value;
  const ticket = ++turn;
  const seat = g ? toAct(g) : null;
  if (!g || !m || seat === null) return;
  const level = m.seats[seat];
  if (!level || level === 'human') return;
  const view = viewFor(g, seat);
  const delay = new Promise((r) => setTimeout(r, PACE_MS[settings.value.pace]));
  const choice = askBot(level, view, (dealSeed * 31 + g.actions.length * 7919) >>> 0);
  // A bot that fails (a bug) must not stall the table: it plays its first legal action, and
  // the prompt says so.
  const fallback = (text: string) => {
    notice.value = text;
    const first = apply(g, view.legal[0]);
    if (first.ok) commit(first.state);
  };
  Promise.all([choice, delay]).then(
    ([action]) => {
      if (ticket !== turn || game.value !== g) return; // a new deal or game began meanwhile
      const result = apply(g, action);
      if (result.ok) commit(result.state);
      else fallback(t('table.bot.illegal')(nameOf(seat), result.error.message));
    },
    (error: Error) => {
      if (ticket === turn && game.value === g)
        fallback(t('table.bot.failed')(nameOf(seat), error.message));
    },
  );
}

// ---------------------------------------------------------------- deals and matches

/**
 * Start a new deal of the current match (the loser of the last one deals, R2.4). `seed`
 * fixes the shuffle (a shared link, the tests); otherwise it is random.
 */
export function dealNext(seed?: number): void {
  const m = match.value;
  if (!m) return;
  const s = settings.value;
  dealSeed = seed ?? randomSeed();
  const started = newGame({
    preset: s.preset,
    rules: overridesOf(s.preset, s.rules),
    players: m.seats.length,
    seed: dealSeed,
    ...(m.dealer === null ? {} : { dealer: m.dealer }),
  });
  if (!started.ok) {
    notice.value = started.error.message;
    return;
  }
  const state = started.value;
  for (const fn of beforeCommit) fn();
  const humans = humansOf(m.seats);
  batch(() => {
    notice.value = null;
    endDismissed.value = false;
    game.value = state;
    perspective.value = humans[0] ?? 0;
    // Hot seat: the first person to look is the first human to act (or the first human).
    const next = toAct(state);
    const first = next !== null && m.seats[next] === 'human' ? next : (humans[0] ?? 0);
    covered.value = humans.length > 1 ? first : null;
  });
  for (const fn of afterAction) fn();
  if (humans.length < m.seats.length) warmUp();
  scheduleBot();
}

/** Start a match with `next` settings (remembered), and its first deal. */
export function startMatch(next: Settings, seed?: number): string | null {
  const seats = next.seats.slice(0, next.players);
  const names = next.names.slice(0, next.players);
  // The engine says whether this table can be dealt (R2.1: the 24-card pack takes at most 4).
  const probe = newGame({
    preset: next.preset,
    rules: overridesOf(next.preset, next.rules),
    players: next.players,
    seed: 1,
  });
  if (!probe.ok) return probe.error.message;
  saveSettings(storage, next);
  batch(() => {
    settings.value = next;
    match.value = newMatch(seats, names);
  });
  dealNext(seed);
  return null;
}

/** Change only the look (face, colours, theme, pace): no new deal. */
export function updateLook(next: Settings): void {
  saveSettings(storage, next);
  settings.value = next;
}
