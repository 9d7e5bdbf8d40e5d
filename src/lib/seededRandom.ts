// A small deterministic random source for drawings made on the server (the drawn map, the hero
// art, the particles). Integer arithmetic only (Math.imul, shifts): the server and every browser
// produce the same sequence, so the pre-rendered markup and the hydrated one are identical.

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

/** A seed from a text (FNV-1a), so a page's drawing follows its own title. */
export function textSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1)
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}
