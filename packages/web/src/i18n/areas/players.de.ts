// The players screens' words (issue 13), German.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { playersEn } from './players.en';

const p = (n: number, one: string, other: string) => plural('de', n, { one, other });

export const playersDe: Shape<typeof playersEn> = {
  'players.rated': 'gewertet',
  'players.casual': 'ungewertet',
  'players.create.rating': 'Wertung',
  'players.create.rated': 'Gewertet',
  'players.create.casual': 'Ungewertet',
  'players.create.ratingNote':
    'Die Spiele eines gewerteten Tisches ändern die Wertungszahlen der Leute am Tisch; die eines ungewerteten ändern nichts.',
  'players.create.privateCasual':
    'Ein privater Raum ist ungewertet: Wertungen gibt es in Räumen der Lobby und bei „Jetzt spielen“.',
  'players.end.yourRating': 'Deine Wertung',

  'players.loading': 'Wird geladen …',
  'players.failed': (why: string) => `Das ließ sich nicht laden: ${why}`,
  'players.overall': 'Gesamt',
  'players.count': (n: number) => `${n} Spieler`,
  'players.rating': 'Wertungszahl',
  'players.deals': 'Gewertete Spiele',
  'players.dealsShort': 'Spiele',

  'players.profile.title': (name: string) => `Profil von ${name}`,
  'players.profile.none': 'Einen Spieler dieses Namens gibt es nicht.',
  'players.profile.account': 'Konto',
  'players.profile.guest': 'Gast',
  'players.profile.ratings': 'Wertungszahlen',
  'players.profile.noRatings': 'Noch keine gewerteten Spiele.',
  'players.profile.players': 'Spieler',
  'players.profile.spread': 'Unsicherheit (±)',
  'players.profile.conservative': 'Sicher mindestens',
  'players.profile.history': 'Verlauf der Wertungszahl',
  'players.profile.plot': (from: number, to: number, n: number) =>
    `Gesamtwertung über ${p(n, '# gewertetes Spiel', '# gewertete Spiele')}, von ${from} auf ${to}`,
  'players.profile.asTable': 'Der Verlauf als Tabelle',
  'players.profile.when': 'Wann',
  'players.profile.after': 'Wertung bei dieser Spielerzahl danach',
  'players.profile.overallAfter': 'Gesamt danach',
  'players.profile.stats': 'Nach Spielerzahl',
  'players.profile.kaschlan': 'Mal Kaschlan',
  'players.profile.averagePlace': 'Durchschnittlicher Platz',
  'players.profile.recent': 'Letzte gewertete Runden',
  'players.profile.noRecent': 'Noch keine.',
  'players.profile.place': 'Platz',
  'players.profile.placeOf': (place: number, players: number) => `${place} von ${players}`,
  'players.profile.kaschlanMark': 'der Kaschlan',
  'players.profile.with': 'Mit',
  'players.profile.replay': 'Wiederholung',
  'players.profile.replayOf': (when: string) => `Wiederholung der Runde vom ${when}`,

  'players.board.title': 'Bestenliste',
  'players.board.which': 'Wertung für',
  'players.board.rank': 'Rang',
  'players.board.name': 'Spieler',
  'players.board.rating': 'Wertung (sicher mindestens)',
  'players.board.mean': 'Wertungszahl',
  'players.board.empty': 'Hier steht noch niemand.',
  'players.board.note': (min: number) =>
    `Geordnet nach der Wertung, die ein Spieler sehr wahrscheinlich mindestens hat (seine Wertungszahl weniger dreimal ihre Unsicherheit); aufgeführt ab ${p(min, '# gewerteten Runde', '# gewerteten Runden')}. Neue Spieler beginnen bei 1.500.`,
};
