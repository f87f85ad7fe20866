// The online screens' words in every language: each error code of the protocol (and the
// page's own) has a sentence of ours, an engine refusal keeps the server's sentence, and the
// counts on the screens follow each language's plural rules.

import { ERROR_CODES } from '@kaschlan/engine';
import { PROTOCOL_ERRORS } from '@kaschlan/protocol';
import { afterAll, describe, expect, test } from 'vitest';
import { onlineDe } from '../src/i18n/areas/online.de';
import { onlineEn } from '../src/i18n/areas/online.en';
import { onlinePl } from '../src/i18n/areas/online.pl';
import { onlineSv } from '../src/i18n/areas/online.sv';
import { LANGS, setLang } from '../src/i18n/index';
import { problemText, sentence } from '../src/online/words';

const SERVER_SAYS = 'the server’s own words';

describe('a refusal', () => {
  afterAll(() => setLang('en', false));

  test.each(LANGS)('is worded in %s for every protocol code and the page’s own', async (lang) => {
    await setLang(lang, false);
    for (const code of [...PROTOCOL_ERRORS, 'INVALID_PLAYERS', 'OFFLINE', 'UNREACHABLE']) {
      const text = problemText({ code, message: SERVER_SAYS });
      expect(text, code).not.toContain(SERVER_SAYS);
      expect(text.trim(), code).not.toBe('');
    }
    expect(problemText({ code: 'TOO_LONG', message: SERVER_SAYS })).toMatch(/300/);
    expect(problemText({ code: 'HTTP', message: SERVER_SAYS, status: 502 })).toMatch(/502/);
  });

  test('of an action by the engine keeps the server’s sentence', () => {
    for (const code of ERROR_CODES.filter(
      (c) => !(PROTOCOL_ERRORS as readonly string[]).includes(c),
    ))
      expect(problemText({ code, message: 'you can beat, so you must (R4.3)' })).toBe(
        'You can beat, so you must (R4.3).',
      );
  });

  test('from the server reads as a sentence', () => {
    expect(sentence('the deal is over')).toBe('The deal is over.');
    expect(sentence('Too fast!')).toBe('Too fast!');
  });
});

describe('counts', () => {
  test('follow each language’s plural rules', () => {
    const open = [1, 2, 5].map((n) => onlineEn['online.lobby.openSeats'](n));
    expect(open).toEqual(['1 open seat', '2 open seats', '5 open seats']);
    expect([1, 3].map((n) => onlineDe['online.lobby.openSeats'](n))).toEqual([
      '1 freier Platz',
      '3 freie Plätze',
    ]);
    expect([1, 2].map((n) => onlineSv['online.lobby.openSeats'](n))).toEqual([
      '1 ledig plats',
      '2 lediga platser',
    ]);
    // Polish: 1 wolne miejsce, 2–4 wolne miejsca, 5–21 wolnych miejsc, 22 wolne miejsca.
    expect([1, 2, 5, 22].map((n) => onlinePl['online.lobby.openSeats'](n))).toEqual([
      '1 wolne miejsce',
      '2 wolne miejsca',
      '5 wolnych miejsc',
      '22 wolne miejsca',
    ]);
    expect([1, 2, 5].map((n) => onlinePl['online.lobby.spectators'](n))).toEqual([
      '1 widz',
      '2 widzów',
      '5 widzów',
    ]);
    expect([2, 5].map((n) => onlineEn['online.lobby.spectators'](n))).toEqual([
      '2 spectators',
      '5 spectators',
    ]);
    expect([1, 5].map((n) => onlineEn['online.facts.deals'](n))).toEqual([
      '1 deal played',
      '5 deals played',
    ]);
    expect([1, 2, 5].map((n) => onlinePl['online.facts.deals'](n))).toEqual([
      '1 rozdanie rozegrane',
      '2 rozdania rozegrane',
      '5 rozdań rozegranych',
    ]);
    expect([3, 5].map((n) => onlinePl['online.create.people'](n).split(':')[0])).toEqual([
      '3 osoby',
      '5 osób',
    ]);
  });
});
