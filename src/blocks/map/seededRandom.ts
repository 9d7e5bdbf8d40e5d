// A small deterministic random source for the drawn map. Integer arithmetic only (Math.imul,
// shifts): the server and every browser produce the same sequence, so the pre-rendered SVG and
// the hydrated one are identical.

/** A seed from coordinates, to about 11 m: two offices on the same block still differ. */
export function coordinateSeed(lat: number, lng: number): number {
  let hash = Math.imul(Math.round(lat * 10_000), 0x9e3779b1) ^ 0x85ebca6b;
  hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) ^ Math.round(lng * 10_000);
  hash = Math.imul(hash ^ (hash >>> 13), 0x297a2d39);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** mulberry32: a new number in [0, 1) at each call. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
