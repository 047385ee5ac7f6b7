/**
 * Synthetic SAR scenes with known contents, for tests and for the portal's demonstration samples (which say they
 * are synthetic): land on the left with textured backscatter, sea on the right of a wavy coastline, a lake inland,
 * dark oil slicks on the sea and bright ships at known positions. Amplitudes are single-look: intensity is the
 * local backscatter times exponential speckle, amplitude its square root, scaled to 8 bits like the portal's
 * quicklooks. Deterministic: the same options give the same bytes.
 */
import type { GrayImage } from './image';

export interface SceneOptions {
  width?: number;
  height?: number;
  seed?: number;
  /** Ships planted at sea. */
  ships?: number;
  /** Oil slicks planted at sea. */
  slicks?: number;
  /** false: the whole image is open sea (a pure-noise scene when there are no ships or slicks). */
  coast?: boolean;
  /** A lake inland (only with a coast). */
  lake?: boolean;
}

export interface PlantedShip {
  /** Centre in pixels (pixel centres at x + 0.5). */
  x: number;
  y: number;
  lengthPx: number;
  headingDeg: number;
  /** The ship's own length and beam (metres), where a picture draws it at its size (api/src/imagery/plant.ts). */
  lengthM?: number;
  beamM?: number;
}

export interface PlantedSlick {
  x: number;
  y: number;
  /** Semi-axes in pixels, and the major axis' direction. */
  a: number;
  b: number;
  angleDeg: number;
  pixels: number;
}

export interface SyntheticScene {
  image: GrayImage & { data: Uint8Array };
  truth: {
    /** 1 = water (sea, slicks and lake). */
    water: Uint8Array;
    waterPixels: number;
    ships: PlantedShip[];
    slicks: PlantedSlick[];
  };
}

/** Mean backscatter (σ⁰, linear) of the surfaces, and the amplitude scale to 8 bits. */
const LAND = 0.5;
const SEA = 0.06;
const LAKE = 0.02;
const SLICK_DAMPING = 0.1;
/** 8-bit amplitude = √intensity × this (the portal's quicklooks, sample pictures and product rasters). */
export const AMPLITUDE_SCALE = 170;
const SCALE = AMPLITUDE_SCALE;

/** mulberry32: a small, fast, seedable PRNG (the same sequence in every JS engine). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A smooth field in about [-1, 1]: a few plane waves. */
function smoothField(rnd: () => number, scale: number) {
  const waves = Array.from({ length: 4 }, () => ({
    fx: ((rnd() - 0.5) * 0.06) / scale,
    fy: ((rnd() - 0.5) * 0.06) / scale,
    ph: rnd() * 2 * Math.PI,
    a: 0.5 + 0.5 * rnd(),
  }));
  const norm = waves.reduce((s, w) => s + w.a, 0) / 2;
  return (x: number, y: number) => {
    let f = 0;
    for (const w of waves) f += w.a * Math.sin(w.fx * x + w.fy * y + w.ph);
    return f / norm;
  };
}

