/**
 * The analyses of shared/sar-analysis turned into GeoJSON features (RFC 7946, WGS-84): ships as Points, water
 * bodies and oil dark spots as Polygons that follow the detected pixels' edges (shared/sar-analysis's pipeline,
 * the one the browser's demonstrations run). One builder for `getwfs/` (GeoJSON) and the zipped shapefile of `get_zip/`.
 */
import {
  analysePixels,
  ANALYSES,
  areaKm2,
  OIL_DEFAULTS,
  VESSEL_DEFAULTS,
  vesselSize,
  WATER_DEFAULTS,
  type Analysis,
  type GrayImage,
  type Ring,
} from '@portal/shared/sar-analysis';
import { pixelToLonLat, type NorthUpGrid } from '@portal/shared/domain/sample-footprint';
import { wind } from '../geo/polygons';

export const ALGORITHMS = ANALYSES;
export type Algorithm = Analysis;

/** An image with its north-up georeference (shared with the browser's demonstrations). */
export interface GeoImage extends NorthUpGrid {
  image: GrayImage;
  /** Said with every result: where the pixels come from. */
  provenance: string;
}

/** The settings each analysis ran with, said in every result. */
const PARAMETERS: Record<Algorithm, Record<string, number>> = {
  water: WATER_DEFAULTS,
  oil: OIL_DEFAULTS,
  vessel: VESSEL_DEFAULTS,
};

export interface AnalysisFeature {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: number[] } | { type: 'Polygon'; coordinates: number[][][] };
  properties: Record<string, string | number>;
}

export interface AnalysisResult {
  type: 'FeatureCollection';
  features: AnalysisFeature[];
  /** What was run, on what, and the totals (a foreign member of the FeatureCollection). */
  summary: {
    algorithm: Algorithm;
    count: number;
    parameters: Record<string, number>;
    pixel_size_m: [number, number];
    width: number;
    height: number;
    provenance: string;
    /** Water extraction only. */
    threshold?: number;
    water_area_km2?: number;
  };
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

export function analyse(g: GeoImage, algorithm: Algorithm): AnalysisResult {
  const px = analysePixels(g.image, algorithm, { pixelSizeM: g.pixelSizeM });
  const at = (x: number, y: number) => pixelToLonLat(g, x, y);
  const ring = (r: Ring) => r.map(([x, y]) => at(x, y));
  const km2 = (pixels: number) => round(areaKm2(pixels, g.pixelSizeM), 4);
  const summary = {
    algorithm,
    parameters: { ...PARAMETERS[algorithm] },
    pixel_size_m: g.pixelSizeM.map((v) => round(v, 2)) as [number, number],
    width: px.width,
    height: px.height,
    provenance: g.provenance,
  };

  // Water bodies and oil spots follow their pixels' edges, wound as RFC 7946 §3.1.6 asks whichever way the
  // pixel tracer walked (its y runs south).
  const polygons = px.regions.map(
    (r, i): AnalysisFeature => ({
      type: 'Feature',
      id: i + 1,
      geometry: {
        type: 'Polygon',
        coordinates: r.rings.map((pixels, k) => wind(ring(pixels), k === 0)),
      },
      properties: {
        algorithm,
        pixels: r.pixels,
        area_km2: km2(r.pixels),
        centroid_x: round(r.centroid.x, 2),
        centroid_y: round(r.centroid.y, 2),
        ...(r.contrast !== undefined ? { contrast: round(r.contrast, 3) } : {}),
      },
    }),
  );
  if (algorithm === 'water')
    return {
      type: 'FeatureCollection',
      features: polygons,
      summary: {
        ...summary,
        count: polygons.length,
        threshold: round(px.threshold!, 2),
        water_area_km2: km2(px.waterPixels!),
      },
    };
  if (algorithm === 'oil')
    return { type: 'FeatureCollection', features: polygons, summary: { ...summary, count: polygons.length } };
  const ships = px.vessels.map((v, i): AnalysisFeature => {
    // Along and across the detected pixels, at the picture's own pixel size (the browser's demonstration too).
    const { lengthM, widthM } = vesselSize(v, g.pixelSizeM);
    return {
      type: 'Feature',
      id: i + 1,
      geometry: { type: 'Point', coordinates: at(v.x, v.y) },
      properties: {
        algorithm,
        pixels: v.pixels,
        peak: v.peak,
        x: round(v.x, 2),
        y: round(v.y, 2),
        length_m: round(lengthM, 1),
        width_m: round(widthM, 1),
      },
    };
  });
  return { type: 'FeatureCollection', features: ships, summary: { ...summary, count: ships.length } };
}
