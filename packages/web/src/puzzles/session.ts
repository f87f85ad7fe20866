// The puzzles screen's state (signals): the puzzle on the table (from source.ts: the server's
// API, else the bundled set), the actions played from its start, and what the app says. The
// puzzle's table is the table components' source while the screen is up
// (state/table-source.ts), so the player uses the normal hand, bout, buttons and keys.

import { type Puzzle, startState, type Theme } from '@kaschlan/bots/puzzles';
import type { Action, BoutPhase, GameState, Seat } from '@kaschlan/engine';
import { apply, viewFor } from '@kaschlan/engine';
import type { PublicPuzzle, PuzzleMeAnswer, PuzzleMoveAnswer } from '@kaschlan/protocol';
import {
  INITIAL_RATING,
  SHOWN_NEWCOMER,
  SHOWN_PER_MU,
  shown as shownRating,
} from '@kaschlan/ratings';
import { computed, effect, signal } from '@preact/signals';
import { t } from '../i18n';
import { clear } from '../state/selection';
import { commitTable, showTable, type TableSource } from '../state/table-source';
import { carries } from './carry';
import { loadProgress, type PuzzleProgress, saveProgress, withResult } from './progress';
import { fallingBack, fetchSet, localSource, type PuzzleSource, serverSource } from './source';

const storage = typeof localStorage === 'undefined' ? null : localStorage;

/** yours: his move; reply: the app's move or the verdict coming; wrong and solved: the end. */
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

export const progress = signal<PuzzleProgress>(loadProgress(storage));

/** Where puzzles and verdicts come from: the server, else the bundled set (source.ts). */
export const source: PuzzleSource = fallingBack(serverSource(), () =>
  localSource(fetchSet, (id) => progress.value.results[id] !== undefined),
);

export const current = signal<PublicPuzzle | null>(null);
export const shown = signal<GameState | null>(null);
/** Every action from the puzzle's start so far (the app's included): what the judge gets. */
export const played = signal<readonly Action[]>([]);
export const phase = signal<Phase>('yours');
export const answer = signal<Answer | null>(null);
export const daily = signal(false);
export const theme = signal<Theme | 'all'>('all');
/** A signed-in player's puzzle rating from the server (GET /api/puzzles/me); null: a guest. */
export const account = signal<PuzzleMeAnswer | null>(null);

export const tableView = computed(() => {
  const s = shown.value;
  const p = current.value;
  if (!s || !p) return null;
  const v = viewFor(s, p.seat);
  if (phase.value === 'yours') return v;
  // The app's reply is coming: its seat is to act. Once the puzzle is decided nobody is (the
  // table's prompt would wait for a move that never comes); the bar says what happened.
  return phase.value === 'reply' ? { ...v, legal: [] } : { ...v, legal: [], toAct: null };
});

/** His rating's last move (shown scale), as "+12" / "-9" beside it; null before any. */
export const ratingChange = signal<{ before: number; after: number } | null>(null);

/** A shown rating as OpenSkill's μ (a newcomer's σ: the served puzzle carries only μ). */
const ratingOf = (n: number) => ({
  mu: INITIAL_RATING.mu + (n - SHOWN_NEWCOMER) / SHOWN_PER_MU,
  sigma: INITIAL_RATING.sigma,
});

/**
 * The attempt decided by `moves` (from the start): the streak and first result kept in this
 * browser; his rating is the server's answer (a signed-in player's) or, a guest's, moved here
 * against the puzzle's, and his moves kept to be carried into an account later (carry.ts).
 */
function record(
  solved: boolean,
  change: PuzzleMoveAnswer['rating'],
  moves: readonly Action[],
): void {
  const p = current.value;
  if (!p) return;
  const before = progress.value;
  const guest = account.value ? undefined : moves;
  const after = withResult(before, p.id, solved, ratingOf(p.rating), guest);
  if (account.value) {
    // His own rating lives on the server: keep this browser's (a guest's) as it was.
    progress.value = after === before ? before : { ...after, rating: before.rating };
    if (change) {
      ratingChange.value = change;
      account.value = { ...account.value, rating: change.after };
    }
    void refreshAccount();
  } else {
    progress.value = after;
    if (after !== before)
      ratingChange.value = {
        before: shownRating(before.rating.mu),
        after: shownRating(after.rating.mu),
      };
  }
  saveProgress(storage, progress.value);
}

