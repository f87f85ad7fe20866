// The first visit's welcome: a newcomer (nothing stored yet) who lands on the table is told
// what Kaschlan is before the first deal. It is remembered as seen as soon as it is shown, so
// it comes once. One who came in by another page (the tutorial, the rules, an invitation to a
// room) has found his way already: the table greets him with a deal.

import { signal } from '@preact/signals';
import { route } from './route';
import { hasStoredSettings } from './settings';

const KEY = 'kaschlan.welcomed.v1';

type Store = Pick<Storage, 'getItem'>;

/** A first visit: no welcome seen, and no settings stored (a player from before it has played). */
export function isFirstVisit(storage: Store | null): boolean {
  try {
    return storage !== null && storage.getItem(KEY) === null && !hasStoredSettings(storage);
  } catch {
    return false; // storage unavailable: better no welcome than one on every visit
  }
}

/** Whether the welcome is up: a first visit that opened on the table. */
export const welcoming = signal(
  route.value.screen === 'play' &&
    isFirstVisit(typeof localStorage === 'undefined' ? null : localStorage),
);

/** The welcome was shown: never again on this device. */
export function rememberWelcome(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(KEY, '1');
  } catch {
    // Private mode or a full quota: it may be shown again next time.
  }
}
