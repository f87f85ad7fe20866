// Training the value net (packages/bots/src/value-net.ts) in plain TypeScript: minibatch
// Adam (Kingma and Ba, 2015) on the cross-entropy between the net's output and the solver's
// value (0, 1/2 or 1), over sparse binary inputs. Seeded: the same data, sizes and seed
// give the same weights. The parameters are one flat array in netFromFlat's order.

import { netInputs, netSize } from '@kaschlan/bots';
import { nextU32, pick, type RngState, seedRng } from '@kaschlan/engine/fast';
import type { Dataset } from './generate';

export interface TrainOptions {
  readonly hidden1: number;
  readonly hidden2: number;
  readonly epochs: number;
  readonly batch: number;
  /** Adam's step size at the start; it falls linearly to a tenth by the last epoch. */
  readonly rate: number;
  readonly seed: number;
  /** The most talon cards of the net's domain (value-net.ts: more inputs beyond 1). */
  readonly talon: number;
}

export interface EpochReport {
  readonly epoch: number;
  readonly trainLoss: number;
  readonly heldLoss: number;
  /** Held-out positions with a decided value on the right side of 1/2. */
  readonly heldRight: number;
}

/** The layout of the flat parameter array. */
function layout(h1: number, h2: number, talon: number) {
  const w1 = 0;
  const b1 = w1 + netInputs(talon) * h1;
  const w2 = b1 + h1;
  const b2 = w2 + h1 * h2;
  const w3 = b2 + h2;
  const b3 = w3 + h2;
  return { w1, b1, w2, b2, w3, b3, size: b3 + 1 };
}

const uniform = (r: RngState): number => nextU32(r) / 4294967296;

/** Fresh parameters: uniform in ±sqrt(6 / fan-in) (He), the first layer's fan-in the typical count of active inputs. */
export function initParams(o: TrainOptions): Float64Array {
  const L = layout(o.hidden1, o.hidden2, o.talon);
  const x = new Float64Array(L.size);
  const r = seedRng(o.seed);
  const fill = (from: number, len: number, fanIn: number) => {
    const a = Math.sqrt(6 / fanIn);
    for (let i = 0; i < len; i++) x[from + i] = (2 * uniform(r) - 1) * a;
  };
  fill(L.w1, netInputs(o.talon) * o.hidden1, 24);
  fill(L.w2, o.hidden1 * o.hidden2, o.hidden1);
  fill(L.w3, o.hidden2, o.hidden2);
  if (L.size !== netSize(o.hidden1, o.hidden2, o.talon))
    throw new Error('value net layout mismatch');
  return x;
}

/** Forward and (with `grad`) backward pass of sample k; returns its loss. `out[0]` gets the output. */
function pass(
  x: Float64Array,
  o: TrainOptions,
  d: Dataset,
  k: number,
  grad: Float64Array | null,
  s: Scratch,
): number {
  const { hidden1: A, hidden2: B } = o;
  const L = layout(A, B, o.talon);
  const from = d.start[k]!;
  const to = d.start[k + 1]!;
  for (let j = 0; j < A; j++) s.h1[j] = x[L.b1 + j]!;
  for (let i = from; i < to; i++) {
    const row = L.w1 + d.feats[i]! * A;
    for (let j = 0; j < A; j++) s.h1[j]! += x[row + j]!;
  }
  for (let m = 0; m < B; m++) s.h2[m] = x[L.b2 + m]!;
  for (let j = 0; j < A; j++) {
    const v = s.h1[j]!;
    if (v <= 0) continue;
    const row = L.w2 + j * B;
    for (let m = 0; m < B; m++) s.h2[m]! += v * x[row + m]!;
  }
  let z = x[L.b3]!;
  for (let m = 0; m < B; m++) if (s.h2[m]! > 0) z += s.h2[m]! * x[L.w3 + m]!;
  const p = 1 / (1 + Math.exp(-z));
  s.out = p;
  const y = d.label[k]!;
  const eps = 1e-7;
  const loss = -(y * Math.log(p + eps) + (1 - y) * Math.log(1 - p + eps));
  if (grad === null) return loss;
  const dz = p - y;
  grad[L.b3]! += dz;
  for (let m = 0; m < B; m++) {
    const v = s.h2[m]!;
    if (v > 0) {
      grad[L.w3 + m]! += dz * v;
      s.d2[m] = dz * x[L.w3 + m]!;
    } else s.d2[m] = 0;
    grad[L.b2 + m]! += s.d2[m]!;
  }
  for (let j = 0; j < A; j++) {
    const v = s.h1[j]!;
    if (v <= 0) {
      s.d1[j] = 0;
      continue;
    }
    const row = L.w2 + j * B;
    let g = 0;
    for (let m = 0; m < B; m++) {
      grad[row + m]! += v * s.d2[m]!;
      g += x[row + m]! * s.d2[m]!;
    }
    s.d1[j] = g;
    grad[L.b1 + j]! += g;
  }
  for (let i = from; i < to; i++) {
    const row = L.w1 + d.feats[i]! * A;
    for (let j = 0; j < A; j++) grad[row + j]! += s.d1[j]!;
  }
  return loss;
}

