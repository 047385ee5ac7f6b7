/**
 * Oil-spill dark-spot detection: oil damps the capillary waves that give the sea its backscatter, so a slick is a
 * patch darker than the sea around it. A pixel is dark when its smoothed amplitude is below the local mean minus
 * k local standard deviations over a large window (an adaptive threshold follows wind-driven changes of the sea's
 * brightness); dark pixels grouped into 4-connected spots of at least `minPixels` are the candidates an analyst
 * then confirms (look-alikes such as low-wind areas and biogenic films look the same to this test).
 */
import { labelComponents, type Component } from './components';
import {
  boxMean,
  integral,
  rowProgress,
  windowCount,
  windowSums,
  type GrayImage,
  type Progress,
} from './image';

export interface OilOptions {
  /** Box-filter radius before thresholding (pixels). */
  smoothRadius?: number;
  /** Side of the square window of the local statistics (pixels, odd). */
  window?: number;
  /** Dark = below local mean − k·σ. */
  k?: number;
  /** Smallest spot kept (pixels). */
  minPixels?: number;
  /** Where to look (1 = sea), e.g. the water mask; everywhere when absent. */
  within?: Uint8Array;
  onProgress?: Progress;
}

export interface DarkSpot {
  pixels: number;
  bbox: Component['bbox'];
  centroid: Component['centroid'];
  /** Mean smoothed amplitude inside the spot, and of the local background, in the image's units. */
  meanAmplitude: number;
  backgroundAmplitude: number;
}

export interface OilResult {
  /** 1 = part of a kept dark spot. */
  mask: Uint8Array;
  /** Labels of the spots (index + 1 in `spots`), 0 elsewhere. */
  labels: Int32Array;
  spots: DarkSpot[];
}

export const OIL_DEFAULTS = { smoothRadius: 2, window: 91, k: 2, minPixels: 100 } as const;

export function detectDarkSpots(img: GrayImage, opts: OilOptions = {}): OilResult {
  const { smoothRadius, window, k, minPixels } = { ...OIL_DEFAULTS, ...opts };
  const { width, height } = img;
  const smooth = boxMean(img, smoothRadius);
  const half = Math.floor(window / 2);
  const within = opts.within;
  // Statistics of the sea only: land inside a coastal window would inflate σ and hide slicks near the shore.
  const sea = within ? smooth.map((v, i) => (within[i] ? v : 0)) : smooth;
  const sums = windowSums(integral(sea, width, height), width, height, half);
  const sumsSq = windowSums(integral(sea, width, height, true), width, height, half);
  const counts = within ? windowSums(integral(within, width, height), width, height, half) : null;
  opts.onProgress?.(0.4);
  const dark = new Uint8Array(width * height);
  const background = new Float32Array(width * height);
  const tick = rowProgress(height, opts.onProgress, 0.4, 0.8);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (within && !within[i]) continue;
      const n = counts ? counts[i] : windowCount(width, height, half, x, y);
      if (n < 2) continue;
      const mean = sums[i] / n;
      const sigma = Math.sqrt(Math.max(0, sumsSq[i] / n - mean * mean));
      background[i] = mean;
      if (smooth[i] < mean - k * sigma) dark[i] = 1;
    }
    tick(y);
  }
  const { labels, components } = labelComponents(dark, width, height, { connectivity: 4, minPixels });
  const spotSums = new Float64Array(components.length);
  const bg = new Float64Array(components.length);
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i];
    if (!l) continue;
    mask[i] = 1;
    spotSums[l - 1] += smooth[i];
    bg[l - 1] += background[i];
  }
  opts.onProgress?.(1);
  return {
    mask,
    labels,
    spots: components.map((c, j) => ({
      pixels: c.pixels,
      bbox: c.bbox,
      centroid: c.centroid,
      meanAmplitude: spotSums[j] / c.pixels,
      backgroundAmplitude: bg[j] / c.pixels,
    })),
  };
}
