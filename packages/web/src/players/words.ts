// The players screens' words that depend on data: a rating's player count, a shown number.

import { lang, t } from '../i18n';

/**
 * The leaderboard's choices: overall (0), then 2 to 5 players (the protocol's RATING_COUNTS,
 * not imported: the protocol's index would bring zod into the page).
 */
export const BOARD_COUNTS = [0, 2, 3, 4, 5] as const;
export type BoardCount = (typeof BOARD_COUNTS)[number];

/** "Overall" for 0, else "4 players". */
export const countName = (players: number): string =>
  players === 0 ? t('players.overall') : t('players.count')(players);

/** A shown rating with the language's digit grouping (1,500 / 1.500 / 1 500). */
export const shownNumber = (n: number): string => n.toLocaleString(lang.value);
