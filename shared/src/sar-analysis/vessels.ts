/**
 * Vessel detection by cell-averaging CFAR: a ship's metal hull is a bright point on the darker sea. Each pixel's
 * intensity (amplitude²) is compared with α times the mean intensity of a training ring around it (the ring
 * between a guard window, which keeps the ship's own pixels out of the estimate, and the training window).
 * For single-look speckle (exponential intensity) and N training cells, α = N·(Pfa^(−1/N) − 1) gives the wanted
 * probability of false alarm per pixel. Detected pixels are grouped into targets: 8-connected clusters, merged
 * when closer than `clusterGap` pixels (one ship may light up a few separate pixels).
 */
import { labelComponents } from './components';
import { integral, rowProgress, windowCount, windowSums, type GrayImage, type Progress } from './image';

export interface VesselOptions {
  /** Half-size of the guard window (pixels): (2g+1)² cells around the pixel left out of the estimate. */
  guard?: number;
  /** Half-size of the training window (pixels). */
  training?: number;
  /** Probability of false alarm per pixel on homogeneous single-look sea. */
  pfa?: number;
  /** Clusters closer than this (pixels, between bounding boxes) are one target. */
  clusterGap?: number;
  /** Where to look (1 = sea), e.g. the water mask: land is full of bright points that are not ships. */
  within?: Uint8Array;
  onProgress?: Progress;
}

export interface Vessel {
  /** Intensity-weighted centre (pixels; pixel centres at x + 0.5). */
  x: number;
  y: number;
  /** Detected pixels in the target. */
  pixels: number;
  /** Largest amplitude in the target, in the image's units. */
  peak: number;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
}

export interface VesselResult {
  vessels: Vessel[];
  /** 1 = pixel above the CFAR threshold. */
  mask: Uint8Array;
  /** The threshold factor α applied to the training mean intensity. */
  alpha: number;
}

export const VESSEL_DEFAULTS = { guard: 4, training: 12, pfa: 1e-6, clusterGap: 3 } as const;

/** α of CA-CFAR for N training cells of exponential intensity. */
export function cfarFactor(pfa: number, trainingCells: number): number {
  return trainingCells * (Math.pow(pfa, -1 / trainingCells) - 1);
}

export function detectVessels(img: GrayImage, opts: VesselOptions = {}): VesselResult {
  const { guard, training, pfa, clusterGap } = { ...VESSEL_DEFAULTS, ...opts };
  const { width, height, data } = img;
  const intensity = new Float64Array(width * height);
  for (let i = 0; i < intensity.length; i++) intensity[i] = data[i] * data[i];
  const table = integral(intensity, width, height);
  const outer = windowSums(table, width, height, training);
  const inner = windowSums(table, width, height, guard);
  const fullCells = (2 * training + 1) ** 2 - (2 * guard + 1) ** 2;
  const alpha = cfarFactor(pfa, fullCells);
  opts.onProgress?.(0.3);
  const mask = new Uint8Array(width * height);
  const tick = rowProgress(height, opts.onProgress, 0.3, 0.85);
  for (let y = 0; y < height; y++) {
    const nearEdgeY = y < training || y >= height - training;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (opts.within && !opts.within[i]) continue;
      let n = fullCells;
      let a = alpha;
      if (nearEdgeY || x < training || x >= width - training) {
        // The ring is cut by the image's edge: α for the cells there are (fewer cells, larger α).
        n = windowCount(width, height, training, x, y) - windowCount(width, height, guard, x, y);
        if (n < fullCells / 2) continue;
        a = cfarFactor(pfa, n);
      }
      if (intensity[i] * n > a * (outer[i] - inner[i])) mask[i] = 1;
    }
    tick(y);
  }
  const { labels, components } = labelComponents(mask, width, height, { connectivity: 8 });
  const vessels = mergeClusters(
    components.map((c) => c.bbox),
    clusterGap,
  ).map((group) => {
    const bbox = { minX: width, minY: height, maxX: -1, maxY: -1 };
    for (const j of group) {
      const b = components[j].bbox;
      bbox.minX = Math.min(bbox.minX, b.minX);
      bbox.minY = Math.min(bbox.minY, b.minY);
      bbox.maxX = Math.max(bbox.maxX, b.maxX);
      bbox.maxY = Math.max(bbox.maxY, b.maxY);
    }
    const members = new Set(group.map((j) => components[j].label));
    let w = 0;
    let sx = 0;
    let sy = 0;
    let pixels = 0;
    let peak = 0;
    for (let y = bbox.minY; y <= bbox.maxY; y++) {
      for (let x = bbox.minX; x <= bbox.maxX; x++) {
        const i = y * width + x;
        if (!members.has(labels[i])) continue;
        pixels++;
        w += intensity[i];
        sx += intensity[i] * (x + 0.5);
        sy += intensity[i] * (y + 0.5);
        peak = Math.max(peak, data[i]);
      }
    }
    return { x: sx / w, y: sy / w, pixels, peak, bbox };
  });
  opts.onProgress?.(1);
  return { vessels, mask, alpha };
}

/** Groups of boxes (indexes) chained by gaps of at most `gap` pixels (union-find). */
function mergeClusters(boxes: { minX: number; minY: number; maxX: number; maxY: number }[], gap: number) {
  const parent = boxes.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  // Sweep down the image: only boxes starting within `gap` rows below a box's end can touch it.
  const order = boxes.map((_, i) => i).sort((i, j) => boxes[i].minY - boxes[j].minY);
  for (let oi = 0; oi < order.length; oi++) {
    const a = boxes[order[oi]];
    for (let oj = oi + 1; oj < order.length && boxes[order[oj]].minY <= a.maxY + gap + 1; oj++) {
      const i = order[oi];
      const j = order[oj];
      const b = boxes[j];
      const dx = Math.max(0, a.minX - b.maxX - 1, b.minX - a.maxX - 1);
      const dy = Math.max(0, a.minY - b.maxY - 1, b.minY - a.maxY - 1);
      if (dx <= gap && dy <= gap) parent[root(i)] = root(j);
    }
  }
  const groups = new Map<number, number[]>();
  boxes.forEach((_, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), i]);
  });
  return [...groups.values()];
}
