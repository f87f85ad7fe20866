// @kaschlan/protocol: what the online server and its clients say to each other.

export * from './account';
export * from './constants';
export * from './limits';
export * from './messages';
export * from './players';
export * from './puzzles';
export * from './quick';
