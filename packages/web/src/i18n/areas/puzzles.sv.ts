// The puzzles screen's words (issue 25).

import type { Shape } from '../shape';
import type { puzzlesEn } from './puzzles.en';

export const puzzlesSv: Shape<typeof puzzlesEn> = {
  'puzzles.menu': 'Problem',
  'puzzles.title': 'Problem',
  'puzzles.loading': 'Problemen laddas …',
  'puzzles.failed': 'Problemen kunde inte laddas. Kontrollera anslutningen och försök igen.',
  'puzzles.retry': 'Försök igen',
  'puzzles.findWin': 'Hitta det enda draget som gör att du inte blir Kaschlan.',
  'puzzles.findDraw': 'Hitta det enda draget som fortfarande ger oavgjort.',
  'puzzles.more': 'Rätt. Nu nästa drag: återigen finns bara ett.',
  'puzzles.reply': 'Din motståndare svarar …',
  'puzzles.solved': 'Löst! Alla andra drag förlorade.',
  'puzzles.wrong': (move: string) => `${move} förlorar.`,
  'puzzles.refuted': (reply: string) => `Din motståndare svarar: ${reply}.`,
  'puzzles.solution': (line: string) => `Den enda vägen: ${line}.`,
  'puzzles.next': 'Nästa problem',
  'puzzles.daily': 'Dagens problem',
  'puzzles.dailyTag': 'Dagens problem, samma för alla',
  'puzzles.theme': 'Tema',
  'puzzles.allThemes': 'Alla teman',
  'puzzles.streak': (n: number) => `Svit ${n}`,
  'puzzles.best': (n: number) => `bästa ${n}`,
  'puzzles.count': (solved: number, all: number) => `${solved} av ${all} lösta`,
  'puzzles.rating': (n: number) => `Problemranking ${n}`,
  'puzzles.ratingLocal': 'sparad i den här webbläsaren',
  'puzzles.theme.unbeatable-lead': 'Ospelbar utspelning',
  'puzzles.theme.counting': 'Räkna kasthögen',
  'puzzles.theme.queen-spent': 'Spela Kaschlankortet',
  'puzzles.theme.queen-kept': 'Behålla Kaschlankortet',
  'puzzles.theme.self-attack': 'Självattack',
  'puzzles.theme.take': 'Ta upp med flit',
  'puzzles.theme.last-trump': 'Den sista trumfen',
  'puzzles.theme.trump-card': 'Vem som drar trumfkortet',
  'puzzles.theme.draw': 'Rädda oavgjort',
};