/** His account's puzzle rating, streak and best (null: a guest, or no server). */
export async function refreshAccount(): Promise<void> {
  try {
    account.value = await source.me();
  } catch {
    account.value = null;
  }
}

// A guest's attempts carried into the account he signed in to: show the account's rating.
effect(() => {
  if (carries.value > 0) void refreshAccount();
});

const REPLY_MS = 450;
let timer: ReturnType<typeof setTimeout> | null = null;
/** Counts the puzzles opened: an answer for one no longer on the table is dropped. */
let opened = 0;

function put(state: GameState): void {
  commitTable(() => {
    shown.value = state;
  });
}

/** Play the app's moves (replies, his forced moves) one at a time, then `done`. */
function playAppMoves(moves: readonly Action[], done: () => void): void {
  const [first, ...rest] = moves;
  if (!first) {
    done();
    return;
  }
  phase.value = 'reply';
  const at = opened;
  timer = setTimeout(() => {
    timer = null;
    if (at !== opened) return;
    const next = apply(shown.value!, first);
    if (!next.ok) throw new Error(`puzzle ${current.value?.id}: ${next.error.message}`);
    played.value = [...played.value, first];
    put(next.state);
    playAppMoves(rest, done);
  }, REPLY_MS);
}

/** The puzzle's start: its record replayed (startState reads only the record). */
const startOf = (p: PublicPuzzle): GameState => startState(p as unknown as Puzzle);

/** Put puzzle `p` on the table: a shipped puzzle always starts with his own move. */
export function open(p: PublicPuzzle, isDaily = false): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  opened++;
  clear();
  current.value = p;
  daily.value = isDaily;
  answer.value = null;
  played.value = [];
  phase.value = 'yours';
  put(startOf(p));
}

/**
 * Set when a puzzle could not be had (neither the server nor the bundled set): the screen
 * says so and offers `retry`, in place of a loading line that would wait for ever.
 */
export const failed = signal(false);
/** The request that failed last, asked again by `retry`. */
let failedAsk: (() => Promise<void>) | null = null;

async function openFrom(get: () => Promise<PublicPuzzle>, isDaily: boolean): Promise<void> {
  failed.value = false;
  try {
    open(await get(), isDaily);
  } catch {
    failedAsk = () => openFrom(get, isDaily);
    failed.value = true;
  }
}

/** "Try again": the puzzle that could not be had, asked for again (the next one if none). */
export const retry = (): Promise<void> => (failedAsk ?? next)();

/** The next puzzle of the chosen theme (the server's pick, or one he has not met here). */
export const next = (): Promise<void> =>
  openFrom(() => source.next(theme.value, current.value?.id), false);

export const openDaily = (): Promise<void> => openFrom(() => source.daily(), true);

/**
 * His move, judged by the source (the server, or judgeMoves here): right, and the app plays
 * `then`; wrong, and the solver's refutation and the line from there are shown.
 */
export function act(action: Action): boolean {
  const p = current.value;
  const s = shown.value;
  if (!p || !s || phase.value !== 'yours') return false;
  const after = apply(s, action);
  if (!after.ok) return false;
  const before = played.value;
  const at = opened;
  phase.value = 'reply';
  put(after.state);
  void source
    .moves(p.id, [...before, action])
    .catch(() => null)
    .then((judged) => {
      if (at !== opened) return;
      if (!judged) {
        // Not judged (refused, or no answer): his move is taken back.
        put(s);
        phase.value = 'yours';
        return;
      }
      if (judged.verdict === 'right') {
        played.value = [...before, action];
        playAppMoves(judged.then, () => {
          if (!judged.solved) {
            phase.value = 'yours';
            return;
          }
          phase.value = 'solved';
          record(true, judged.rating, [...before, action]);
        });
        return;
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
      record(false, judged.rating, [...before, action]);
    });
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
