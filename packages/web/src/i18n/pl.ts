// Polski: four plural forms (1 karta, 2–4 karty, 5–21 kart, 22–24 karty; fractions: other).

import { accountPl } from './areas/account.pl';
import { learnPl } from './areas/learn.pl';
import { onlinePl } from './areas/online.pl';
import { playersPl } from './areas/players.pl';
import { puzzlesPl } from './areas/puzzles.pl';
import { quickPl } from './areas/quick.pl';
import { reviewPl } from './areas/review.pl';
import { tablePl } from './areas/table.pl';
import { tutorialPl } from './areas/tutorial.pl';
import { wordsPl } from './areas/words.pl';
import type { Catalog } from './en';
import { plural } from './plural';

const p = (n: number, one: string, few: string, many: string) =>
  plural('pl', n, { one, few, many, other: few });

export const pl: Catalog = {
  'lang.name': 'Polski',
  'menu.open': 'Menu',
  'menu.play': 'Graj z botami',
  'menu.quick': 'Graj teraz',
  'menu.leaderboard': 'Ranking',
  'menu.account': 'Konto',
  'menu.online': 'Graj online',
  'menu.tutorial': 'Samouczek',
  'menu.rules': 'Zasady',
  'menu.replays': 'Powtórki',
  'menu.language': 'Język',
  'table.cardsLeft': (n: number) => p(n, 'została # karta', 'zostały # karty', 'zostało # kart'),
  ...tablePl,
  ...onlinePl,
  ...learnPl,
  ...tutorialPl,
  ...reviewPl,
  ...accountPl,
  ...playersPl,
  ...quickPl,
  ...puzzlesPl,
  ...wordsPl,
};
