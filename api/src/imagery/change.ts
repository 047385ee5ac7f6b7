/**
 * The change between two dates of a stack, as raster maths on one north-up grid (pure: arrays in, arrays out).
 * Each date's σ⁰ (dB) is multilooked with a boxcar (the mean linear σ⁰ of the LOOK × LOOK pixels around, those with
 * data), which tames single-look speckle (25 looks: the log-ratio of two unchanged pixels then spreads some 1.2 dB);
 * the change is the log-ratio 10·log10(after / before), NaN where either date has no data. A pixel above +threshold
 * brightened (increase: a flood receding, a building put up), below −threshold darkened (decrease: new water). Areas
 * are the pixels' ground areas at their rows' latitudes.
 */
import { CHANGE_COLOURS } from '@portal/shared/domain/scene-stack';
import { KM_PER_DEGREE } from './grid';
import type { SampleGrid } from './raster-sample';

/** The boxcar's side, pixels. */
export const CHANGE_LOOK = 5;
/** The most pixels a side of the comparison grid has: a larger area is compared at a coarser spacing. */
export const CHANGE_GRID_MAX_PX = 2048;

/**
 * The boxcar mean of linear σ⁰ (from dB) over the `look` × `look` pixels around each pixel that has data (those
 * with data among them); NaN where the pixel has none. Two passes (rows, then columns) of running sums.
 */
export function multilook(db: Float32Array, width: number, height: number, look = CHANGE_LOOK): Float32Array {
  const half = Math.floor(look / 2);
  const sum = new Float64Array(width * height);
  const cnt = new Float64Array(width * height);
  const lin = new Float64Array(width);
  const has = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = db[y * width + x];
      has[x] = Number.isNaN(v) ? 0 : 1;
      lin[x] = has[x] ? 10 ** (v / 10) : 0;
    }
    let s = 0;
    let c = 0;
    for (let x = 0; x < Math.min(half, width); x++) [s, c] = [s + lin[x], c + has[x]];
    for (let x = 0; x < width; x++) {
      if (x + half < width) [s, c] = [s + lin[x + half], c + has[x + half]];
      if (x - half - 1 >= 0) [s, c] = [s - lin[x - half - 1], c - has[x - half - 1]];
      sum[y * width + x] = s;
      cnt[y * width + x] = c;
    }
  }
  const out = new Float32Array(width * height);
  const colS = new Float64Array(width);
  const colC = new Float64Array(width);
  const add = (y: number, sign: number) => {
    for (let x = 0; x < width; x++) {
      colS[x] += sign * sum[y * width + x];
      colC[x] += sign * cnt[y * width + x];
    }
  };
  for (let y = 0; y < Math.min(half, height); y++) add(y, 1);
  for (let y = 0; y < height; y++) {
    if (y + half < height) add(y + half, 1);
    if (y - half - 1 >= 0) add(y - half - 1, -1);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      out[i] = Number.isNaN(db[i]) || colC[x] < 0.5 ? Number.NaN : colS[x] / colC[x];
    }
  }
  return out;
}

/** 10·log10(after / before) of the two dates' multilooked σ⁰ (dB on one grid), NaN where either has no data. */
export function logRatio(
  before: Float32Array,
  after: Float32Array,
  width: number,
  height: number,
  look = CHANGE_LOOK,
): Float32Array {
  const b = multilook(before, width, height, look);
  const a = multilook(after, width, height, look);
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++)
    out[i] =
      Number.isNaN(a[i]) || Number.isNaN(b[i]) || !(a[i] > 0) || !(b[i] > 0)
        ? Number.NaN
        : 10 * Math.log10(a[i] / b[i]);
  return out;
}

/** Ground metres a grid pixel spans east and north at a latitude. */
export const pixelMetres = (g: Pick<SampleGrid, 'dx' | 'dy'>, lat: number): [number, number] => [
  g.dx * KM_PER_DEGREE * 1000 * Math.cos((lat * Math.PI) / 180),
  g.dy * KM_PER_DEGREE * 1000,
];

export interface ChangeAreas {
  /** Ground spacing of the grid at its middle row, metres (the root of a pixel's area). */
  pixel_m: number;
  compared_km2: number;
  increase_km2: number;
  decrease_km2: number;
  changed_km2: number;
}

/** The areas a log-ratio grid compared, and those brighter or darker by more than the threshold (dB). */
export function changeAreas(ratio: Float32Array, g: SampleGrid, thresholdDb: number): ChangeAreas {
  let [compared, increase, decrease] = [0, 0, 0];
  for (let y = 0; y < g.height; y++) {
    const [ex, ny] = pixelMetres(g, g.north - (y + 0.5) * g.dy);
    const km2 = (ex * ny) / 1e6;
    let [c, up, down] = [0, 0, 0];
    for (let x = 0; x < g.width; x++) {
      const v = ratio[y * g.width + x];
      if (Number.isNaN(v)) continue;
      c++;
      if (v > thresholdDb) up++;
      else if (v < -thresholdDb) down++;
    }
    compared += c * km2;
    increase += up * km2;
    decrease += down * km2;
  }
  const [ex, ny] = pixelMetres(g, g.north - (g.height / 2) * g.dy);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    pixel_m: Math.round(Math.sqrt(ex * ny) * 10) / 10,
    compared_km2: round(compared),
    increase_km2: round(increase),
    decrease_km2: round(decrease),
    changed_km2: round(increase + decrease),
  };
}

/** A change tile's RGBA pixels from its log-ratio values: CHANGE_COLOURS beyond the threshold, else transparent. */
export function changeRgba(values: Float32Array, thresholdDb: number): Buffer {
  const rgba = Buffer.alloc(values.length * 4);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    const colour =
      v > thresholdDb ? CHANGE_COLOURS.increase : v < -thresholdDb ? CHANGE_COLOURS.decrease : null;
    if (colour) rgba.set(colour, i * 4);
  }
  return rgba;
}
