// The replays screen (/replays): the games kept on this device, newest first (when, who
// played, who was the Kaschlan), each to watch, export as a game-record file, or delete; and
// a record file to import, checked by the engine (a bad file gets the engine's reason).

import { isOver, loserOf } from '@kaschlan/engine';
import type { TargetedEvent } from 'preact';
import { useRef, useState } from 'preact/hooks';
import {
  deleteReplay,
  listReplays,
  loadRecord,
  MAX_KEPT,
  type SavedReplay,
  saveReplay,
} from '../replays/saved';
import { namesIn, recordFile, seatNames } from '../replays/timeline';
import { navigate } from '../state/route';
import { LearnHeader } from './LearnHeader';
import { RuleText } from './rule-link';

const storage = typeof localStorage === 'undefined' ? null : localStorage;

/** The record reader and writer, loaded on first use (replays/keep.ts says why). */
const records = () => import('../replays/keep');

/** Largest record file read (a deal's record is a few kB). */
const MAX_FILE = 1_000_000;

const when = (at: number): string =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Otto was the Kaschlan", "drawn", "unfinished". */
function outcome(r: SavedReplay, names: readonly string[]): string {
  if (!r.over) return 'not finished';
  if (r.loser === null) return 'drawn: nobody is the Kaschlan';
  const name = names[r.loser] ?? `Seat ${r.loser + 1}`;
  return `${name} ${name === 'You' ? 'were' : 'was'} the Kaschlan`;
}

