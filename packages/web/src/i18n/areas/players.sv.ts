// The players screens' words (issue 13), Swedish.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { playersEn } from './players.en';

const p = (n: number, one: string, other: string) => plural('sv', n, { one, other });

export const playersSv: Shape<typeof playersEn> = {
  'players.rated': 'rankad',
  'players.casual': 'orankad',
  'players.create.rating': 'Ranking',
  'players.create.rated': 'Rankad',
  'players.create.casual': 'Orankad',
  'players.create.ratingNote':
    'Givarna vid ett rankat bord ändrar rankingen för personerna vid bordet; vid ett orankat bord ändras ingenting.',
  'players.create.privateCasual':
    'Ett privat rum är orankat: rankingen ändras i rum i lobbyn och i snabbspel.',
  'players.end.yourRating': 'Din ranking',

  'players.loading': 'Laddar …',
  'players.failed': (why: string) => `Det gick inte att ladda: ${why}`,
  'players.overall': 'Totalt',
  'players.count': (n: number) => `${n} spelare`,
  'players.rating': 'Ranking',
  'players.deals': 'Rankade givar',
  'players.dealsShort': 'Givar',

  'players.profile.title': (name: string) => `Profil för ${name}`,
  'players.profile.none': 'Det finns ingen spelare med det namnet.',
  'players.profile.account': 'Konto',
  'players.profile.guest': 'Gäst',
  'players.profile.ratings': 'Rankingar',
  'players.profile.noRatings': 'Inga rankade givar än.',
  'players.profile.players': 'Spelare',
  'players.profile.spread': 'Osäkerhet (±)',
  'players.profile.conservative': 'Säkert minst',
  'players.profile.history': 'Rankinghistorik',
  'players.profile.plot': (from: number, to: number, n: number) =>
    `Total ranking över ${p(n, '# rankad giv', '# rankade givar')}, från ${from} till ${to}`,
  'players.profile.asTable': 'Historiken som tabell',
  'players.profile.when': 'När',
  'players.profile.after': 'Ranking för antalet spelare efteråt',
  'players.profile.overallAfter': 'Totalt efteråt',
  'players.profile.stats': 'Efter antal spelare',
  'players.profile.kaschlan': 'Gånger som Kaschlan',
  'players.profile.averagePlace': 'Genomsnittlig placering',
  'players.profile.recent': 'Senaste rankade givar',
  'players.profile.noRecent': 'Inga än.',
  'players.profile.place': 'Placering',
  'players.profile.placeOf': (place: number, players: number) => `${place} av ${players}`,
  'players.profile.kaschlanMark': 'Kaschlan',
  'players.profile.with': 'Med',
  'players.profile.replay': 'Repris',
  'players.profile.replayOf': (when: string) => `Repris av given ${when}`,

  'players.board.title': 'Topplista',
  'players.board.which': 'Ranking för',
  'players.board.rank': 'Plats',
  'players.board.name': 'Spelare',
  'players.board.rating': 'Ranking (säkert minst)',
  'players.board.mean': 'Ranking',
  'players.board.empty': 'Ingen står här än.',
  'players.board.note': (min: number) =>
    `Ordnad efter den ranking en spelare mycket sannolikt minst har (rankingen minus tre gånger dess osäkerhet); listad efter ${p(min, '# rankad giv', '# rankade givar')}. En nybörjare börjar på 1 500.`,
};
