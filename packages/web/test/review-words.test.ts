// The words of hints and the review in every language: each kind of the bots' reasons said in
// English, German, Swedish and Polish with its cards named (English as the bots' own
// reasonText says it), actions as the table names them, counts in the language's plural forms
// and number format, chances as the language writes a percentage.

import { reasonText as botsText, type Reason } from '@kaschlan/bots';
import type { Action } from '@kaschlan/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { actionText, estimateNote, percent } from '../src/hint/format';
import { reasonText } from '../src/hint/reasons';
import { setLang } from '../src/i18n';
import type { Lang } from '../src/i18n/plural';

/** Every kind of reason, and each variant that changes the words. */
const REASONS: readonly Reason[] = [
  { kind: 'onlyMove' },
  { kind: 'endgameSolved', result: 'win' },
  { kind: 'endgameSolved', result: 'draw' },
  { kind: 'endgameSolved', result: 'loss' },
  { kind: 'cheapestBeat', card: '8S', attack: '7S' },
  { kind: 'beatsAll' },
  { kind: 'keepsTrump', cards: ['AH'] },
  { kind: 'keepsTrump', cards: ['AH', 'KH'] },
  { kind: 'takes', why: 'cannotBeat' },
  { kind: 'takes', why: 'keepsCards' },
  { kind: 'leadsLow', cards: ['7C'] },
  { kind: 'leadsLow', cards: ['7C', '7D'] },
  { kind: 'leadsSeveral', cards: ['9C', '9D'] },
  { kind: 'unbeatable', cards: ['AS'] },
  { kind: 'unbeatable', cards: ['AS', 'AC'] },
  { kind: 'selfAttack', card: '8C', with: 'AC' },
  { kind: 'coachman', card: 'KC' },
  { kind: 'holdsBack', cards: ['10S'] },
  { kind: 'holdsBack', cards: ['10S', 'JS'] },
  { kind: 'endsBout' },
  { kind: 'searchPrefers', lossChance: 0.3, visits: 21_649 },
  { kind: 'searchPrefers', lossChance: 0.07, visits: 1 },
];

const LANGS: readonly Lang[] = ['en', 'de', 'sv', 'pl'];

afterAll(() => setLang('en', false));

describe('the bots’ reasons in words', () => {
  it('in English say what the bots’ reasonText says, as a sentence with counts grouped', async () => {
    await setLang('en', false);
    for (const r of REASONS) {
      // One simulated deal is singular here (the bots' English says "1 simulated deals").
      if (r.kind === 'searchPrefers' && r.visits === 1) {
        expect(reasonText(r, 'french')).toBe('Loses about 7% of 1 simulated deal');
        continue;
      }
      const bots = botsText(r).replace(/\b\d{4,}\b/g, (n) => Number(n).toLocaleString('en'));
      expect(reasonText(r, 'french'), r.kind).toBe(bots.charAt(0).toUpperCase() + bots.slice(1));
    }
  });

  it.each(LANGS)('every kind is said in %s, its cards named and its rules cited', async (lang) => {
    await setLang('en', false);
    const english = REASONS.map((r) => reasonText(r, 'french'));
    await setLang(lang, false);
    REASONS.forEach((r, i) => {
      const text = reasonText(r, 'french');
      expect(text, r.kind).not.toMatch(/undefined|\{\d\}|NaN/);
      expect(text.charAt(0), r.kind).toBe(text.charAt(0).toUpperCase());
      if (lang !== 'en') expect(text, r.kind).not.toBe(english[i]);
      // The same cards and the same rule numbers in every language.
      for (const cited of english[i]!.match(/[\dJQKA]+[♣♠♥♦]|R\d\.\d/g) ?? [])
        expect(text, r.kind).toContain(cited);
    });
  });

  it('name the cards in the chosen face and lists in the language', async () => {
    await setLang('de', false);
    expect(reasonText({ kind: 'keepsTrump', cards: ['AH', 'KH'] }, 'german')).toBe(
      'Behält die Trümpfe Herz-Daus und Herz-König',
    );
    await setLang('sv', false);
    expect(reasonText({ kind: 'holdsBack', cards: ['10S', 'JS', 'QS'] }, 'french')).toBe(
      'Sparar 10♠, J♠ och Q♠ till senare',
    );
  });
});

describe('actions, counts and chances in each language', () => {
  const beat: Action = { type: 'beat', seat: 2, attack: '8D', with: 'KD' };

  it('name an action as the table’s buttons do', async () => {
    const said: Record<string, string> = {};
    for (const lang of LANGS) {
      await setLang(lang, false);
      said[lang] =
        `${actionText(beat, 'defend', 'french')} | ${actionText({ type: 'take', seat: 2 }, 'defend', 'french')}`;
    }
    expect(said).toEqual({
      en: 'Beat 8♦ with K♦ | Take the cards',
      de: '8♦ mit K♦ schlagen | Karten aufnehmen',
      sv: 'Slå 8♦ med K♦ | Ta upp korten',
      pl: 'Przebij 8♦ kartą K♦ | Weź karty',
    });
  });

  it('count simulated deals in the language’s plural forms and number format', async () => {
    const note = (visits: number) =>
      estimateNote({ action: beat, lossChance: 0.2, visits, exact: false });
    const nb = '\u00a0';
    await setLang('en', false);
    expect([1, 2, 25_282].map(note)).toEqual([
      '1 simulated deal',
      '2 simulated deals',
      '25,282 simulated deals',
    ]);
    await setLang('de', false);
    expect([1, 25_282].map(note)).toEqual(['1 simuliertes Spiel', '25.282 simulierte Spiele']);
    await setLang('sv', false);
    expect([1, 25_282].map(note)).toEqual(['1 simulerad giv', `25${nb}282 simulerade givar`]);
    // Polish: 1 rozdanie, 2–4 rozdania, 5–21 rozdań, 22–24 rozdania.
    await setLang('pl', false);
    expect([1, 2, 5, 12, 22, 25_282].map(note)).toEqual([
      '1 symulowane rozdanie',
      '2 symulowane rozdania',
      '5 symulowanych rozdań',
      '12 symulowanych rozdań',
      '22 symulowane rozdania',
      `25${nb}282 symulowane rozdania`,
    ]);
  });

  it('write a chance as the language writes a percentage', async () => {
    const nb = '\u00a0';
    await setLang('en', false);
    expect([0.3, 0.004, 0.996].map(percent)).toEqual(['30%', '<1%', '>99%']);
    await setLang('de', false);
    expect([0.3, 0.004].map(percent)).toEqual([`30${nb}%`, `<1${nb}%`]);
    await setLang('pl', false);
    expect(percent(0.3)).toBe('30%');
  });
});
