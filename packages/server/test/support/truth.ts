// The server's truth for the security tests: a deal's states rebuilt from its stored set-up
// and action log (or its published record), what one recipient may know at each move (R5.3,
// worked out from the full event log, not from the engine's views), and a scan of the raw
// messages a client received for any card or secret it must not hold.

import {
  apply,
  type GameRecord,
  type GameSetup,
  type GameState,
  newGame,
  RANKS,
  type Seat,
  SUITS,
  type View,
  viewFor,
} from '@kaschlan/engine';
import { dealView } from '@kaschlan/table';
import type { Store } from '../../src/store/store';

/** A card in the public notation (R1.6): rank then suit letter, e.g. 10S, QD. */
export const CARD = /^(10|[2-9JQKA])[CSHD]$/;

export type Viewer = Seat | 'spectator';

/** A deal as the server knows it: its set-up (the seed included) and every state. */
export interface Truth {
  readonly setup: GameSetup;
  /** states[k]: after the first k actions. */
  readonly states: readonly GameState[];
}

/** Replay `actions` from `setup`: one state per move count. Throws on a refused action. */
export function truthOf(setup: GameSetup, actions: readonly unknown[]): Truth {
  const started = newGame(setup);
  if (!started.ok) throw new Error(`set-up refused: ${started.error.message}`);
  const states: GameState[] = [started.value];
  for (const [i, a] of actions.entries()) {
    const next = apply(states[i]!, a);
    if (!next.ok) throw new Error(`action ${i} refused on replay: ${next.error.message}`);
    states.push(next.state);
  }
  return { setup, states };
}

/**
 * Every view `viewer` may rightly be shown at `move`: the engine's, and, while forced passes
 * that the move's action produced are held as turns (R8.5, the table's dealView), each held
 * picture before one of them is shown.
 */
export function shownViews(truth: Truth, move: number, viewer: Viewer): View[] {
  const state = truth.states[move]!;
  const views = [viewFor(state, viewer)];
  const before = truth.states[move - 1];
  if (!before) return views;
  const passes: number[] = [];
  for (let i = before.events.length; i < state.events.length; i++) {
    const e = state.events[i]!;
    if (e.type === 'pass' && e.forced) passes.push(i);
  }
  const deal = { id: 'truth', number: 1, state };
  for (let k = 0; k < passes.length; k++)
    views.push(dealView({ ...deal, hold: { before, passes: passes.slice(k) } }, viewer));
  return views;
}

/** The truth from the database: the deal's stored set-up and action log. */
export async function storedTruth(store: Store, game: string): Promise<Truth> {
  const row = await store.game(game);
  if (!row) throw new Error(`no game ${game} in the store`);
  const actions = (await store.actionsOf(game)).map((a) => a.action);
  return truthOf(JSON.parse(row.setup) as GameSetup, actions);
}

/** The truth from a published record (GET /api/replays/<id>/record). */
export function recordTruth(record: GameRecord): Truth {
  const { actions, ...setup } = record;
  return truthOf(setup as GameSetup, actions);
}

/** The true hand of `seat`, read from the position's bit words (cards.ts). */
export function trueHand(state: GameState, seat: Seat): string[] {
  const out: string[] = [];
  const words = [state.pos.handLo[seat]!, state.pos.handHi[seat]!];
  for (let w = 0; w < 2; w++)
    for (let b = 0; b < 32; b++)
      if ((words[w]! >>> b) & 1) {
        const id = w * 32 + b;
        out.push(`${RANKS[id & 15]}${SUITS[id >> 4]}`);
      }
  return out;
}

/**
 * Every card `viewer` may know in `state` (R5.3): each card led, beaten, picked up or
 * discarded so far, the face-up trump card, and every card that has been in his own hand
 * (the deal, his draws). Worked out from the full event log, hidden details included.
 */
export function mayKnow(state: GameState, viewer: Viewer): Set<string> {
  let byViewer = knowing.get(state);
  if (!byViewer) {
    byViewer = new Map();
    knowing.set(state, byViewer);
  }
  let known = byViewer.get(viewer);
  if (!known) {
    known = workOutKnown(state, viewer);
    byViewer.set(viewer, known);
  }
  return known;
}

const knowing = new WeakMap<GameState, Map<Viewer, Set<string>>>();

