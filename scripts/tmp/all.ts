export * from '../../packages/engine/src/fast';
export { PRESETS } from '../../packages/engine/src/rules';
export { settle, startBout, nextSeat } from '../../packages/engine/src/core/play';
