/**
 * Vessel detection by cell-averaging CFAR: a ship's metal hull is a bright point on the darker sea. Each pixel's
 * intensity (amplitude²) is compared with α times the mean intensity of a training ring around it (the ring
 * between a guard window, which keeps the ship's own pixels out of the estimate, and the training window).
 * For single-look speckle (exponential intensity) and N training cells, α = N·(Pfa^(−1/N) − 1) gives the wanted
 * probability of false alarm per pixel. Detected pixels are grouped into targets: 8-connected clusters, merged
 * when closer than `clusterGap` pixels (one ship may light up a few separate pixels). Target cells in the
 * training ring (a hull longer than the guard window, another ship) are left out of the background estimate.
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
  /** The sea whose mean intensity sets the level of the targets left out of the rings (default: `within`). */
  sea?: Uint8Array;
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
  /** Second moments of the target's pixels about their mean (pixels², each pixel counted once): its shape. */
  moments: VesselMoments;
}

export interface VesselMoments {
  xx: number;
  xy: number;
  yy: number;
}

export interface VesselResult {
  vessels: Vessel[];
  /** 1 = pixel above the CFAR threshold. */
  mask: Uint8Array;
  /** The threshold factor α applied to the training mean intensity. */
  alpha: number;
}

export const VESSEL_DEFAULTS = { guard: 4, training: 12, pfa: 1e-6, clusterGap: 3 } as const;

/** Target cells closer than this to land (pixels) stay in the rings: the 5×5-smoothed water's edge and a pixel. */
const COAST_MARGIN = 3;

/** α of CA-CFAR for N training cells of exponential intensity. */
export function cfarFactor(pfa: number, trainingCells: number): number {
  return trainingCells * (Math.pow(pfa, -1 / trainingCells) - 1);
}

/**
 * The CA-CFAR test of every pixel: 1 = brighter than α times its training ring's mean intensity. Cells of the ring
 * well inside the searched water that are targets themselves (brighter than α times the sea's mean: this ship's
 * hull or another's) are left out of its estimate, as only the sea's cells should be there: else a hull longer
 * than the guard window or a few pixels wide raises its own threshold above itself.
 */
function cfarPass(img: GrayImage, opts: VesselOptions) {
  const { guard, training, pfa } = { ...VESSEL_DEFAULTS, ...opts };
  const { width, height, data } = img;
  const n = width * height;
  const intensity = new Float64Array(n);
  const sea = opts.sea ?? opts.within;
  let sum = 0;
  let searched = 0;
  for (let i = 0; i < n; i++) {
    intensity[i] = data[i] * data[i];
    if (!sea || sea[i]) {
      sum += intensity[i];
      searched++;
    }
  }
  const fullCells = (2 * training + 1) ** 2 - (2 * guard + 1) ** 2;
  const alpha = cfarFactor(pfa, fullCells);
  const table = integral(intensity, width, height);
  // Each pixel's ring: the sum of its intensities (the training window less the guard window) and its cells.
  const ring = windowSums(table, width, height, training);
  const inner = windowSums(table, width, height, guard);
  const cells = new Int32Array(n);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      ring[i] -= inner[i];
      const cut = y < training || y >= height - training || x < training || x >= width - training;
      cells[i] = cut
        ? windowCount(width, height, training, x, y) - windowCount(width, height, guard, x, y)
        : fullCells;
    }
  // Targets taken out of the rings they are in: few cells, each in (2·training + 1)² − (2·guard + 1)² rings. Land's
  // cells, and those near it (the water's edge may hold bright land), stay: a coast's clutter keeps its threshold up.
  const bright = (alpha * sum) / Math.max(1, searched);
  const inWater = (x: number, y: number) => {
    for (let v = Math.max(0, y - COAST_MARGIN); v <= Math.min(height - 1, y + COAST_MARGIN); v++)
      for (let u = Math.max(0, x - COAST_MARGIN); u <= Math.min(width - 1, x + COAST_MARGIN); u++)
        if (!opts.within![v * width + u]) return false;
    return true;
  };
  for (let j = 0; j < n; j++) {
    if (intensity[j] <= bright) continue;
    const [x, y] = [j % width, Math.floor(j / width)];
    if (opts.within && !inWater(x, y)) continue;
    for (let v = Math.max(0, y - training); v <= Math.min(height - 1, y + training); v++)
      for (let u = Math.max(0, x - training); u <= Math.min(width - 1, x + training); u++) {
        if (Math.abs(u - x) <= guard && Math.abs(v - y) <= guard) continue;
        ring[v * width + u] -= intensity[j];
        cells[v * width + u]--;
      }
  }
  opts.onProgress?.(0.3);
  // α for rings of fewer cells (cut by the image's edge, or by targets): larger.
  const alphas = new Float64Array(fullCells + 1).fill(NaN);
  const alphaFor = (k: number) => (Number.isNaN(alphas[k]) ? (alphas[k] = cfarFactor(pfa, k)) : alphas[k]);
  const mask = new Uint8Array(n);
  const tick = rowProgress(height, opts.onProgress, 0.3, 0.85);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (opts.within && !opts.within[i]) continue;
      if (cells[i] < fullCells / 2) continue;
      if (intensity[i] * cells[i] > alphaFor(cells[i]) * ring[i]) mask[i] = 1;
    }
    tick(y);
  }
  const ringMean = (i: number) => ring[i] / Math.max(1, cells[i]);
  return { intensity, mask, alpha, ringMean };
}

