// The protocol's limits and names the page needs, from @kaschlan/protocol's zod-free modules
// (its schemas stay out of the page).

export { LEVEL_NAMES } from '@kaschlan/protocol/constants';
export { CHAT_MAX, NAME_MAX, TURN_SECONDS } from '@kaschlan/protocol/limits';

/** Players at an online table (R2.1). */
export const MIN_SEATS = 2;
export const MAX_SEATS = 5;
