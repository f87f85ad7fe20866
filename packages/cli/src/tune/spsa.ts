// Simultaneous perturbation stochastic approximation (Spall 1992, 1998): minimise a noisy
// function of many parameters from two measurements per step, whatever their number. Each
// step perturbs every parameter at once by ±c_k (in its own scale), measures both sides on
// the same random numbers, and moves against the estimated gradient by a_k. The gains
// follow Spall's recommended decay (α 0.602, γ 0.101, stability constant A a tenth of the
// steps). The answer is the mean of the last quarter's iterates (Polyak–Ruppert averaging),
// which takes much of the measurement noise out of the end point.

import { nextU32, type RngState, seedRng } from '@kaschlan/engine/fast';

export interface SpsaOptions {
  readonly iterations: number;
  /** Step gain: the first step moves a parameter by about a × (estimated gradient). */
  readonly a: number;
  /** Perturbation, in units of each parameter's scale. */
  readonly c: number;
  /** Each parameter's scale: a perturbation of one unit moves it by this much. */
  readonly scales: readonly number[];
  /** Largest move of one parameter in one step, in units of its scale (keeps noise tame). */
  readonly maxStep: number;
  readonly seed: number;
}

/** f(θ⁺) and f(θ⁻) for step k, measured on the same random numbers (lower is better). */
export type SpsaMeasure = (plus: Float64Array, minus: Float64Array, k: number) => [number, number];

export interface SpsaStep {
  readonly k: number;
  readonly theta: Float64Array;
  readonly fPlus: number;
  readonly fMinus: number;
}

/**
 * Run SPSA from `start`, calling `onStep` after each step; returns the averaged iterate
 * of the last quarter of the steps.
 */
export function spsa(
  start: ArrayLike<number>,
  o: SpsaOptions,
  measure: SpsaMeasure,
  onStep: (s: SpsaStep) => void = () => undefined,
): Float64Array {
  const d = start.length;
  const theta = Float64Array.from(start);
  const plus = new Float64Array(d);
  const minus = new Float64Array(d);
  const delta = new Int8Array(d);
  const rng: RngState = seedRng(o.seed);
  const A = Math.max(1, Math.round(o.iterations / 10));
  const from = Math.floor((o.iterations * 3) / 4);
  const sum = new Float64Array(d);
  for (let k = 0; k < o.iterations; k++) {
    const ak = o.a / (k + 1 + A) ** 0.602;
    const ck = o.c / (k + 1) ** 0.101;
    for (let i = 0; i < d; i++) {
      delta[i] = nextU32(rng) & 1 ? 1 : -1;
      plus[i] = theta[i]! + ck * delta[i]! * o.scales[i]!;
      minus[i] = theta[i]! - ck * delta[i]! * o.scales[i]!;
    }
    const [fPlus, fMinus] = measure(plus, minus, k);
    const g = (fPlus - fMinus) / (2 * ck);
    for (let i = 0; i < d; i++) {
      // In units of the scale: the gradient estimate is g / Δi, the step a_k times it.
      const step = Math.max(-o.maxStep, Math.min(o.maxStep, ak * g * delta[i]!));
      theta[i] = theta[i]! - step * o.scales[i]!;
    }
    if (k >= from) for (let i = 0; i < d; i++) sum[i] = sum[i]! + theta[i]!;
    onStep({ k, theta, fPlus, fMinus });
  }
  return sum.map((x) => x / (o.iterations - from));
}
