// The replays screen (/replays): the games kept on this device, newest first (when, who
// played, who was the Kaschlan), each to watch, export as a game-record file, or delete; and
// a record file to import, checked by the engine (a bad file gets the engine's reason).

import { isOver, loserOf } from '@kaschlan/engine';
import type { TargetedEvent } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { t } from '../i18n';
import { download } from '../replays/download';
import { KeptEntry, KeptList, keptAt } from '../replays/KeptList';
import {
  deleteReplay,
  listReplays,
  loadRecord,
  MAX_KEPT,
  type SavedReplay,
  saveReplay,
} from '../replays/saved';
import { namesIn, recordFile, seatNames, shownNames, youIn } from '../replays/timeline';
import { LearnHeader } from './LearnHeader';
import { RuleText } from './rule-link';

const storage = typeof localStorage === 'undefined' ? null : localStorage;

/** The record reader and writer, loaded on first use (replays/keep.ts says why). */
const records = () => import('../replays/keep');

/** Largest record file read (a deal's record is a few kB). */
const MAX_FILE = 1_000_000;

/** "Otto was the Kaschlan", "drawn", "unfinished". */
function outcome(r: SavedReplay, names: readonly string[]): string {
  if (!r.over) return t('learn.replays.unfinished');
  if (r.loser === null) return t('learn.replays.drawn');
  if (r.loser === youIn(names)) return t('learn.replays.youLost');
  return t('learn.replays.lost')(names[r.loser] ?? t('learn.seat')(r.loser + 1));
}

/** A bot level's name, for the levels we know (a stored value may be anything). */
const LEVEL_NAMES = {
  easy: 'learn.level.easy',
  normal: 'learn.level.normal',
  hard: 'learn.level.hard',
  expert: 'learn.level.expert',
} as const;
const levelName = (level: string): string =>
  level in LEVEL_NAMES ? t(LEVEL_NAMES[level as keyof typeof LEVEL_NAMES]) : level;

/** The file name of an exported record: kaschlan-2025-01-31-1542.json. */
function fileName(r: SavedReplay): string {
  const d = new Date(r.savedAt);
  const two = (n: number) => String(n).padStart(2, '0');
  return `kaschlan-${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}.json`;
}

type Status = { readonly kind: 'ok' | 'error'; readonly text: string } | null;

/** Read a record file, check it with the engine, keep it. */
async function importFile(file: File): Promise<{ saved: SavedReplay } | { error: string }> {
  if (file.size > MAX_FILE) return { error: t('learn.replays.tooLarge')(file.name) };
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch (e) {
    return { error: t('learn.replays.notJson')(file.name, (e as Error).message) };
  }
  const result = (await records()).timelineOf(json);
  // The engine's reason is its own sentence (it cites the rule), shown as it is.
  if (!result.ok) return { error: t('learn.replays.notRecord')(file.name, result.error.message) };
  const { timeline } = result;
  if (timeline.broken)
    return {
      error: t('learn.replays.badAction')(
        file.name,
        (timeline.broken.index ?? 0) + 1,
        timeline.broken.message,
      ),
    };
  const last = timeline.states.at(-1)!;
  const saved = saveReplay(storage, timeline.record, {
    // The names as the file gives them (the list fills in "Seat 2" in the page's language).
    names: (namesIn(json) ?? []).slice(0, last.players),
    players: last.players,
    preset: last.preset,
    over: isOver(last),
    loser: loserOf(last),
    moves: last.actions.length,
    origin: 'imported',
  });
  return saved ? { saved } : { error: t('learn.replays.noRoom') };
}

function Entry(props: {
  replay: SavedReplay;
  fresh: boolean;
  onDelete: (r: SavedReplay) => void;
  onStatus: (s: Status) => void;
}) {
  const { replay: r } = props;
  const names = seatNames(r.players, r.names);
  const shown = shownNames(names);
  const record = () => loadRecord(storage, r.id);
  const missing = () => props.onStatus({ kind: 'error', text: t('learn.replays.missing') });
  return (
    <KeptEntry
      replay={r}
      fresh={props.fresh}
      players={shown.map((n, s) => (
        <span key={s} class={`replay-seat${r.loser === s ? ' lost' : ''}`}>
          {n}
          {r.seats?.[s] && r.seats[s] !== 'human' && (
            <span class="replay-level"> ({t('learn.replays.bot')(levelName(r.seats[s]))})</span>
          )}
        </span>
      ))}
      outcome={
        <span class="replay-outcome" data-outcome>
          {outcome(r, shown)}
        </span>
      }
      meta={
        <>
          {r.preset} · {t('learn.replays.moves')(r.moves)}
          {r.origin === 'imported' ? ` · ${t('learn.replays.importedTag')}` : ''}
        </>
      }
    >
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
        {t('learn.replays.watch')}
      </button>
      <button
        type="button"
        class="btn small"
        data-action="review"
        title={t('learn.replays.reviewTitle')}
        onClick={() => {
          const rec = record();
          if (rec === null) missing();
          else
            import('../review/open')
              .then((o) => o.reviewKept(rec, r))
              .catch((e: Error) => props.onStatus({ kind: 'error', text: e.message }));
        }}
      >
        {t('learn.replays.review')}
      </button>
      <button
        type="button"
        class="btn small"
        data-action="export"
        title={t('learn.replays.exportTitle')}
        onClick={() => {
          const rec = record();
          if (rec === null) missing();
          else download(fileName(r), recordFile(rec, names));
        }}
      >
        {t('learn.replays.export')}
      </button>
      <button
        type="button"
        class="btn small ghost"
        data-action="delete"
        aria-label={t('learn.replays.deleteLabel')(keptAt(r.savedAt))}
        onClick={() => props.onDelete(r)}
      >
        {t('learn.replays.delete')}
      </button>
    </KeptEntry>
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
        setStatus({ kind: 'ok', text: t('learn.replays.imported')(file.name) });
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
      <LearnHeader title={t('learn.replays.title')} />
      <main class="learn replays" data-screen="replays">
        <div class="replays-head">
          <div>
            <h1>{t('learn.replays.title')}</h1>
            <p class="hint">{t('learn.replays.intro')(MAX_KEPT)}</p>
          </div>
          <div class="replays-actions">
            <input
              ref={input}
              type="file"
              accept=".json,application/json"
              class="sr-only"
              id="replay-import"
              data-action="import-file"
              aria-label={t('learn.replays.import')}
              tabIndex={-1}
              onChange={onFiles}
            />
            <button
              type="button"
              class="btn"
              data-action="import"
              onClick={() => input.current?.click()}
            >
              {t('learn.replays.import')}
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
            {t('learn.replays.deleted')(keptAt(undo.replay.savedAt))}{' '}
            <button type="button" class="btn small" data-action="undo" onClick={onUndo}>
              {t('learn.replays.undo')}
            </button>
          </p>
        )}
        <KeptList
          list={list}
          label={t('learn.replays.list')}
          empty={t('learn.replays.empty')}
          play={t('learn.replays.playDeal')}
        >
          {(r) => (
            <Entry
              key={r.id}
              replay={r}
              fresh={r.id === fresh}
              onDelete={onDelete}
              onStatus={setStatus}
            />
          )}
        </KeptList>
      </main>
    </>
  );
}