function workOutKnown(state: GameState, viewer: Viewer): Set<string> {
  const known = new Set<string>();
  const add = (cards: readonly (string | null | undefined)[] | null | undefined) => {
    for (const c of cards ?? []) if (c) known.add(c);
  };
  for (const e of state.events) {
    switch (e.type) {
      case 'deal':
        add([e.trumpCard]);
        if (viewer !== 'spectator') add(e.hands[viewer]);
        break;
      case 'draw':
        add([e.trumpCard]);
        if (e.seat === viewer) add(e.cards);
        break;
      case 'lead':
      case 'take':
      case 'discard':
        add(e.cards);
        break;
      case 'coachman':
        add([e.card]);
        break;
      case 'beat':
        add([e.attack, e.with]);
        break;
      case 'selfAttack':
        add([e.card, e.with]);
        break;
      default:
        break;
    }
  }
  if (viewer !== 'spectator') add(trueHand(state, viewer));
  return known;
}

/** Keys that must never reach a client while a deal is played. */
const SECRET_KEYS = new Set(['seed', 'deck', 'rng', 'source', 'setup']);

/** Chat text and names are what people typed: anything, card names included. */
const FREE_TEXT = new Set(['text', 'name', 'message']);

interface Found {
  readonly cards: string[];
  readonly secrets: string[];
  readonly numbers: number[];
}

/** Every card string, secret key and number anywhere in `value` (keys included). */
function scan(value: unknown, viewer: Viewer, found: Found, key = ''): void {
  if (typeof value === 'string') {
    if (!FREE_TEXT.has(key) && CARD.test(value)) found.cards.push(value);
    return;
  }
  if (typeof value === 'number') {
    found.numbers.push(value);
    return;
  }
  if (Array.isArray(value)) {
    if (key === 'hands')
      for (const [s, h] of value.entries())
        if (h !== null && s !== viewer) found.secrets.push(`hands[${s}] of another seat`);
    for (const v of value) scan(v, viewer, found, key === 'hands' ? 'hand' : key);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    if (CARD.test(k)) found.cards.push(k);
    if (SECRET_KEYS.has(k)) found.secrets.push(`key "${k}"`);
    if (k === 'talon' && typeof v !== 'number') found.secrets.push('a "talon" that is not a count');
    scan(v, viewer, found, k);
  }
}

export interface LeakReport {
  /** Messages looked at. */
  readonly checked: number;
  /** Card strings found in them (each checked against what the recipient may know). */
  readonly cards: number;
  /** Messages that carried a finished deal's record (allowed: the deal is over). */
  readonly records: number;
  readonly problems: string[];
}

/**
 * Check every raw message of one client, in the order received, against the truth:
 * until the deal is over, every card in a message is one the recipient may know at that
 * move, no secret key appears, and the deal's seed appears nowhere. `truths` gives the
 * truth of a game id. The recipient's seat is followed from 'welcome' and 'seated'.
 */
export function checkMessages(
  who: string,
  raws: readonly string[],
  truths: (game: string) => Truth | undefined,
): LeakReport {
  const problems: string[] = [];
  let viewer: Viewer = 'spectator';
  let game: string | null = null;
  let move = 0;
  let cards = 0;
  let records = 0;
  for (const [i, raw] of raws.entries()) {
    const m = JSON.parse(raw) as Record<string, unknown>;
    const say = (p: string) => problems.push(`${who} #${i} (${String(m['type'])}): ${p}`);
    if (m['type'] === 'seated') viewer = m['seat'] as Seat;
    let update: Record<string, unknown> | null | undefined;
    if (m['type'] === 'welcome') {
      viewer = (m['you'] as Seat | null) ?? 'spectator';
      update = m['game'] as Record<string, unknown> | null;
      game = null;
      move = 0;
    } else if (m['type'] === 'game') {
      update = m['update'] as Record<string, unknown>;
    }
    if (update) {
      game = update['game'] as string;
      move = update['move'] as number;
    }
    const truth = game === null ? undefined : truths(game);
    if (game !== null && !truth) {
      say(`no truth for game ${game}`);
      continue;
    }
    const state = truth?.states[move];
    if (truth && !state) {
      say(`move ${move} is beyond the ${truth.states.length - 1} actions the server kept`);
      continue;
    }
    if (update && update['record'] !== null) {
      // The deal is over: now everyone may see every hand (the record).
      if (state?.pos.over !== 1 || move !== truth!.states.length - 1)
        say(`a record before the deal is over (move ${move})`);
      records++;
      continue;
    }
    const found: Found = { cards: [], secrets: [], numbers: [] };
    scan(m, viewer, found);
    const allowed = state ? mayKnow(state, viewer) : new Set<string>();
    for (const c of found.cards) {
      cards++;
      if (!allowed.has(c)) say(`card ${c}, which ${String(viewer)} may not know at move ${move}`);
    }
    for (const s of found.secrets) say(s);
    const seed = truth?.setup.seed;
    // A small seed could equal a counter by chance; a large one never does.
    if (seed !== undefined && seed >= 1_000_000 && found.numbers.includes(seed))
      say('the deal seed');
  }
  return { checked: raws.length, cards, records, problems };
}
