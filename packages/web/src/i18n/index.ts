// The page's language: English, German, Swedish or Polish, from the settings (remembered)
// or else the browser's preferences. All text comes from the typed catalogs (en.ts is the
// source; a key missing in another catalog fails the type check). `t('menu.play')` gives a
// string; `t('table.cardsLeft')(3)` a function's result (plurals by the language's rules).
// English is in the first download; the other catalogs load on demand (a few KB each).

import { signal } from '@preact/signals';
import { type Catalog, en, type Key } from './en';
import type { Lang } from './plural';

export type { Lang } from './plural';
export const LANGS: readonly Lang[] = ['en', 'de', 'sv', 'pl'];
const KEY = 'kaschlan.lang';

const catalogs: Partial<Record<Lang, Catalog>> = { en };
export const lang = signal<Lang>('en');
const current = signal<Catalog>(en);

/** The text of `key` in the page's language (reading it subscribes a component). */
export function t<K extends Key>(key: K): Catalog[K] {
  return current.value[key];
}

/** The language stored, else the first of the browser's languages we speak, else English. */
export function preferredLang(
  stored: string | null,
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Lang {
  if (stored && (LANGS as readonly string[]).includes(stored)) return stored as Lang;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0] as Lang;
    if (LANGS.includes(base)) return base;
  }
  return 'en';
}

/** The catalog of `l` (loaded if need be), whatever the page's language is now. */
export async function catalogOf(l: Lang): Promise<Catalog> {
  const have = catalogs[l];
  if (have) return have;
  const c =
    l === 'de'
      ? (await import('./de')).de
      : l === 'sv'
        ? (await import('./sv')).sv
        : (await import('./pl')).pl;
  catalogs[l] = c;
  return c;
}

/** Switch the page to `l` (and remember the choice when `remember`). */
export async function setLang(l: Lang, remember = true): Promise<void> {
  const c = await catalogOf(l);
  current.value = c;
  lang.value = l;
  if (typeof document !== 'undefined') document.documentElement.lang = l;
  if (remember) {
    try {
      localStorage.setItem(KEY, l);
    } catch {
      // storage unavailable: the choice lasts for this visit
    }
  }
}

/** Before the first paint: the stored or browser language. */
export function initLang(): Promise<void> {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    stored = null;
  }
  return setLang(preferredLang(stored), false);
}
