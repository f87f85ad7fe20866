// The puzzles screen's words (issue 25).

import type { Shape } from '../shape';
import type { puzzlesEn } from './puzzles.en';

export const puzzlesPl: Shape<typeof puzzlesEn> = {
  'puzzles.menu': 'Zadania',
  'puzzles.title': 'Zadania',
  'puzzles.loading': 'Wczytywanie zadań…',
  'puzzles.failed': 'Nie udało się wczytać zadań. Sprawdź połączenie i spróbuj ponownie.',
  'puzzles.retry': 'Spróbuj ponownie',
  'puzzles.findWin': 'Znajdź jedyny ruch, po którym nie zostaniesz Kaschlanem.',
  'puzzles.findDraw': 'Znajdź jedyny ruch, który jeszcze daje remis.',
  'puzzles.more': 'Dobrze. Teraz następny ruch: znów jest tylko jeden.',
  'puzzles.reply': 'Przeciwnik odpowiada…',
  'puzzles.solved': 'Rozwiązane! Każdy inny ruch przegrywał.',
  'puzzles.wrong': (move: string) => `${move} przegrywa.`,
  'puzzles.refuted': (reply: string) => `Przeciwnik odpowiada: ${reply}.`,
  'puzzles.solution': (line: string) => `Jedyna droga: ${line}.`,
  'puzzles.next': 'Następne zadanie',
  'puzzles.daily': 'Zadanie dnia',
  'puzzles.dailyTag': 'Zadanie dnia, to samo dla wszystkich',
  'puzzles.theme': 'Motyw',
  'puzzles.allThemes': 'Wszystkie motywy',
  'puzzles.streak': (n: number) => `Seria ${n}`,
  'puzzles.best': (n: number) => `najlepsza ${n}`,
  'puzzles.count': (solved: number, all: number) => `rozwiązane: ${solved} z ${all}`,
  'puzzles.rating': (n: number) => `Ranking zadań ${n}`,
  'puzzles.ratingLocal': 'zapisany w tej przeglądarce',
  'puzzles.theme.unbeatable-lead': 'Wyjście nie do pobicia',
  'puzzles.theme.counting': 'Liczenie odrzuconych kart',
  'puzzles.theme.queen-spent': 'Zagranie karty Kaschlan',
  'puzzles.theme.queen-kept': 'Zachowanie karty Kaschlan',
  'puzzles.theme.self-attack': 'Samoatak',
  'puzzles.theme.take': 'Branie kart celowo',
  'puzzles.theme.last-trump': 'Ostatni atut',
  'puzzles.theme.trump-card': 'Kto dobierze kartę atutową',
  'puzzles.theme.draw': 'Ratowanie remisu',
};
