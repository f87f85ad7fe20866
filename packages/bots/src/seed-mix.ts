// Seeds of many deals from one: deal d of seed S is dealt and played from mix(S, d) alone,
// so any split of the deals over workers, or any subset replayed, gives the same deals.

/** A 32-bit mix of (a, b): each deal's deck and choices from the seed alone. */
export const mix = (a: number, b: number): number => {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be59b, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x27d4eb2f);
  return (h ^ (h >>> 13)) >>> 0;
};
