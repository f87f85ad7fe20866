// The puzzles screen's state (signals): the set (loaded on first use, its own chunk), the
// puzzle on the table, how far into its line the player is, and what the app says. The
// puzzle's table is the table components' source while the screen is up
// (state/table-source.ts), so the player uses the normal hand, bout, buttons and keys.

import {
  appPlays,
  dailyIndex,
  judgeMoves,
  type Puzzle,
  startState,
  type Theme,
} from '@kaschlan/bots/puzzles';
import setUrl from '@kaschlan/bots/puzzles/set.json?url';
import type { Action, BoutPhase, GameState, Seat } from '@kaschlan/engine';
import { apply, viewFor } from '@kaschlan/engine';
import { shown as shownRating } from '@kaschlan/ratings';
import { computed, signal } from '@preact/signals';
import { t } from '../i18n';
import { clear } from '../state/selection';
import { commitTable, showTable, type TableSource } from '../state/table-source';
import { loadProgress, type PuzzleProgress, saveProgress, withResult } from './progress';

const storage = typeof localStorage === 'undefined' ? null : localStorage;

/** yours: his move; reply: the app plays the opponent's; wrong and solved: the end of it. */
export type Phase = 'yours' | 'reply' | 'wrong' | 'solved';

/** A move with the bout's phase it was made in (a pass's words depend on it). */
export interface Said {
  readonly action: Action;
  readonly phase: BoutPhase;
}

export interface Answer {
  readonly wrong: Said;
  /** The solver's reply to it, when the opponent moves next. */
  readonly refutation: Said | null;
  /** The puzzle's line from the move he got wrong. */
  readonly line: readonly Said[];
}

const phaseOf = (s: GameState): BoutPhase => viewFor(s, 'spectator').bout.phase;

/** The line's moves from `state` on, each with its phase. */
function said(state: GameState, line: readonly Action[]): Said[] {
  const out: Said[] = [];
  let s = state;
  for (const action of line) {
    out.push({ action, phase: phaseOf(s) });
    const next = apply(s, action);
    if (!next.ok) break;
    s = next.state;
  }
  return out;
}

export const puzzles = signal<readonly Puzzle[] | null>(null);
export const current = signal<Puzzle | null>(null);
export const shown = signal<GameState | null>(null);
export const step = signal(0);
export const phase = signal<Phase>('yours');
export const answer = signal<Answer | null>(null);
export const daily = signal(false);
export const theme = signal<Theme | 'all'>('all');
export const progress = signal<PuzzleProgress>(loadProgress(storage));

export const tableView = computed(() => {
  const s = shown.value;
  const p = current.value;
  if (!s || !p) return null;
  const v = viewFor(s, p.seat);
  return phase.value === 'yours' ? v : { ...v, legal: [] };
});

let loading: Promise<readonly Puzzle[]> | null = null;

/**
 * The shipped set (packages/bots/src/puzzles/set.json), fetched once as a file of the build
 * (precached for offline play like the others) and read with JSON.parse.
 */
export function loadSet(): Promise<readonly Puzzle[]> {
  loading ??= fetch(setUrl)
    .then((r) => {
      if (!r.ok) throw new Error(`the puzzles could not be loaded (${r.status})`);
      return r.json() as Promise<{ puzzles: readonly Puzzle[] }>;
    })
    .then((set) => {
      puzzles.value = set.puzzles;
      return set.puzzles;
    });
  loading.catch(() => {
    loading = null; // a later visit tries again
  });
  return loading;
}

/** His rating's last move (shown scale), as "+12" / "-9" beside it; null before any. */
export const ratingChange = signal<{ before: number; after: number } | null>(null);

function record(solved: boolean): void {
  const p = current.value;
  if (!p) return;
  const before = progress.value;
  progress.value = withResult(before, p.id, solved);
  if (progress.value !== before)
    ratingChange.value = {
      before: shownRating(before.rating.mu),
      after: shownRating(progress.value.rating.mu),
    };
  saveProgress(storage, progress.value);
}

const REPLY_MS = 450;
let timer: ReturnType<typeof setTimeout> | null = null;

function put(state: GameState): void {
  commitTable(() => {
    shown.value = state;
  });
}

/** Play the line's moves that are the app's (replies, his forced moves), one at a time. */
function playAppMoves(): void {
  const p = current.value;
  if (!p) return;
  if (step.value >= p.line.length) {
    phase.value = 'solved';
    record(true);
    return;
  }
  if (!appPlays(p, step.value)) {
    phase.value = 'yours';
    return;
  }
  phase.value = 'reply';
  timer = setTimeout(() => {
    timer = null;
    const next = apply(shown.value!, p.line[step.value]!);
    if (!next.ok) throw new Error(`puzzle ${p.id}: ${next.error.message}`);
    step.value++;
    put(next.state);
    playAppMoves();
  }, REPLY_MS);
}

/** Put puzzle `p` on the table. */
export function open(p: Puzzle, isDaily = false): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  clear();
  current.value = p;
  daily.value = isDaily;
  answer.value = null;
  step.value = 0;
  put(startState(p));
  playAppMoves();
}

/** The next puzzle of the chosen theme he has not met, else the first of the theme. */
export function next(): void {
  const all = puzzles.value;
  if (!all || all.length === 0) return;
  const fits = all.filter((p) => theme.value === 'all' || p.themes.includes(theme.value));
  const pool = fits.length > 0 ? fits : all;
  const fresh = pool.find((p) => progress.value.results[p.id] === undefined);
  open(fresh ?? pool[0]!);
}

export function openDaily(): void {
  const all = puzzles.value;
  if (all && all.length > 0) open(all[dailyIndex(new Date(), all.length)]!, true);
}

/**
 * His move, judged by the one judge the server answers with too (@kaschlan/bots/puzzles
 * judgeMoves): right, and the app plays `then`; wrong, and the solver's refutation and the
 * line from there are shown.
 */
export function act(action: Action): boolean {
  const p = current.value;
  const s = shown.value;
  if (!p || !s || phase.value !== 'yours') return false;
  const after = apply(s, action);
  if (!after.ok) return false;
  const judged = judgeMoves(p, [...p.line.slice(0, step.value), action]);
  if (judged.verdict === 'refused') return false;
  if (judged.verdict === 'right') {
    step.value++;
    put(after.state);
    // The line's last move may have been one of equal worth: he solved it all the same.
    if (judged.solved && judged.then.length === 0) {
      phase.value = 'solved';
      record(true);
    } else playAppMoves();
    return true;
  }
  const reply = judged.refutation;
  let end = after.state;
  if (reply) {
    const r = apply(end, reply);
    if (r.ok) end = r.state;
  }
  answer.value = {
    wrong: { action, phase: phaseOf(s) },
    refutation: reply && { action: reply, phase: phaseOf(after.state) },
    line: said(s, judged.line),
  };
  phase.value = 'wrong';
  put(end);
  record(false);
  return true;
}

/** The puzzle's table source: his seat is "you", the opponent's a seat by number. */
export function puzzleSource(): TableSource {
  return {
    get view() {
      return tableView.value;
    },
    name: (seat: Seat) =>
      seat === current.value?.seat ? t('table.you') : t('table.seat')(seat + 1),
    isBot: (seat: Seat) => seat !== current.value?.seat,
    level: () => null,
    marks: () => 0,
    tags: () => [],
    notice: null,
    act,
    nextDeal: null,
    showResults: null,
  };
}

/** While the screen is up its puzzle is on the table; returns the undo. */
export const lend = (): (() => void) => showTable(puzzleSource());
