// Deutsch.

import { accountDe } from './areas/account.de';
import { learnDe } from './areas/learn.de';
import { onlineDe } from './areas/online.de';
import { playersDe } from './areas/players.de';
import { puzzlesDe } from './areas/puzzles.de';
import { quickDe } from './areas/quick.de';
import { reviewDe } from './areas/review.de';
import { tableDe } from './areas/table.de';
import { tutorialDe } from './areas/tutorial.de';
import { wordsDe } from './areas/words.de';
import type { Catalog } from './en';
import { plural } from './plural';

const p = (n: number, one: string, other: string) => plural('de', n, { one, other });

export const de: Catalog = {
  'lang.name': 'Deutsch',
  'menu.open': 'Menü',
  'menu.play': 'Gegen Bots spielen',
  'menu.quick': 'Jetzt spielen',
  'menu.leaderboard': 'Bestenliste',
  'menu.account': 'Konto',
  'menu.online': 'Online spielen',
  'menu.tutorial': 'Einführung',
  'menu.rules': 'Regeln',
  'menu.replays': 'Wiederholungen',
  'menu.language': 'Sprache',
  'table.cardsLeft': (n: number) => p(n, 'noch # Karte', 'noch # Karten'),
  ...tableDe,
  ...onlineDe,
  ...learnDe,
  ...tutorialDe,
  ...reviewDe,
  ...accountDe,
  ...playersDe,
  ...quickDe,
  ...puzzlesDe,
  ...wordsDe,
};