/**
 * The picture with the pixels CA-CFAR finds (ships, and bright points on land) set to the mean amplitude of their
 * training ring: what a ship search extracts its water from, so that a hull the 5×5 smoothing spreads over more
 * than the water extraction's 64-pixel specks is still on the water, not land.
 */
export function withoutTargets(img: GrayImage, opts: VesselOptions = {}): GrayImage {
  const { mask, ringMean } = cfarPass(img, opts);
  const data = Float32Array.from(img.data);
  for (let i = 0; i < data.length; i++) if (mask[i]) data[i] = Math.sqrt(ringMean(i));
  opts.onProgress?.(1);
  return { width: img.width, height: img.height, data };
}

export function detectVessels(img: GrayImage, opts: VesselOptions = {}): VesselResult {
  const { clusterGap } = { ...VESSEL_DEFAULTS, ...opts };
  const { width, height, data } = img;
  const { intensity, mask, alpha } = cfarPass(img, opts);
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
    // Pixel sums about the box's corner (small numbers: no cancellation in the variances).
    const m = { x: 0, y: 0, xx: 0, xy: 0, yy: 0 };
    for (let y = bbox.minY; y <= bbox.maxY; y++) {
      for (let x = bbox.minX; x <= bbox.maxX; x++) {
        const i = y * width + x;
        if (!members.has(labels[i])) continue;
        pixels++;
        w += intensity[i];
        sx += intensity[i] * (x + 0.5);
        sy += intensity[i] * (y + 0.5);
        peak = Math.max(peak, data[i]);
        const u = x - bbox.minX;
        const v = y - bbox.minY;
        m.x += u;
        m.y += v;
        m.xx += u * u;
        m.xy += u * v;
        m.yy += v * v;
      }
    }
    const [mx, my] = [m.x / pixels, m.y / pixels];
    const moments = {
      xx: m.xx / pixels - mx * mx,
      xy: m.xy / pixels - mx * my,
      yy: m.yy / pixels - my * my,
    };
    return { x: sx / w, y: sy / w, pixels, peak, bbox, moments };
  });
  opts.onProgress?.(1);
  return { vessels, mask, alpha };
}

/**
 * A target's length and width on the ground (metres): the extents of its pixels along their principal axes, at the
 * picture's pixel size. The pixels' spread is that of their centres plus each pixel's own (a pixel of s spreads
 * s²/12 along its side), and a uniform bar of extent L spreads L²/12 along it: L = √(12σ²), one pixel measuring
 * one pixel. The picture must be finer than its ships: a target smaller than a pixel measures a pixel.
 */
export function vesselSize(
  v: { moments: VesselMoments },
  pixelSizeM: [number, number],
): { lengthM: number; widthM: number } {
  const [sx, sy] = pixelSizeM;
  const a = (v.moments.xx + 1 / 12) * sx * sx;
  const b = v.moments.xy * sx * sy;
  const c = (v.moments.yy + 1 / 12) * sy * sy;
  const spread = Math.hypot((a - c) / 2, b);
  return {
    lengthM: Math.sqrt(12 * ((a + c) / 2 + spread)),
    widthM: Math.sqrt(12 * Math.max(0, (a + c) / 2 - spread)),
  };
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
