// Look-alike names (issue 24): nobody may pass for another player, or for the table itself,
// by a name that only looks the same. Names are compared by their confusable skeleton
// (Unicode's UTS #39) after NFKC, blind to case; invisible marks, fillers and variation
// selectors are refused outright; the names the table gives itself are refused in any
// look-alike form, as an account's new name and as a seat's name alike.

import { afterAll, beforeAll, describe, expect, it, test } from 'vitest';
import type { Server } from '../src/app';
import { nameKey } from '../src/players/names';
import { Person } from './support/browser-like';
import { TestClient } from './support/client';
import { createRoom, testServer } from './support/server';

let server: Server;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.close());

const rename = (p: Person, name: string) => p.call('PATCH', '/api/me', { name });

describe("another player's name in a look-alike form", () => {
  let anna: Person;
  beforeAll(async () => {
    anna = new Person(server.url);
    expect((await rename(anna, 'Anna')).status).toBe(200);
    await anna.call('POST', '/api/account/password', { password: 'correct horse' });
  });

  test.each([
    ['Cyrillic А', '\u0410nna'],
    ['Greek Α', '\u0391nna'],
    ['Cyrillic capitals', '\u0410NN\u0410'],
    ['fullwidth letters', '\uFF21\uFF4E\uFF4E\uFF41'],
    ['mathematical letters', '\u{1D400}\u{1D427}\u{1D427}\u{1D41A}'],
  ])('%s (%j) is taken (409 NAME_TAKEN)', async (_what, name) => {
    const answer = await rename(new Person(server.url), name);
    expect([answer.status, answer.body['code']]).toEqual([409, 'NAME_TAKEN']);
  });

  test.each([
    ['a combining grapheme joiner', 'Anna\u034F'],
    ['a variation selector', 'Anna\uFE0F'],
    ['a variation selector (supplement)', 'Anna\u{E0100}'],
    ['a Hangul filler', 'Anna\u3164'],
    ['a halfwidth Hangul filler', 'Anna\uFFA0'],
    ['a blank Braille pattern', 'Anna\u2800'],
    ['a Mongolian variation selector', 'Anna\u180B'],
    ['nothing but a filler', '\u3164'],
  ])('with %s (%j) is refused (400 BAD_MESSAGE)', async (_what, name) => {
    const answer = await rename(new Person(server.url), name);
    expect([answer.status, answer.body['code']]).toEqual([400, 'BAD_MESSAGE']);
  });

  it('signs nobody in as another: the look-alike finds Anna, whose password it needs', async () => {
    const wrong = await new Person(server.url).call('POST', '/api/signin/password', {
      name: '\u0410nna',
      password: 'a guess at it',
    });
    expect(wrong.status).toBe(401);
    const profile = await fetch(`${server.url}/api/players/${encodeURIComponent('\u0410nna')}`);
    expect(((await profile.json()) as { name: string }).name).toBe('Anna');
  });

  it('leaves names that only share letters free: Hanna, Ánna, Anna 2', async () => {
    for (const name of ['Hanna', '\u00C1nna', 'Anna 2'])
      expect((await rename(new Person(server.url), name)).status).toBe(200);
  });
});

describe("the table's own names in a look-alike form", () => {
  const LOOKALIKES = [
    ['fullwidth', '\uFF25\uFF41\uFF53\uFF59 bot'],
    ['Cyrillic Е', '\u0415asy bot'],
    ['Cyrillic Ѕ and о', '\u0405pectat\u043Er'],
    ['l for 1', 'Seat l'],
    ['O for 0', 'Seat 1O'],
    ['capital I for l', 'DeIeted pIayer'],
    ['Greek Η', '\u0397ard bot'],
  ];

  test.each(LOOKALIKES)('%s (%j) is refused as a new name (400 BAD_MESSAGE)', async (_w, name) => {
    const answer = await rename(new Person(server.url), name);
    expect([answer.status, answer.body['code']]).toEqual([400, 'BAD_MESSAGE']);
  });

  test.each(LOOKALIKES)('%s (%j) is refused as a seat name (BAD_MESSAGE)', async (_w, name) => {
    const id = await createRoom(server.url, { seats: ['human', 'human'], rated: false });
    const client = await TestClient.connect(server.url);
    try {
      await client.request({ type: 'hello', room: id }, 'welcome');
      const reply = await client.request({ type: 'sit', seat: 0, name }, 'seated');
      expect(reply.type === 'error' ? reply.code : reply.type).toBe('BAD_MESSAGE');
    } finally {
      await client.close();
    }
  });
});

describe('the key names are compared by', () => {
  test.each([
    ['Anna', 'ANNA'],
    ['Anna', '\u0410nna'],
    ['Hans', '\u041Dans'],
    ['Bob', '\u0412\u043Eb'],
    ['Bill', 'BiII'],
    ['Tom', '\u0422om'],
    ['Eve', 'E\u03BDe'],
    ['m', 'rn'],
    ['Stra\u00DFe', 'STRASSE'],
    ['Easy bot', '\uFF25\uFF41\uFF53\uFF59 bot'],
  ])('%j and %j are one name', (a, b) => {
    expect(nameKey(b)).toBe(nameKey(a));
  });

  test.each([
    ['Anna', '\u00C1nna'],
    ['Anna', 'Hanna'],
    ['Lena', 'Lina'],
  ])('%j and %j are two', (a, b) => {
    expect(nameKey(b)).not.toBe(nameKey(a));
  });
});
