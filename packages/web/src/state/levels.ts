// The bot levels offered in the new-game form. The list is the bots package's LEVELS (a test
// checks they agree), repeated here because importing @kaschlan/bots would pull every bot
// into the page's first download; the bots themselves load only in the worker.

import type { Level } from '@kaschlan/bots';

export const LEVELS = ['easy', 'normal', 'hard', 'expert'] as const satisfies readonly Level[];

export type { Level };
