// The arena's arithmetic: seeds per deal, finishing places, the Wilson interval, and a
// mergeable histogram for move times. All pure.

/** A 32-bit hash of a few integers (murmur3's finaliser per word): independent seeds. */
export function mix32(...words: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const w of words) {
    h = Math.imul(h ^ (w >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/**
 * Finishing places, per seat: 1 for the first out, 2 the next, ...; the players still in
 * share the remaining places' average (the Kaschlan alone gets `players`; a drawn deal,
 * R6.7, gives each player still in the mean of the places left).
 */
export function placesOf(players: number, outOrder: readonly number[]): number[] {
  const places = new Array<number>(players).fill(0);
  outOrder.forEach((seat, i) => {
    places[seat] = i + 1;
  });
  const shared = (outOrder.length + 1 + players) / 2;
  for (let s = 0; s < players; s++) if (!outOrder.includes(s)) places[s] = shared;
  return places;
}

/** The Wilson score interval for `k` successes in `n` trials (z = 1.96: 95%). */
export function wilson(k: number, n: number, z = 1.959964): [number, number] {
  if (n <= 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

// Move times go into log-spaced buckets 2% wide from 0.1 µs up: quantiles within 1%, and a
// fixed size however many deals are played; counts merge by adding.
const MIN_MS = 0.0001;
const STEP = Math.log(1.02);

export type Histogram = Map<number, number>;

/** The histogram of `name` in `byName`, made empty if new. */
export function histogramFor(byName: Map<string, Histogram>, name: string): Histogram {
  let h = byName.get(name);
  if (h === undefined) {
    h = new Map();
    byName.set(name, h);
  }
  return h;
}

export function addTime(h: Histogram, ms: number): void {
  const b = ms <= MIN_MS ? 0 : Math.floor(Math.log(ms / MIN_MS) / STEP);
  h.set(b, (h.get(b) ?? 0) + 1);
}

export function mergeInto(into: Histogram, from: Iterable<readonly [number, number]>): void {
  for (const [b, n] of from) into.set(b, (into.get(b) ?? 0) + n);
}

/** The q-quantile (0..1) of the times in `h`, in ms (the bucket's middle); 0 if empty. */
export function quantile(h: Histogram, q: number): number {
  let total = 0;
  for (const n of h.values()) total += n;
  if (total === 0) return 0;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const b of [...h.keys()].sort((x, y) => x - y)) {
    seen += h.get(b)!;
    if (seen >= rank) return b === 0 ? MIN_MS : MIN_MS * Math.exp((b + 0.5) * STEP);
  }
  return 0;
}

/** Round to `digits` decimals (for JSON numbers that read well). */
export const round = (x: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

/** Round to 3 significant digits. */
export const sig3 = (x: number): number => (x === 0 ? 0 : Number(x.toPrecision(3)));
