/**
 * Water extraction: calm water reflects the radar pulse away from the sensor, so it is the dark mode of a SAR
 * amplitude histogram. Otsu's threshold splits the (smoothed, to tame speckle) histogram into two classes with the
 * largest between-class variance; water is every pixel below it, without regions smaller than `minRegionPixels`.
 * A picture of one surface (open sea only, or land only) has no such pair of modes: Otsu then splits the one
 * surface's own spread, and its two classes' means are close (open sea: 1.2 times, sea and land: 1.9 to 3.5 times
 * in the portal's pictures). Such a picture is all water or all land by its level.
 */
import { labelComponents } from './components';
import { boxMean, rowProgress, type GrayImage, type Progress } from './image';
import { AMPLITUDE_SCALE } from './synthetic';

/** Two surfaces' classes differ at least this much in mean amplitude; closer, the picture is one surface. */
const SURFACE_CONTRAST = 1.5;
/** A picture of one surface is water when its mean amplitude is below open sea's brightest (σ⁰ 0.1, -10 dB). */
const ONE_SURFACE_WATER = Math.sqrt(0.1) * AMPLITUDE_SCALE;

export interface WaterOptions {
  /** Box-filter radius before thresholding (pixels); 2 = a 5×5 mean, about 25 looks. */
  smoothRadius?: number;
  /** Water regions smaller than this are speckle, not water (pixels). */
  minRegionPixels?: number;
  /** Bright specks inside water smaller than this are ships or clutter, not land: counted as water (pixels). */
  minLandPixels?: number;
  onProgress?: Progress;
}

export interface WaterResult {
  /** 1 = water, row by row. */
  mask: Uint8Array;
  /**
   * Otsu's threshold, in the image's amplitude units (smoothed amplitudes below it are water); for a picture of one
   * surface, the level that told which it is.
   */
  threshold: number;
  waterPixels: number;
}

export const WATER_DEFAULTS = { smoothRadius: 2, minRegionPixels: 16, minLandPixels: 64 } as const;

const BINS = 256;

/** Otsu's threshold of `values` (histogram of BINS bins between their min and max). */
export function otsuThreshold(values: ArrayLike<number>): number {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (!(max > min)) return max;
  const scale = (BINS - 1) / (max - min);
  const hist = new Float64Array(BINS);
  for (let i = 0; i < values.length; i++) hist[Math.round((values[i] - min) * scale)]++;
  const total = values.length;
  let sumAll = 0;
  for (let b = 0; b < BINS; b++) sumAll += b * hist[b];
  let wBelow = 0;
  let sumBelow = 0;
  let best = 0;
  let bestVar = -1;
  for (let b = 0; b < BINS - 1; b++) {
    wBelow += hist[b];
    sumBelow += b * hist[b];
    const wAbove = total - wBelow;
    if (wBelow === 0 || wAbove === 0) continue;
    const diff = sumBelow / wBelow - (sumAll - sumBelow) / wAbove;
    const between = wBelow * wAbove * diff * diff;
    if (between > bestVar) {
      bestVar = between;
      best = b;
    }
  }
  // Between bin `best` and the next one.
  return min + (best + 0.5) / scale;
}

export function extractWater(img: GrayImage, opts: WaterOptions = {}): WaterResult {
  const { smoothRadius, minRegionPixels, minLandPixels } = { ...WATER_DEFAULTS, ...opts };
  const { width, height } = img;
  const smooth = boxMean(img, smoothRadius);
  opts.onProgress?.(0.4);
  const otsu = otsuThreshold(smooth);
  const [below, above, all] = classMeans(smooth, otsu);
  const oneSurface = above < SURFACE_CONTRAST * below;
  // One surface: every pixel on the side of the level its mean is on.
  const threshold = oneSurface ? (all < ONE_SURFACE_WATER ? Infinity : -Infinity) : otsu;
  const dark = new Uint8Array(width * height);
  const tick = rowProgress(height, opts.onProgress, 0.4, 0.7);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) dark[y * width + x] = smooth[y * width + x] < threshold ? 1 : 0;
    tick(y);
  }
  const water = labelComponents(dark, width, height, { minPixels: minRegionPixels });
  opts.onProgress?.(0.85);
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = water.labels[i] ? 0 : 1; // land, before the specks go
  const land = labelComponents(mask, width, height, { minPixels: minLandPixels });
  let waterPixels = 0;
  for (let i = 0; i < mask.length; i++) {
    mask[i] = land.labels[i] ? 0 : 1;
    waterPixels += mask[i];
  }
  opts.onProgress?.(1);
  return { mask, threshold: oneSurface ? ONE_SURFACE_WATER : otsu, waterPixels };
}

/** Mean of the values below `threshold`, above it, and of all (a class with no values has the others' mean). */
function classMeans(values: ArrayLike<number>, threshold: number): [number, number, number] {
  let below = 0;
  let nBelow = 0;
  let above = 0;
  for (let i = 0; i < values.length; i++) {
    if (values[i] < threshold) {
      below += values[i];
      nBelow++;
    } else above += values[i];
  }
  const all = (below + above) / values.length;
  const nAbove = values.length - nBelow;
  return [nBelow ? below / nBelow : all, nAbove ? above / nAbove : all, all];
}

/** Area in km² of `pixels` pixels of `pixelSizeM` metres (one number: square pixels; or [along x, along y]). */
export function areaKm2(pixels: number, pixelSizeM: number | readonly [number, number]): number {
  const [dx, dy] = typeof pixelSizeM === 'number' ? [pixelSizeM, pixelSizeM] : pixelSizeM;
  return (pixels * dx * dy) / 1e6;
}
