// Actions packed into one small integer, for the fast path (no allocation per move).
//
// bits 0-2 type (the canonical type order: lead, coachman, pass, beat, selfAttack, take),
// bits 3-5 seat; lead: bits 6-9 rank, bits 10-13 suit set (bit s = suit s);
// coachman: bits 6-11 card id; beat and selfAttack: bits 6-11 card id, 12-17 beating card id.

export const LEAD = 0;
export const COACHMAN = 1;
export const PASS = 2;
export const BEAT = 3;
export const SELF_ATTACK = 4;
export const TAKE = 5;

export const codeType = (a: number): number => a & 7;
export const codeSeat = (a: number): number => (a >> 3) & 7;
export const codeRank = (a: number): number => (a >> 6) & 15;
export const codeSuits = (a: number): number => (a >> 10) & 15;
export const codeCard = (a: number): number => (a >> 6) & 63;
export const codeWith = (a: number): number => (a >> 12) & 63;

export const leadCode = (seat: number, rank: number, suits: number): number =>
  LEAD | (seat << 3) | (rank << 6) | (suits << 10);
export const cardCode = (type: number, seat: number, card: number, by = 0): number =>
  type | (seat << 3) | (card << 6) | (by << 12);
export const plainCode = (type: number, seat: number): number => type | (seat << 3);

/** The cards of a lead as a set (lo, hi words): rank `r` in each suit of `suits`. */
export const spreadLo = (suits: number, r: number): number =>
  ((suits & 1) << r) | (((suits >> 1) & 1) << (r + 16));
export const spreadHi = (suits: number, r: number): number =>
  (((suits >> 2) & 1) << r) | (((suits >> 3) & 1) << (r + 16));
