/**
 * The three analyses as the portal runs them on one picture, in pixels: water first, then oil dark spots or ships
 * searched only on the water. One pipeline for the server (`discern/…/getwfs/` and `get_zip/` georeference its
 * result) and the browser's demonstrations (a web worker draws it), so both find the same things.
 */
import { labelComponents } from './components';
import type { GrayImage, PixelBox, Progress } from './image';
import { detectDarkSpots } from './oil';
import { componentOutline, type Ring } from './outline';
import { detectVessels, withoutTargets, type VesselMoments } from './vessels';
import { extractWater } from './water';

export const ANALYSES = ['water', 'oil', 'vessel'] as const;
export type Analysis = (typeof ANALYSES)[number];

/** Water bodies smaller than this are not outlined (they still count in the area); holes smaller are filled. */
export const WATER_OUTLINE_PIXELS = 64;
export const HOLE_PIXELS = 16;

/** A water body or an oil dark spot: its pixels, centre and outline (outer ring, then holes). */
export interface PixelRegion {
  pixels: number;
  centroid: { x: number; y: number };
  rings: Ring[];
  /** Oil: the spot's mean amplitude over its background's. */
  contrast?: number;
}

export interface PixelVessel {
  x: number;
  y: number;
  pixels: number;
  peak: number;
  bbox: PixelBox;
  /** The pixels' shape, for their length and width on the ground (vessels.ts vesselSize). */
  moments: VesselMoments;
}

export interface PixelAnalysis {
  algorithm: Analysis;
  width: number;
  height: number;
  /** Water extraction: every water pixel (also of bodies too small to outline) and Otsu's threshold. */
  waterPixels?: number;
  threshold?: number;
  regions: PixelRegion[];
  vessels: PixelVessel[];
}

/**
 * Land found in parts smaller than this (m²) may be a hull the water extraction's smoothing spread (a ship of
 * 400 × 60 m is some 0.07 km² so), which vessel detection looks at again. An islet that small stays land: only the
 * targets on it are taken out, not its ground.
 */
export const HULL_BLUR_M2 = 100_000;

/**
 * The water and the parts of land smaller than a hull's blur; null when there are none, or the pixel size is not
 * known (the first water is then the one searched).
 */
function withHullBlurs(water: Uint8Array, width: number, height: number, pixelSizeM?: [number, number]) {
  if (!pixelSizeM) return null;
  const land = water.map((w) => 1 - w);
  const { labels } = labelComponents(land, width, height, {
    minPixels: HULL_BLUR_M2 / (pixelSizeM[0] * pixelSizeM[1]),
  });
  const searched = water.map((_, i) => (labels[i] ? 0 : 1));
  return searched.some((v, i) => v && land[i]) ? searched : null;
}

export interface AnalysisOptions {
  onProgress?: Progress;
  /** Metres per pixel along x and y: vessel detection then sees hulls the smoothing spread over land's size. */
  pixelSizeM?: [number, number];
}

/** Progress of the water pass when it only prepares another analysis. */
const WATER_SHARE = 0.4;

export function analysePixels(
  image: GrayImage,
  algorithm: Analysis,
  { onProgress, pixelSizeM }: AnalysisOptions = {},
): PixelAnalysis {
  const { width, height } = image;
  const report = (from: number, to: number) => (f: number) => onProgress?.(from + (to - from) * f);
  const outline = (labels: Int32Array, label: number, bbox: PixelBox) => {
    const { outer, holes } = componentOutline(labels, width, label, bbox, { minHoleArea: HOLE_PIXELS });
    return [outer, ...holes];
  };
  const done = (result: Omit<PixelAnalysis, 'algorithm' | 'width' | 'height'>): PixelAnalysis => {
    onProgress?.(1);
    return { algorithm, width, height, ...result };
  };

  if (algorithm === 'water') {
    const water = extractWater(image, { onProgress: report(0, 0.85) });
    const { labels, components } = labelComponents(water.mask, width, height, {
      minPixels: WATER_OUTLINE_PIXELS,
    });
    return done({
      waterPixels: water.waterPixels,
      threshold: water.threshold,
      regions: components.map((c) => ({
        pixels: c.pixels,
        centroid: c.centroid,
        rings: outline(labels, c.label, c.bbox),
      })),
      vessels: [],
    });
  }
  if (algorithm === 'vessel') {
    // The water the ships are searched on: a first extraction's, then, if it left parts of land as small as a hull
    // the smoothing spread, again without the bright targets on them or on the water (found against its level).
    const first = extractWater(image, { onProgress: report(0, 0.25) });
    const searched = withHullBlurs(first.mask, width, height, pixelSizeM);
    const water = searched
      ? extractWater(withoutTargets(image, { within: searched, sea: first.mask }), {
          onProgress: report(0.25, 0.5),
        }).mask
      : first.mask;
    const { vessels } = detectVessels(image, { within: water, onProgress: report(0.5, 1) });
    return done({
      regions: [],
      vessels: vessels.map(({ x, y, pixels, peak, bbox, moments }) => ({
        x,
        y,
        pixels,
        peak,
        bbox,
        moments,
      })),
    });
  }
  const water = extractWater(image, { onProgress: report(0, WATER_SHARE) });
  const oil = detectDarkSpots(image, { within: water.mask, onProgress: report(WATER_SHARE, 0.9) });
  return done({
    regions: oil.spots.map((s, i) => ({
      pixels: s.pixels,
      centroid: s.centroid,
      rings: outline(oil.labels, i + 1, s.bbox),
      contrast: s.meanAmplitude / s.backgroundAmplitude,
    })),
    vessels: [],
  });
}
