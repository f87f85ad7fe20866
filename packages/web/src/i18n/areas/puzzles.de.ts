// The puzzles screen's words (issue 25).

import type { Shape } from '../shape';
import type { puzzlesEn } from './puzzles.en';

export const puzzlesDe: Shape<typeof puzzlesEn> = {
  'puzzles.menu': 'Aufgaben',
  'puzzles.title': 'Aufgaben',
  'puzzles.loading': 'Die Aufgaben werden geladen …',
  'puzzles.failed':
    'Die Aufgaben konnten nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.',
  'puzzles.retry': 'Noch einmal versuchen',
  'puzzles.findWin': 'Finde den einzigen Zug, mit dem du nicht der Kaschlan wirst.',
  'puzzles.findDraw': 'Finde den einzigen Zug, der das Spiel noch unentschieden hält.',
  'puzzles.more': 'Richtig. Jetzt der nächste Zug: wieder gibt es nur einen.',
  'puzzles.reply': 'Dein Gegner antwortet …',
  'puzzles.solved': 'Gelöst! Jeder andere Zug hätte verloren.',
  'puzzles.wrong': (move: string) => `${move} verliert.`,
  'puzzles.refuted': (reply: string) => `Dein Gegner antwortet: ${reply}.`,
  'puzzles.solution': (line: string) => `Der einzige Weg: ${line}.`,
  'puzzles.next': 'Nächste Aufgabe',
  'puzzles.daily': 'Aufgabe des Tages',
  'puzzles.dailyTag': 'Die Aufgabe des Tages, für alle dieselbe',
  'puzzles.theme': 'Thema',
  'puzzles.allThemes': 'Alle Themen',
  'puzzles.streak': (n: number) => `Serie ${n}`,
  'puzzles.best': (n: number) => `beste ${n}`,
  'puzzles.count': (solved: number, all: number) => `${solved} von ${all} gelöst`,
  'puzzles.rating': (n: number) => `Aufgaben-Wertungszahl ${n}`,
  'puzzles.ratingLocal': 'in diesem Browser gespeichert',
  'puzzles.theme.unbeatable-lead': 'Unschlagbar ausspielen',
  'puzzles.theme.counting': 'Den Ablagestapel zählen',
  'puzzles.theme.queen-spent': 'Die Kaschlan-Karte spielen',
  'puzzles.theme.queen-kept': 'Die Kaschlan-Karte behalten',
  'puzzles.theme.self-attack': 'Selbstangriff',
  'puzzles.theme.take': 'Absichtlich aufnehmen',
  'puzzles.theme.last-trump': 'Der letzte Trumpf',
  'puzzles.theme.trump-card': 'Wer die Trumpfkarte zieht',
  'puzzles.theme.draw': 'Das Unentschieden retten',
};
