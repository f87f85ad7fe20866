// Where the suit signs of the number cards stand, on the 60×84 card: the classic layouts
// of two to ten, in three columns. Signs below the middle are turned upside down, as on a
// real card, so the card reads the same both ways.

export interface PipSpot {
  readonly x: number;
  readonly y: number;
  readonly flip: boolean;
}

const L = 19;
const C = 30;
const R = 41;
const TOP = 17;
const BOTTOM = 67;
const MID = 42;
// Four rows for 9 and 10.
const Q1 = TOP + (BOTTOM - TOP) / 3;
const Q2 = TOP + (2 * (BOTTOM - TOP)) / 3;

const spot = (x: number, y: number): PipSpot => ({ x, y, flip: y > MID + 0.5 });

const pair = (y: number): PipSpot[] => [spot(L, y), spot(R, y)];

/** The spots of a number card of rank 2..10 (by its notation), or [] for courts and aces. */
export function pipSpots(rank: string): readonly PipSpot[] {
  switch (rank) {
    case '2':
      return [spot(C, TOP), spot(C, BOTTOM)];
    case '3':
      return [spot(C, TOP), spot(C, MID), spot(C, BOTTOM)];
    case '4':
      return [...pair(TOP), ...pair(BOTTOM)];
    case '5':
      return [...pair(TOP), spot(C, MID), ...pair(BOTTOM)];
    case '6':
      return [...pair(TOP), ...pair(MID), ...pair(BOTTOM)];
    case '7':
      return [...pair(TOP), spot(C, (TOP + MID) / 2), ...pair(MID), ...pair(BOTTOM)];
    case '8':
      return [
        ...pair(TOP),
        spot(C, (TOP + MID) / 2),
        ...pair(MID),
        spot(C, (MID + BOTTOM) / 2),
        ...pair(BOTTOM),
      ];
    case '9':
      return [...pair(TOP), ...pair(Q1), spot(C, MID), ...pair(Q2), ...pair(BOTTOM)];
    case '10':
      return [
        ...pair(TOP),
        spot(C, (TOP + Q1) / 2),
        ...pair(Q1),
        ...pair(Q2),
        spot(C, (Q2 + BOTTOM) / 2),
        ...pair(BOTTOM),
      ];
    default:
      return [];
  }
}

/** Pip size by how many there are: fewer signs may be larger. */
export const pipSize = (count: number): number => (count <= 3 ? 13 : count <= 6 ? 11.5 : 10.5);
