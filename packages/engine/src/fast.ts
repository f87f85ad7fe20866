// The fast path for simulation: positions played in place with packed actions. Same rule
// code as the public API (core/), without the copying, validation and events.

export { actionOf, codeOf, isParseProblem, parseAction } from './actions';
export { popcount } from './bits';
export {
  BEATS_HI,
  BEATS_LO,
  cardName,
  idsOf,
  KASCHLAN,
  KASCHLAN_ID,
  namesOf,
  packIds,
  parseCard,
  wordsOf,
} from './cards';
export {
  BEAT,
  COACHMAN,
  cardCode,
  codeCard,
  codeRank,
  codeSeat,
  codeSuits,
  codeType,
  codeWith,
  LEAD,
  leadCode,
  PASS,
  plainCode,
  SELF_ATTACK,
  TAKE,
} from './core/code';
export { dealPosition } from './core/deal';
export { legalInto, MAX_LEGAL, room } from './core/legal';
export { play } from './core/play';
export {
  ATTACK,
  clonePosition,
  copyPosition,
  DEFEND,
  END,
  Position,
  REINFORCE,
} from './core/position';
export { nextU32, pick, type RngState, seedRng } from './prng';
export { HAND_SIZE } from './rules';
export { shuffledDeal, shuffleInPlace } from './shuffle';
