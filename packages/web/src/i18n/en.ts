// English: the source catalog. Every key here must exist in every other catalog with the same
// shape (a string, or a function with the same parameters): `Catalog` below makes a missing
// or misshapen key a type error. Keys are grouped by screen: `menu.*`, `table.*`, ...

import { plural } from './plural';

const p = (n: number, one: string, other: string) => plural('en', n, { one, other });

export const en = {
  'lang.name': 'English',
  'menu.open': 'Menu',
  'menu.play': 'Play against bots',
  'menu.online': 'Play online',
  'menu.tutorial': 'Tutorial',
  'menu.rules': 'Rules',
  'menu.replays': 'Replays',
  'menu.language': 'Language',
  'table.cardsLeft': (n: number) => p(n, '# card left', '# cards left'),
};

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };
/** What every language must provide. */
export type Catalog = Shape<typeof en>;
export type Key = keyof Catalog;
