// The players screens' words (issue 13), Polish.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { playersEn } from './players.en';

const p = (n: number, one: string, few: string, many: string) =>
  plural('pl', n, { one, few, many, other: few });

export const playersPl: Shape<typeof playersEn> = {
  'players.rated': 'rankingowy',
  'players.casual': 'towarzyski',
  'players.create.rating': 'Ranking',
  'players.create.rated': 'Rankingowy',
  'players.create.casual': 'Towarzyski',
  'players.create.ratingNote':
    'Rozdania przy stole rankingowym zmieniają ranking siedzących przy nim osób; przy stole towarzyskim nic się nie zmienia.',
  'players.create.privateCasual':
    'Pokój prywatny jest towarzyski: ranking zmieniają pokoje widoczne w lobby i szybka gra.',
  'players.end.yourRating': 'Twój ranking',

  'players.loading': 'Wczytywanie…',
  'players.failed': (why: string) => `Nie udało się tego wczytać: ${why}`,
  'players.overall': 'Ogólnie',
  'players.count': (n: number) => p(n, '# gracz', '# graczy', '# graczy'),
  'players.rating': 'Ranking',
  'players.deals': 'Rozdania rankingowe',
  'players.dealsShort': 'Rozdania',

  'players.profile.title': (name: string) => `Profil gracza ${name}`,
  'players.profile.none': 'Nie ma gracza o tej nazwie.',
  'players.profile.account': 'Konto',
  'players.profile.guest': 'Gość',
  'players.profile.ratings': 'Rankingi',
  'players.profile.noRatings': 'Jeszcze żadnych rozdań rankingowych.',
  'players.profile.players': 'Gracze',
  'players.profile.spread': 'Niepewność (±)',
  'players.profile.conservative': 'Na pewno co najmniej',
  'players.profile.history': 'Historia rankingu',
  'players.profile.plot': (from: number, to: number, n: number) =>
    `Ranking ogólny w ${p(n, '# rozdaniu rankingowym', '# rozdaniach rankingowych', '# rozdaniach rankingowych')}, od ${from} do ${to}`,
  'players.profile.asTable': 'Historia jako tabela',
  'players.profile.when': 'Kiedy',
  'players.profile.after': 'Ranking dla tej liczby graczy po',
  'players.profile.overallAfter': 'Ogólny po',
  'players.profile.stats': 'Według liczby graczy',
  'players.profile.kaschlan': 'Razy Kaschlanem',
  'players.profile.averagePlace': 'Średnie miejsce',
  'players.profile.recent': 'Ostatnie rozdania rankingowe',
  'players.profile.noRecent': 'Jeszcze żadnych.',
  'players.profile.place': 'Miejsce',
  'players.profile.placeOf': (place: number, players: number) => `${place} z ${players}`,
  'players.profile.kaschlanMark': 'Kaschlan',
  'players.profile.with': 'Z',
  'players.profile.replay': 'Powtórka',
  'players.profile.replayOf': (when: string) => `Powtórka rozdania z ${when}`,

  'players.board.title': 'Ranking graczy',
  'players.board.which': 'Ranking dla',
  'players.board.rank': 'Miejsce',
  'players.board.name': 'Gracz',
  'players.board.rating': 'Ranking (na pewno co najmniej)',
  'players.board.mean': 'Ranking',
  'players.board.empty': 'Nikogo tu jeszcze nie ma.',
  'players.board.note': (min: number) =>
    `Uporządkowane według rankingu, który gracz ma bardzo prawdopodobnie co najmniej (ranking minus trzykrotność jego niepewności); na liście po ${p(min, '# rozdaniu rankingowym', '# rozdaniach rankingowych', '# rozdaniach rankingowych')}. Nowy gracz zaczyna od 1500.`,
};
