// The games kept on this device (localStorage): an index of short entries for the list, and
// each game's record under its own key, so listing reads little. At most MAX_KEPT games are
// kept, the oldest dropped; a full quota drops old games until the new one fits. Anything
// stored that no longer makes sense is skipped, so an old or edited value never breaks the page.

export const MAX_KEPT = 200;

const INDEX = 'kaschlan.replays.v1';
const PREFIX = 'kaschlan.replay.';

export type ReplayStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A kept game as the list shows it. */
export interface SavedReplay {
  readonly id: string;
  /** When it was kept (ms since 1970). */
  readonly savedAt: number;
  /** A name per seat. */
  readonly names: readonly string[];
  /** Per seat, 'human' or a bot's level, when known. */
  readonly seats?: readonly string[];
  readonly players: number;
  readonly preset: string;
  /** Whether the deal reached its end (R6.2), and its Kaschlan (null: drawn, R6.7). */
  readonly over: boolean;
  readonly loser: number | null;
  /** The number of actions in the record. */
  readonly moves: number;
  /** Played here, or imported from a file. */
  readonly origin: 'played' | 'imported';
}

export type NewReplay = Omit<SavedReplay, 'id' | 'savedAt'> & { readonly savedAt?: number };

const isEntry = (x: unknown): x is SavedReplay => {
  if (typeof x !== 'object' || x === null) return false;
  const e = x as Record<string, unknown>;
  return (
    typeof e['id'] === 'string' &&
    typeof e['savedAt'] === 'number' &&
    Array.isArray(e['names']) &&
    e['names'].every((n) => typeof n === 'string') &&
    typeof e['players'] === 'number' &&
    typeof e['preset'] === 'string' &&
    typeof e['over'] === 'boolean' &&
    (e['loser'] === null || typeof e['loser'] === 'number') &&
    typeof e['moves'] === 'number' &&
    (e['origin'] === 'played' || e['origin'] === 'imported')
  );
};

function readIndex(storage: ReplayStorage): SavedReplay[] {
  try {
    const raw = JSON.parse(storage.getItem(INDEX) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** The kept games, newest first. */
export function listReplays(storage: ReplayStorage | null): SavedReplay[] {
  if (!storage) return [];
  return readIndex(storage).sort((a, b) => b.savedAt - a.savedAt || (a.id < b.id ? 1 : -1));
}

/** A kept game's record (parsed JSON, still to be checked by the engine), or null. */
export function loadRecord(storage: ReplayStorage | null, id: string): unknown {
  try {
    const text = storage?.getItem(PREFIX + id);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function deleteReplay(storage: ReplayStorage | null, id: string): void {
  if (!storage) return;
  try {
    storage.removeItem(PREFIX + id);
    storage.setItem(INDEX, JSON.stringify(readIndex(storage).filter((e) => e.id !== id)));
  } catch {
    // Nothing to do: the list shows what is there.
  }
}

let counter = 0;
const newId = (at: number): string =>
  `${at.toString(36)}${(counter++ % 1296).toString(36).padStart(2, '0')}${Math.floor(
    Math.random() * 1296,
  )
    .toString(36)
    .padStart(2, '0')}`;

/**
 * Keep a game: its record and its entry. The oldest games beyond MAX_KEPT are dropped, and
 * more of the oldest while the storage is full. Returns the entry, or null when it could not
 * be kept at all (no storage, or not even room for this one game).
 */
export function saveReplay(
  storage: ReplayStorage | null,
  record: unknown,
  entry: NewReplay,
): SavedReplay | null {
  if (!storage) return null;
  const savedAt = entry.savedAt ?? Date.now();
  const saved: SavedReplay = { ...entry, id: newId(savedAt), savedAt };
  const text = JSON.stringify(record);
  // Newest first; what falls beyond the cap goes.
  let kept = [saved, ...listReplays(storage)];
  for (const old of kept.slice(MAX_KEPT)) storage.removeItem(PREFIX + old.id);
  kept = kept.slice(0, MAX_KEPT);
  for (;;) {
    try {
      storage.setItem(PREFIX + saved.id, text);
      storage.setItem(INDEX, JSON.stringify(kept));
      return saved;
    } catch {
      // The quota is full: drop the oldest other game and try again.
      const oldest = kept.length > 1 ? kept[kept.length - 1] : undefined;
      if (!oldest) {
        storage.removeItem(PREFIX + saved.id);
        try {
          storage.setItem(INDEX, '[]');
        } catch {
          // Even an empty list does not fit: nothing more to do.
        }
        return null;
      }
      storage.removeItem(PREFIX + oldest.id);
      kept = kept.slice(0, -1);
    }
  }
}
