// The table's words in every language: each sentence translated (only key names may stay),
// cards named in full words of the page's language (and the German-faced pack in its own
// names), the log and the prompt told in the language, and Polish plurals.

import { viewFor } from '@kaschlan/engine';
import { afterEach, describe, expect, test } from 'vitest';
import { longName, rankPlural, shortName, suitName } from '../src/cards/names';
import { tableDe } from '../src/i18n/areas/table.de';
import { tableEn } from '../src/i18n/areas/table.en';
import { tablePl } from '../src/i18n/areas/table.pl';
import { tableSv } from '../src/i18n/areas/table.sv';
import { type Lang, setLang } from '../src/i18n/index';
import { type LogLine, logLines } from '../src/state/log';
import { promptFor } from '../src/state/prompt';
import { e1Defence, e1Start, play } from './support/e1';

const OTHERS = { de: tableDe, sv: tableSv, pl: tablePl } as const;

afterEach(() => setLang('en', false));

describe('the table’s catalogs', () => {
  test.each(Object.entries(OTHERS))('%s translates every text but the keys’ names', (_, c) => {
    const same = Object.entries(tableEn)
      .filter(([k, v]) => typeof v === 'string' && (c as Record<string, unknown>)[k] === v)
      .map(([k]) => k)
      .filter((k) => !k.startsWith('table.help.key'));
    expect(same).toEqual([]);
  });

  test('Polish counts take one, few and many', () => {
    expect([1, 2, 4, 5, 12, 22].map(tablePl['table.cards'])).toEqual([
      '1 karta',
      '2 karty',
      '4 karty',
      '5 kart',
      '12 kart',
      '22 karty',
    ]);
    expect(tablePl['table.log.drawCount']('Otto', false, 1)).toBe('Otto dobiera 1 kartę');
    expect(tablePl['table.log.discard'](6)).toBe('6 kart idzie na stos kart odrzuconych.');
    expect(tablePl['table.end.after'](2)).toMatch(/^Po 2 rozdaniach:/);
  });
});

describe('card names', () => {
  const names = async (lang: Lang) => {
    await setLang(lang, false);
    return [
      longName('8D', 'french'),
      longName('QD', 'french'),
      longName('JC', 'german'),
      rankPlural('8', 'french'),
      suitName('S', 'french'),
    ];
  };

  test.each([
    ['en', ['eight of diamonds', 'queen of diamonds, the Kaschlan', 'Unter of Eichel', 'eights']],
    ['de', ['Karo Acht', 'Karo Dame, der Kaschlan', 'Eichel-Unter', 'Achten']],
    ['sv', ['ruter åtta', 'ruter dam, Kaschlan', 'Eichel Unter', 'åttor']],
    ['pl', ['ósemka karo', 'dama karo, Kaschlan', 'Unter Eichel', 'ósemki']],
  ] as const)('in %s are full words', async (lang, expected) => {
    expect((await names(lang)).slice(0, 4)).toEqual(expected);
  });

  // A lone "O" or "U" says nothing in a button's text: the German courts by name (R1.5).
  test('in short, the German courts by name, the French by index and sign', () => {
    expect(['QD', 'JC', 'KH', 'AS', '8D'].map((c) => shortName(c, 'german'))).toEqual([
      'Schellen-Ober',
      'Eichel-Unter',
      'Herz-König',
      'Grün-Daus',
      'Schellen-8',
    ]);
    expect(['QD', '10S'].map((c) => shortName(c, 'french'))).toEqual(['Q♦', '10♠']);
  });

  test('the trump suit is named in the language', async () => {
    expect((await names('de'))[4]).toBe('Pik');
    expect((await names('sv'))[4]).toBe('spader');
  });
});

const text = (lines: LogLine[]) =>
  lines.map((l) => l.segments.map((s) => (typeof s === 'string' ? s : `[${s.card}]`)).join(''));
const names = ['Anna', 'Otto', 'Frieda'];

describe('the log and the prompt in another language', () => {
  test('German: you and the others, the cards where the grammar puts them', async () => {
    await setLang('de', false);
    const state = play(e1Defence(), { type: 'beat', seat: 2, attack: '8D', with: 'KD' });
    const lines = text(logLines(viewFor(state, 0).events, { name: (s) => names[s]!, me: 0 }));
    expect(lines[0]).toBe('Du gibst. Trumpf: [7S] liegt unter dem Talon.');
    expect(lines[1]).toBe('Otto greift Frieda an.');
    expect(lines[2]).toBe('Otto spielt [8S] [8D] aus');
    expect(lines.at(-1)).toBe('Frieda schlägt [8D] mit [KD]');
    expect(promptFor(viewFor(e1Start(), 1), (s) => names[s]!, 'french').text).toBe(
      'Dein Angriff auf Frieda: Spiel eine Karte aus oder mehrere eines Rangs.',
    );
  });

  test('Polish: names stay in the nominative', async () => {
    await setLang('pl', false);
    const lines = text(logLines(viewFor(e1Start(), 0).events, { name: (s) => names[s]!, me: 0 }));
    expect(lines).toEqual([
      'Rozdajesz. Atut: [7S] leży pod talonem.',
      'Otto atakuje, broni się Frieda.',
    ]);
    const state = play(e1Start(), { type: 'lead', seat: 1, cards: ['8D', '8S'] });
    expect(promptFor(viewFor(state, 0), (s) => names[s]!, 'french').text).toBe(
      'Dołóż ósemki do ataku (broni się Frieda) albo pasuj.',
    );
  });
});
