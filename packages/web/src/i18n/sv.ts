// Svenska.

import { accountSv } from './areas/account.sv';
import { learnSv } from './areas/learn.sv';
import { onlineSv } from './areas/online.sv';
import { playersSv } from './areas/players.sv';
import { puzzlesSv } from './areas/puzzles.sv';
import { quickSv } from './areas/quick.sv';
import { reviewSv } from './areas/review.sv';
import { tableSv } from './areas/table.sv';
import { tutorialSv } from './areas/tutorial.sv';
import { wordsSv } from './areas/words.sv';
import type { Catalog } from './en';
import { plural } from './plural';

const p = (n: number, one: string, other: string) => plural('sv', n, { one, other });

export const sv: Catalog = {
  'lang.name': 'Svenska',
  'menu.open': 'Meny',
  'menu.play': 'Spela mot botar',
  'menu.quick': 'Spela nu',
  'menu.leaderboard': 'Topplista',
  'menu.account': 'Konto',
  'menu.online': 'Spela online',
  'menu.tutorial': 'Introduktion',
  'menu.rules': 'Regler',
  'menu.replays': 'Repriser',
  'menu.language': 'Språk',
  'table.cardsLeft': (n: number) => p(n, '# kort kvar', '# kort kvar'),
  ...tableSv,
  ...onlineSv,
  ...learnSv,
  ...tutorialSv,
  ...reviewSv,
  ...accountSv,
  ...playersSv,
  ...quickSv,
  ...puzzlesSv,
  ...wordsSv,
};
