// The protocol's limits the page needs, repeated from @kaschlan/protocol: importing that
// package's values would bring its zod schemas into the page (a test keeps the two equal).

/** A display name: 1 to NAME_MAX characters. */
export const NAME_MAX = 24;
/** A chat line: 1 to CHAT_MAX characters. */
export const CHAT_MAX = 300;
/** Turn timer choices in seconds (0: no timer). */
export const TURN_SECONDS = [0, 15, 30, 60, 120] as const;
/** Bot levels a seat may have. */
export const LEVEL_NAMES = ['easy', 'normal', 'hard', 'expert'] as const;
/** Players at an online table (R2.1). */
export const MIN_SEATS = 2;
export const MAX_SEATS = 5;