export function syntheticScene(opts: SceneOptions = {}): SyntheticScene {
  const width = opts.width ?? 512;
  const height = opts.height ?? 512;
  const withCoast = opts.coast ?? true;
  const rnd = seededRandom(opts.seed ?? 1);
  const s = Math.min(width, height) / 512; // feature sizes follow the image size
  const p1 = rnd() * 6.283;
  const p2 = rnd() * 6.283;
  const coastX = (y: number) =>
    withCoast
      ? width *
        (0.3 +
          0.05 * Math.sin((6.283 * 1.2 * y) / height + p1) +
          0.025 * Math.sin((6.283 * 3.3 * y) / height + p2))
      : -Infinity;
  const lake =
    withCoast && (opts.lake ?? true)
      ? { x: width * 0.13, y: height * 0.72, rx: width * 0.07, ry: height * 0.05 }
      : null;
  const inLake = (x: number, y: number) =>
    lake !== null && ((x - lake.x) / lake.rx) ** 2 + ((y - lake.y) / lake.ry) ** 2 <= 1;
  const isSea = (x: number, y: number) => x + 0.5 > coastX(y + 0.5);

  // Oil slicks: ellipses well inside the sea, apart from each other.
  const slicks: PlantedSlick[] = [];
  for (let tries = 0; slicks.length < (opts.slicks ?? 3) && tries < 500; tries++) {
    const a = (18 + 16 * rnd()) * s;
    const b = (6 + 5 * rnd()) * s;
    const angleDeg = rnd() * 180;
    const x = a + 8 + rnd() * (width - 2 * a - 16);
    const y = a + 8 + rnd() * (height - 2 * a - 16);
    const clearOfCoast = [-1, -0.5, 0, 0.5, 1].every((t) => x - a - 10 * s > coastX(y + t * a));
    const apart = slicks.every((o) => Math.hypot(o.x - x, o.y - y) > o.a + a + 20 * s);
    if (clearOfCoast && apart) slicks.push({ x, y, a, b, angleDeg, pixels: 0 });
  }
  const slickAt = (x: number, y: number) => {
    for (const k of slicks) {
      const c = Math.cos((k.angleDeg * Math.PI) / 180);
      const sn = Math.sin((k.angleDeg * Math.PI) / 180);
      const u = (x - k.x) * c + (y - k.y) * sn;
      const v = -(x - k.x) * sn + (y - k.y) * c;
      if ((u / k.a) ** 2 + (v / k.b) ** 2 <= 1) return k;
    }
    return null;
  };

  // Ships: at sea, away from the coast, the edges, the slicks and each other.
  const ships: PlantedShip[] = [];
  const edge = 16;
  for (let tries = 0; ships.length < (opts.ships ?? 6) && tries < 2000; tries++) {
    const x = edge + rnd() * (width - 2 * edge);
    const y = edge + rnd() * (height - 2 * edge);
    const ok =
      x - 16 > coastX(y) &&
      slicks.every((k) => Math.hypot(k.x - x, k.y - y) > k.a + 16) &&
      ships.every((o) => Math.hypot(o.x - x, o.y - y) > 28);
    if (ok) ships.push({ x, y, lengthPx: 3 + Math.floor(rnd() * 5), headingDeg: Math.floor(rnd() * 180) });
  }
  const shipPixels = new Map<number, number>(); // pixel index -> σ⁰ of the hull
  for (const ship of ships) {
    const brightness = 2 + 10 * rnd();
    const cells = hullCells(ship, width);
    let sx = 0;
    let sy = 0;
    for (const i of cells) {
      shipPixels.set(i, brightness * (0.6 + 0.8 * rnd()));
      sx += (i % width) + 0.5;
      sy += Math.floor(i / width) + 0.5;
    }
    ship.x = sx / cells.size; // the truth is where the hull's pixels are
    ship.y = sy / cells.size;
  }

  const landField = smoothField(rnd, s);
  const seaField = smoothField(rnd, s);
  const data = new Uint8Array(width * height);
  const water = new Uint8Array(width * height);
  let waterPixels = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const cx = x + 0.5;
      const cy = y + 0.5;
      let sigma0: number;
      if (isSea(x, y)) {
        sigma0 = SEA * (1 + 0.2 * seaField(x, y));
        const k = slickAt(cx, cy);
        if (k) {
          sigma0 *= SLICK_DAMPING;
          k.pixels++;
        }
        water[i] = 1;
      } else if (inLake(cx, cy)) {
        sigma0 = LAKE;
        water[i] = 1;
      } else {
        sigma0 = LAND * (1 + 0.3 * landField(x, y));
      }
      waterPixels += water[i];
      const speckle = -Math.log(1 - rnd() * 0.999);
      const hull = shipPixels.get(i);
      // A hull is a few strong, stable scatterers: little speckle on it.
      const intensity = hull !== undefined ? hull + sigma0 * speckle : sigma0 * speckle;
      data[i] = Math.min(255, Math.round(Math.sqrt(intensity) * SCALE));
    }
  }
  return { image: { width, height, data }, truth: { water, waterPixels, ships, slicks } };
}

/** The pixels (indexes, row by row) a hull of `lengthPx` along `headingDeg` covers, centred on (x, y). */
export function hullCells(
  ship: Omit<PlantedShip, 'headingDeg'> & { headingDeg: number },
  width: number,
): Set<number> {
  const c = Math.cos((ship.headingDeg * Math.PI) / 180);
  const sn = Math.sin((ship.headingDeg * Math.PI) / 180);
  const cells = new Set<number>();
  for (let t = -(ship.lengthPx - 1) / 2; t <= (ship.lengthPx - 1) / 2 + 1e-9; t += 0.5) {
    cells.add(Math.floor(ship.y + t * sn) * width + Math.floor(ship.x + t * c));
  }
  return cells;
}

/**
 * A copy of an 8-bit image with a ship added at (x, y): the hull's backscatter (σ⁰ `brightness`, varied per pixel
 * by `seed`, so the same seed gives the same hull wherever it is) on top of what the pixels show. Drawing one ship
 * at successive positions over one scene makes the frames of a moving target.
 */
export function plantShip(
  image: GrayImage & { data: Uint8Array },
  ship: PlantedShip & { brightness: number },
  seed = 1,
): Uint8Array {
  const { width, height } = image;
  const data = new Uint8Array(image.data);
  const rnd = seededRandom(seed);
  for (const i of [...hullCells(ship, width)].sort((a, b) => a - b)) {
    const hull = ship.brightness * (0.6 + 0.8 * rnd());
    if (i < 0 || i >= width * height) continue;
    const background = (data[i] / SCALE) ** 2;
    data[i] = Math.min(255, Math.round(Math.sqrt(hull + background) * SCALE));
  }
  return data;
}
