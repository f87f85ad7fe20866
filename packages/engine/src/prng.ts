// The seeded PRNG: xoshiro128** seeded by splitmix32, 32-bit arithmetic only, so the
// shuffle and the bench's random games are the yardstick's exactly (yardstick/README.md).

/** PRNG state: four 32-bit words (an Int32Array: the hot loop stays in small integers). */
export type RngState = Int32Array;

/** Four successive splitmix32 outputs of the seed. */
export function seedRng(seed: number, into?: RngState): RngState {
  let x = seed >>> 0;
  const s = into ?? new Int32Array(4);
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    s[i] = z ^ (z >>> 16);
  }
  return s;
}

/** Next 32-bit output (unsigned); advances the state in place. */
export function nextU32(s: RngState): number {
  const s1 = s[1]!;
  const r = Math.imul(s1, 5);
  const out = Math.imul((r << 7) | (r >>> 25), 9) >>> 0;
  const t = s1 << 9;
  const s2 = s[2]! ^ s[0]!;
  const s3 = s[3]! ^ s1;
  s[1] = s1 ^ s2;
  s[0] = s[0]! ^ s3;
  s[2] = s2 ^ t;
  s[3] = (s3 << 11) | (s3 >>> 21);
  return out;
}

/** floor(next * n / 2^32): a number in [0, n). Exact in doubles for n < 2^21. */
export function pick(s: RngState, n: number): number {
  return Math.floor((nextU32(s) * n) / 4294967296);
}
