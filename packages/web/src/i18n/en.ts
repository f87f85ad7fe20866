// English: the source catalog, made of the areas' catalogs (areas/*.en.ts). Every key here
// must exist in every other language with the same shape (a string, or a function with the
// same parameters): `Catalog` makes a missing or misshapen key a type error. Keys are
// grouped by area: `menu.*`, `table.*`, `online.*`, `learn.*`, `tutorial.*`.

import { accountEn } from './areas/account.en';
import { learnEn } from './areas/learn.en';
import { onlineEn } from './areas/online.en';
import { playersEn } from './areas/players.en';
import { puzzlesEn } from './areas/puzzles.en';
import { quickEn } from './areas/quick.en';
import { reviewEn } from './areas/review.en';
import { tableEn } from './areas/table.en';
import { tutorialEn } from './areas/tutorial.en';
import { wordsEn } from './areas/words.en';
import { plural } from './plural';
import type { Shape } from './shape';

const p = (n: number, one: string, other: string) => plural('en', n, { one, other });

export const en = {
  'lang.name': 'English',
  'menu.open': 'Menu',
  'menu.play': 'Play against bots',
  'menu.quick': 'Play now',
  'menu.leaderboard': 'Leaderboard',
  'menu.account': 'Account',
  'menu.online': 'Play online',
  'menu.tutorial': 'Tutorial',
  'menu.rules': 'Rules',
  'menu.replays': 'Replays',
  'menu.language': 'Language',
  'table.cardsLeft': (n: number) => p(n, '# card left', '# cards left'),
  ...tableEn,
  ...onlineEn,
  ...learnEn,
  ...tutorialEn,
  ...reviewEn,
  ...accountEn,
  ...playersEn,
  ...quickEn,
  ...puzzlesEn,
  ...wordsEn,
};

/** What every language must provide. */
export type Catalog = Shape<typeof en>;
export type Key = keyof Catalog;
