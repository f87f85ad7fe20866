// The players screens' words (issue 13), English: the source of the other languages' keys.
// A profile (/player/<name>), the leaderboard (/leaderboard), and the rated/casual mark of
// rooms (the room form, the lobby, the room).

import { plural } from '../plural';

const p = (n: number, one: string, other: string) => plural('en', n, { one, other });

export const playersEn = {
  // Rated or casual: the room form, the lobby's lines, the room's facts.
  'players.rated': 'rated',
  'players.casual': 'casual',
  'players.create.rating': 'Rating',
  'players.create.rated': 'Rated',
  'players.create.casual': 'Casual',
  'players.create.ratingNote':
    "A rated room's deals change the seated people's ratings; a casual room's change nothing.",
  'players.create.privateCasual':
    'A private room is casual: ratings come from listed rooms and quick play.',
  'players.end.yourRating': 'Your rating',

  // Both screens.
  'players.loading': 'Loading…',
  'players.failed': (why: string) => `This could not be loaded: ${why}`,
  'players.overall': 'Overall',
  'players.count': (n: number) => `${n} players`,
  'players.rating': 'Rating',
  'players.deals': 'Rated deals',
  // A table's column on a phone's width: the section says they are rated.
  'players.dealsShort': 'Deals',

  // The profile.
  'players.profile.title': (name: string) => `${name}'s profile`,
  'players.profile.none': 'There is no player of that name.',
  'players.profile.account': 'Account',
  'players.profile.guest': 'Guest',
  'players.profile.ratings': 'Ratings',
  'players.profile.noRatings': 'No rated deals yet.',
  'players.profile.players': 'Players',
  'players.profile.spread': 'Uncertainty (±)',
  'players.profile.conservative': 'Sure to be at least',
  'players.profile.history': 'Rating history',
  'players.profile.plot': (from: number, to: number, n: number) =>
    `Overall rating over ${p(n, '# rated deal', '# rated deals')}, from ${from} to ${to}`,
  'players.profile.asTable': 'The history as a table',
  'players.profile.when': 'When',
  'players.profile.after': 'Rating at that count after',
  'players.profile.overallAfter': 'Overall after',
  'players.profile.stats': 'By number of players',
  'players.profile.kaschlan': 'Times the Kaschlan',
  'players.profile.averagePlace': 'Average place',
  'players.profile.recent': 'Recent rated deals',
  'players.profile.noRecent': 'None yet.',
  'players.profile.place': 'Place',
  'players.profile.placeOf': (place: number, players: number) => `${place} of ${players}`,
  'players.profile.kaschlanMark': 'the Kaschlan',
  'players.profile.with': 'With',
  'players.profile.replay': 'Replay',
  'players.profile.replayOf': (when: string) => `Replay of the deal of ${when}`,

  // The leaderboard.
  'players.board.title': 'Leaderboard',
  'players.board.which': 'Ratings of',
  'players.board.rank': 'Rank',
  'players.board.name': 'Player',
  'players.board.rating': 'Rating (sure to be at least)',
  'players.board.mean': 'Rating',
  'players.board.empty': 'Nobody is listed here yet.',
  'players.board.note': (min: number) =>
    `Ordered by the rating a player is very likely at least (his rating less three times its uncertainty); listed after ${p(min, '# rated deal', '# rated deals')}. A newcomer starts at 1,500.`,
};
