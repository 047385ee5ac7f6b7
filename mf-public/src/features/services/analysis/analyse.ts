/**
 * The demonstrations' analyses of one picture, in pixels: the same order and parameters as the server's
 * `getwfs/` (water first; oil spots and ships searched only on the water), so both give the same counts and areas.
 */
import {
  componentOutline,
  detectDarkSpots,
  detectVessels,
  extractWater,
  labelComponents,
  type GrayImage,
  type PixelBox,
  type Progress,
} from '@portal/shared/sar-analysis';
import type { Algorithm, PixelAnalysis, PixelRegion } from './protocol';

/** Water bodies smaller than this are not outlined (they still count in the area); holes smaller are filled. */
export const WATER_OUTLINE_PIXELS = 64;
export const HOLE_PIXELS = 16;

/** Progress of the water pass when it only prepares another analysis. */
const WATER_SHARE = 0.4;

export function analysePixels(image: GrayImage, algorithm: Algorithm, onProgress?: Progress): PixelAnalysis {
  const { width, height } = image;
  const report = (from: number, to: number) => (f: number) => onProgress?.(from + (to - from) * f);
  const outlines = (labels: Int32Array, comps: { label: number; pixels: number; bbox: PixelBox }[]) =>
    comps.map((c): PixelRegion => {
      const { outer, holes } = componentOutline(labels, width, c.label, c.bbox, { minHoleArea: HOLE_PIXELS });
      return { pixels: c.pixels, rings: [outer, ...holes] };
    });

  if (algorithm === 'water') {
    const water = extractWater(image, { onProgress: report(0, 0.85) });
    const { labels, components } = labelComponents(water.mask, width, height, {
      minPixels: WATER_OUTLINE_PIXELS,
    });
    const regions = outlines(labels, components);
    onProgress?.(1);
    return {
      algorithm,
      width,
      height,
      waterPixels: water.waterPixels,
      threshold: water.threshold,
      regions,
      vessels: [],
    };
  }
  const water = extractWater(image, { onProgress: report(0, WATER_SHARE) });
  if (algorithm === 'oil') {
    const oil = detectDarkSpots(image, { within: water.mask, onProgress: report(WATER_SHARE, 0.9) });
    const regions = outlines(
      oil.labels,
      oil.spots.map((s, i) => ({ label: i + 1, pixels: s.pixels, bbox: s.bbox })),
    );
    onProgress?.(1);
    return { algorithm, width, height, regions, vessels: [] };
  }
  const { vessels } = detectVessels(image, { within: water.mask, onProgress: report(WATER_SHARE, 1) });
  return {
    algorithm,
    width,
    height,
    regions: [],
    vessels: vessels.map(({ x, y, pixels, bbox }) => ({ x, y, pixels, bbox })),
  };
}