interface Scratch {
  h1: Float64Array;
  h2: Float64Array;
  d1: Float64Array;
  d2: Float64Array;
  out: number;
}

const scratchFor = (o: TrainOptions): Scratch => ({
  h1: new Float64Array(o.hidden1),
  h2: new Float64Array(o.hidden2),
  d1: new Float64Array(o.hidden1),
  d2: new Float64Array(o.hidden2),
  out: 0,
});

/** Mean loss and right-side count of `x` on `d` (positions with a decided value). */
export function judge(
  x: Float64Array,
  o: TrainOptions,
  d: Dataset,
): { loss: number; right: number; decided: number } {
  const s = scratchFor(o);
  let loss = 0;
  let right = 0;
  let decided = 0;
  for (let k = 0; k < d.size; k++) {
    loss += pass(x, o, d, k, null, s);
    const y = d.label[k]!;
    if (y === 0.5) continue;
    decided++;
    if (s.out > 0.5 === (y === 1)) right++;
  }
  return { loss: loss / Math.max(1, d.size), right, decided };
}

/** Train on `train`, report on `held` after each epoch; returns the parameters. */
export function train(
  o: TrainOptions,
  trainSet: Dataset,
  held: Dataset,
  onEpoch: (r: EpochReport) => void = () => {},
  onBatch: (done: number, total: number) => void = () => {},
): Float64Array {
  const x = initParams(o);
  const n = x.length;
  const grad = new Float64Array(n);
  const m1 = new Float64Array(n);
  const m2 = new Float64Array(n);
  const b1 = 0.9;
  const b2 = 0.999;
  const s = scratchFor(o);
  const order = new Int32Array(trainSet.size);
  for (let k = 0; k < order.length; k++) order[k] = k;
  const r = seedRng((o.seed ^ 0x2545f491) >>> 0);
  const batches = Math.ceil(trainSet.size / o.batch);
  let t = 0;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    // A fresh order each epoch (Fisher-Yates, seeded).
    for (let k = order.length - 1; k > 0; k--) {
      const j = pick(r, k + 1);
      const tmp = order[k]!;
      order[k] = order[j]!;
      order[j] = tmp;
    }
    const rate = o.rate * (1 - (0.9 * epoch) / Math.max(1, o.epochs - 1));
    let sum = 0;
    for (let b = 0; b < batches; b++) {
      grad.fill(0);
      const from = b * o.batch;
      const to = Math.min(trainSet.size, from + o.batch);
      for (let i = from; i < to; i++) sum += pass(x, o, trainSet, order[i]!, grad, s);
      const scale = 1 / (to - from);
      t++;
      const c1 = 1 - b1 ** t;
      const c2 = 1 - b2 ** t;
      for (let i = 0; i < n; i++) {
        const g = grad[i]! * scale;
        m1[i] = b1 * m1[i]! + (1 - b1) * g;
        m2[i] = b2 * m2[i]! + (1 - b2) * g * g;
        x[i]! -= (rate * (m1[i]! / c1)) / (Math.sqrt(m2[i]! / c2) + 1e-8);
      }
      onBatch(epoch * batches + b + 1, o.epochs * batches);
    }
    const h = judge(x, o, held);
    onEpoch({
      epoch: epoch + 1,
      trainLoss: sum / trainSet.size,
      heldLoss: h.loss,
      heldRight: h.decided === 0 ? 0 : h.right / h.decided,
    });
  }
  return x;
}
