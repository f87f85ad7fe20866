// The languages: typed catalogs (a missing key is a type error, checked by `npm run
// typecheck`, which covers this file), the same keys and shapes at run time, plural rules
// of each language, and the choice of language.

import { describe, expect, it } from 'vitest';
import { de } from '../src/i18n/de';
import { type Catalog, en } from '../src/i18n/en';
import { preferredLang } from '../src/i18n/index';
import { pl } from '../src/i18n/pl';
import { sv } from '../src/i18n/sv';

// @ts-expect-error a catalog without every key does not type-check
const broken: Catalog = { 'lang.name': 'Broken' };
void broken;

const all = { en, de, sv, pl } as const;

describe('catalogs', () => {
  it('have the same keys and shapes in every language', () => {
    const keys = Object.keys(en).sort();
    for (const [name, c] of Object.entries(all)) {
      expect(Object.keys(c).sort(), name).toEqual(keys);
      for (const k of keys) {
        const a = en[k as keyof Catalog];
        const b = c[k as keyof Catalog];
        expect(typeof b, `${name} ${k}`).toBe(typeof a);
        if (typeof a === 'function')
          expect((b as () => string).length, `${name} ${k}`).toBe(a.length);
        if (typeof b === 'string') expect(b.trim(), `${name} ${k}`).not.toBe('');
      }
    }
  });

  it('use each language’s plural rules', () => {
    expect([1, 2, 5].map(en['table.cardsLeft'])).toEqual([
      '1 card left',
      '2 cards left',
      '5 cards left',
    ]);
    expect([1, 2].map(de['table.cardsLeft'])).toEqual(['noch 1 Karte', 'noch 2 Karten']);
    // Polish: 1 karta, 2–4 karty, 5–21 kart, 22–24 karty.
    expect([1, 2, 5, 12, 22, 25].map(pl['table.cardsLeft'])).toEqual([
      'została 1 karta',
      'zostały 2 karty',
      'zostało 5 kart',
      'zostało 12 kart',
      'zostały 22 karty',
      'zostało 25 kart',
    ]);
  });
});

describe('the language chosen', () => {
  it('is the stored one, else the browser’s first we speak, else English', () => {
    expect(preferredLang('sv', ['de-DE'])).toBe('sv');
    expect(preferredLang(null, ['fr-FR', 'pl-PL', 'de'])).toBe('pl');
    expect(preferredLang('xx', ['de-AT'])).toBe('de');
    expect(preferredLang(null, ['fr'])).toBe('en');
  });
});