/** The file name of an exported record: kaschlan-2025-01-31-1542.json. */
function fileName(r: SavedReplay): string {
  const d = new Date(r.savedAt);
  const two = (n: number) => String(n).padStart(2, '0');
  return `kaschlan-${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}.json`;
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type Status = { readonly kind: 'ok' | 'error'; readonly text: string } | null;

/** Read a record file, check it with the engine, keep it. */
async function importFile(file: File): Promise<{ saved: SavedReplay } | { error: string }> {
  if (file.size > MAX_FILE) return { error: `${file.name} is too large to be a game record.` };
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch (e) {
    return { error: `${file.name} is not JSON: ${(e as Error).message}` };
  }
  const result = (await records()).timelineOf(json);
  if (!result.ok)
    return { error: `${file.name} is not a game record we can replay: ${result.error.message}` };
  const { timeline } = result;
  if (timeline.broken)
    return {
      error: `${file.name}: action ${(timeline.broken.index ?? 0) + 1} cannot be played: ${timeline.broken.message}`,
    };
  const last = timeline.states.at(-1)!;
  const saved = saveReplay(storage, timeline.record, {
    names: seatNames(last.players, namesIn(json)),
    players: last.players,
    preset: last.preset,
    over: isOver(last),
    loser: loserOf(last),
    moves: last.actions.length,
    origin: 'imported',
  });
  return saved ? { saved } : { error: 'This device has no room to keep the game.' };
}

function Entry(props: {
  replay: SavedReplay;
  fresh: boolean;
  onDelete: (r: SavedReplay) => void;
  onStatus: (s: Status) => void;
}) {
  const { replay: r } = props;
  const names = seatNames(r.players, r.names);
  const record = () => loadRecord(storage, r.id);
  const missing = () => props.onStatus({ kind: 'error', text: 'This game’s record is missing.' });
  return (
    <li class={`replay-entry${props.fresh ? ' fresh' : ''}`} data-replay={r.id}>
      <div class="replay-info">
        <time dateTime={new Date(r.savedAt).toISOString()}>{when(r.savedAt)}</time>
        <span class="replay-players">
          {names.map((n, s) => (
            <span key={s} class={`replay-seat${r.loser === s ? ' lost' : ''}`}>
              {n}
              {r.seats?.[s] && r.seats[s] !== 'human' && (
                <span class="replay-level"> ({r.seats[s]} bot)</span>
              )}
            </span>
          ))}
        </span>
        <span class="replay-outcome" data-outcome>
          {outcome(r, names)}
        </span>
        <span class="replay-meta">
          {r.preset} · {r.moves} moves{r.origin === 'imported' ? ' · imported' : ''}
        </span>
      </div>
      <div class="replay-buttons">
        <button
          type="button"
          class="btn small primary"
          data-action="watch"
          onClick={() => {
            const rec = record();
            if (rec === null) missing();
            else
              records()
                .then((k) => k.openReplay(rec, names))
                .catch((e: Error) => props.onStatus({ kind: 'error', text: e.message }));
          }}
        >
          Watch
        </button>
        <button
          type="button"
          class="btn small"
          data-action="export"
          title="Save the game record as a .json file"
          onClick={() => {
            const rec = record();
            if (rec === null) missing();
            else download(fileName(r), recordFile(rec, names));
          }}
        >
          Export
        </button>
        <button
          type="button"
          class="btn small ghost"
          data-action="delete"
          aria-label={`Delete the game of ${when(r.savedAt)}`}
          onClick={() => props.onDelete(r)}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

export function Replays(_props: Record<string, unknown>) {
  const [list, setList] = useState(() => listReplays(storage));
  const [status, setStatus] = useState<Status>(null);
  const [fresh, setFresh] = useState<string | null>(null);
  const [undo, setUndo] = useState<{ replay: SavedReplay; record: unknown } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const refresh = () => setList(listReplays(storage));

  const onFiles = async (e: TargetedEvent<HTMLInputElement>) => {
    const files = [...(e.currentTarget.files ?? [])];
    e.currentTarget.value = '';
    for (const file of files) {
      const result = await importFile(file);
      if ('error' in result) setStatus({ kind: 'error', text: result.error });
      else {
        setFresh(result.saved.id);
        setStatus({ kind: 'ok', text: `Imported ${file.name}: it is at the top of the list.` });
      }
    }
    refresh();
  };

  const onDelete = (r: SavedReplay) => {
    const record = loadRecord(storage, r.id);
    deleteReplay(storage, r.id);
    setUndo(record === null ? null : { replay: r, record });
    setStatus(null);
    refresh();
  };

  const onUndo = () => {
    if (!undo) return;
    const { id: _id, ...entry } = undo.replay;
    const saved = saveReplay(storage, undo.record, entry);
    setUndo(null);
    if (saved) setFresh(saved.id);
    refresh();
  };

  return (
    <>
      <LearnHeader title="Replays" />
      <main class="learn replays" data-screen="replays">
        <div class="replays-head">
          <div>
            <h1>Replays</h1>
            <p class="hint">
              Every deal finished on this device is kept here (the last {MAX_KEPT}). Watch one with
              every hand revealed, export its game record, or import a record file.
            </p>
          </div>
          <div class="replays-actions">
            <input
              ref={input}
              type="file"
              accept=".json,application/json"
              class="sr-only"
              id="replay-import"
              data-action="import-file"
              tabIndex={-1}
              onChange={onFiles}
            />
            <button
              type="button"
              class="btn"
              data-action="import"
              onClick={() => input.current?.click()}
            >
              Import a record…
            </button>
          </div>
        </div>
        {status && (
          <p
            class={`replays-status ${status.kind}`}
            role={status.kind === 'error' ? 'alert' : 'status'}
            data-status={status.kind}
          >
            <RuleText text={status.text} />
          </p>
        )}
        {undo && (
          <p class="replays-status ok" role="status">
            Deleted the game of {when(undo.replay.savedAt)}.{' '}
            <button type="button" class="btn small" data-action="undo" onClick={onUndo}>
              Undo
            </button>
          </p>
        )}
        {list.length === 0 ? (
          <div class="replays-empty">
            <p>No games kept yet. Finish a deal and it appears here.</p>
            <button type="button" class="btn primary" onClick={() => navigate('/')}>
              Play a deal
            </button>
          </div>
        ) : (
          <ol class="replay-list" aria-label="Kept games, newest first">
            {list.map((r) => (
              <Entry
                key={r.id}
                replay={r}
                fresh={r.id === fresh}
                onDelete={onDelete}
                onStatus={setStatus}
              />
            ))}
          </ol>
        )}
      </main>
    </>
  );
}
