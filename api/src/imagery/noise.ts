/**
 * Value noise tied to places on Earth, not to a picture: the same ground gets the same texture in every scene that
 * covers it, at any pixel size. Coordinates are kilometres east and north (see `groundKm`); a lattice value is a
 * hash of its integer cell and a salt, so nothing is stored and no order of evaluation matters.
 */

/** A 32-bit integer hash (lowbias32) of two lattice coordinates and a salt, as a number in [0, 1). */
function lattice(ix: number, iy: number, salt: number): number {
  let h = (Math.imul(ix, 0x27d4eb2d) ^ Math.imul(iy, 0x165667b1) ^ Math.imul(salt, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Smoothly interpolated value noise in [-1, 1] at (x, y) in lattice units. */
export function valueNoise(x: number, y: number, salt: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const a = lattice(ix, iy, salt);
  const b = lattice(ix + 1, iy, salt);
  const c = lattice(ix, iy + 1, salt);
  const d = lattice(ix + 1, iy + 1, salt);
  const top = a + (b - a) * sx;
  const bottom = c + (d - c) * sx;
  return 2 * (top + (bottom - top) * sy) - 1;
}

/**
 * Fractal noise (fBm) in about [-1, 1]: octaves from `largestKm` down to `smallestKm`, each half the size and
 * `gain` times the weight of the one before.
 */
export function fbm(
  xKm: number,
  yKm: number,
  salt: number,
  largestKm: number,
  smallestKm: number,
  gain = 0.5,
) {
  let sum = 0;
  let norm = 0;
  let weight = 1;
  let f = 1 / largestKm;
  for (let size = largestKm, o = 0; size >= smallestKm && o < 16; size /= 2, o++) {
    // Each octave is shifted so that the lattices do not line up at the origin.
    sum += weight * valueNoise(xKm * f + o * 17.13, yKm * f - o * 31.7, salt + o);
    norm += weight;
    weight *= gain;
    f *= 2;
  }
  return norm ? sum / norm : 0;
}

/** The 32-bit hash of a string (FNV-1a), to salt the noise of one scene (its ships, its speckle). */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
