// The one thing the table components draw: a TableSource. Offline play (state/store.ts), a
// tutorial lesson (tutorial/session.ts) and an online room (online/room-store.ts) each make
// one; the screen on show puts its own in `tableSource`, and the table's parts read only that.
// A source's fields may be getters over signals, so the table redraws when they change.

import type { Action, Seat, View } from '@kaschlan/engine';
import { signal } from '@preact/signals';
import { t } from '../i18n';

/** Words on a seat (an online room's: away, a bot playing for him, his time left). */
export interface SeatTag {
  readonly text: string;
  /** For the style: away, standin, timer, urgent. */
  readonly kind: string;
}

export interface TableSource {
  /** What the table shows (null: nothing dealt yet). */
  readonly view: View | null;
  readonly name: (seat: Seat) => string;
  /** Whether a bot plays the seat (its "thinking" dot). */
  readonly isBot: (seat: Seat) => boolean;
  /** A bot seat's level, shown by its name (null: none shown). */
  readonly level: (seat: Seat) => string | null;
  /** Kaschlan marks in the match at this table (R8.4). */
  readonly marks: (seat: Seat) => number;
  readonly tags: (seat: Seat) => readonly SeatTag[];
  /** A refusal or a problem, shown under the prompt. */
  readonly notice: string | null;
  /** The person's action (from the hand, the bout, the buttons, the keys); false if refused. */
  readonly act: (action: Action) => boolean;
  /** After a deal: deal the next one (null: this viewer may not), show the results again. */
  readonly nextDeal: (() => void) | null;
  readonly showResults: (() => void) | null;
}

/** Before anything is on the table: no view, seats by number. */
const EMPTY: TableSource = {
  view: null,
  name: (seat) => t('table.seat')(seat + 1),
  isBot: () => false,
  level: () => null,
  marks: () => 0,
  tags: () => [],
  notice: null,
  act: () => false,
  nextDeal: null,
  showResults: null,
};

export const tableSource = signal<TableSource>(EMPTY);

/** The page's own table (offline play), on show whenever no screen has put up another. */
let home: TableSource = EMPTY;

export function setHomeTable(source: TableSource): void {
  if (tableSource.value === home) tableSource.value = source;
  home = source;
}

/** Put `source` on the table while its screen is up; returns the undo (offline play is back). */
export function showTable(source: TableSource): () => void {
  tableSource.value = source;
  return () => {
    if (tableSource.value === source) tableSource.value = home;
  };
}

/** Whether a name is the word "you" (the page's language, or the English stored default). */
export const meansYou = (name: string): boolean => name === t('table.you') || name === 'You';

/** Whether `seat` is called "you" at the table on show. */
export const isYou = (seat: Seat): boolean => meansYou(tableSource.value.name(seat));

// ---------------------------------------------------------------- commits and animation

type Listener = () => void;
const beforeCommit: Listener[] = [];
const afterCommit: Listener[] = [];

/** Run `fn` just before the table's view changes (the table measures its cards for motion). */
export function onBeforeCommit(fn: Listener): () => void {
  beforeCommit.push(fn);
  return () => beforeCommit.splice(beforeCommit.indexOf(fn), 1);
}

/** Run `fn` after every change of the deal (the picks and the hint are void). */
export function onAction(fn: Listener): () => void {
  afterCommit.push(fn);
  return () => afterCommit.splice(afterCommit.indexOf(fn), 1);
}

/** A source's deal moved: measure, let `change` put the new view in, then clear the picks. */
export function commitTable(change: () => void): void {
  for (const fn of beforeCommit) fn();
  change();
  afterMove();
}

/** The picks are void without the cards moving (a person uncovers the hot seat's table). */
export function afterMove(): void {
  for (const fn of afterCommit) fn();
}
