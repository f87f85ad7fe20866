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

export const view = computed<View | null>(() => {
  const g = game.value;
  if (!g) return null;
  return viewFor(g, covered.value === null ? perspective.value : 'spectator');
});

export const hotSeat = computed(() => humansOf(match.value?.seats ?? []).length > 1);

/** A seat's name as shown: "You" when one person plays against bots. */
export function nameOf(seat: Seat): string {
  const m = match.value;
  if (!m) return `Seat ${seat + 1}`;
  if (!hotSeat.value && m.seats[seat] === 'human') return 'You';
  return m.names[seat] ?? `Seat ${seat + 1}`;
}

export const isBot = (seat: Seat): boolean => (match.value?.seats[seat] ?? 'human') !== 'human';

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

function commit(next: GameState): void {
  for (const fn of beforeCommit) fn();
  const m = match.value;
  batch(() => {
    const wasOver = game.value ? isOver(game.value) : false;
    game.value = next;
    if (m && !wasOver && isOver(next)) {
      match.value = afterDeal(m, next.dealer, loserOf(next));
      covered.value = null;
      endDismissed.value = false;
    } else {
      coverIfNeeded(next);
    }
  });
  for (const fn of afterAction) fn();
  scheduleBot();
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
  const fallback = (why: string) => {
    notice.value = `${nameOf(seat)} (bot) ${why}; it played its first legal move instead.`;
    const first = apply(g, view.legal[0]);
    if (first.ok) commit(first.state);
  };
  Promise.all([choice, delay]).then(
    ([action]) => {
      if (ticket !== turn || game.value !== g) return; // a new deal or game began meanwhile
      const result = apply(g, action);
      if (result.ok) commit(result.state);
      else fallback(`chose an illegal move (${result.error.message})`);
    },
    (error: Error) => {
      if (ticket === turn && game.value === g) fallback(`failed (${error.message})`);
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
