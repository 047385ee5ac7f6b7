/**
 * The analyses of shared/sar-analysis turned into GeoJSON features (RFC 7946, WGS-84): ships as Points, water
 * bodies and oil dark spots as Polygons that follow the detected pixels' edges (holes of at least HOLE_PIXELS
 * kept). One builder for `getwfs/` (GeoJSON) and the zipped shapefile of `get_zip/`.
 */
import {
  areaKm2,
  componentOutline,
  detectDarkSpots,
  detectVessels,
  extractWater,
  labelComponents,
  OIL_DEFAULTS,
  VESSEL_DEFAULTS,
  WATER_DEFAULTS,
  type Ring,
} from '@portal/shared/sar-analysis';
import { pixelToLonLat } from '@portal/shared/domain/sample-footprint';
import { wind } from '../geo/polygons';
import type { GeoImage } from './sources';

export const ALGORITHMS = ['water', 'oil', 'vessel'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

/** Water bodies smaller than this are not drawn (they still count in the area); holes smaller are filled. */
const WATER_FEATURE_PIXELS = 64;
const HOLE_PIXELS = 16;

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
  const { width, height } = g.image;
  const at = (x: number, y: number) => pixelToLonLat(g, x, y);
  const ring = (r: Ring) => r.map(([x, y]) => at(x, y));
  const km2 = (pixels: number) => round(areaKm2(pixels, g.pixelSizeM), 4);
  const base = { pixel_size_m: g.pixelSizeM.map((v) => round(v, 2)) as [number, number], width, height };
  const water = extractWater(g.image);

  const polygons = (labels: Int32Array, comps: ReturnType<typeof labelComponents>['components']) =>
    comps.map((c, i): AnalysisFeature => {
      const { outer, holes } = componentOutline(labels, width, c.label, c.bbox, { minHoleArea: HOLE_PIXELS });
      return {
        type: 'Feature',
        id: i + 1,
        // Wound as RFC 7946 §3.1.6 asks whichever way the pixel tracer walked (its y runs south).
        geometry: {
          type: 'Polygon',
          coordinates: [wind(ring(outer), true), ...holes.map((h) => wind(ring(h), false))],
        },
        properties: {
          algorithm,
          pixels: c.pixels,
          area_km2: km2(c.pixels),
          centroid_x: round(c.centroid.x, 2),
          centroid_y: round(c.centroid.y, 2),
        },
      };
    });

  if (algorithm === 'water') {
    const { labels, components } = labelComponents(water.mask, width, height, {
      minPixels: WATER_FEATURE_PIXELS,
    });
    const features = polygons(labels, components);
    return {
      type: 'FeatureCollection',
      features,
      summary: {
        algorithm,
        count: features.length,
        parameters: { ...WATER_DEFAULTS },
        ...base,
        provenance: g.provenance,
        threshold: round(water.threshold, 2),
        water_area_km2: km2(water.waterPixels),
      },
    };
  }
  if (algorithm === 'oil') {
    const oil = detectDarkSpots(g.image, { within: water.mask });
    const features = polygons(
      oil.labels,
      oil.spots.map((s, i) => ({ ...s, label: i + 1 })),
    ).map((f, i) => ({
      ...f,
      properties: {
        ...f.properties,
        contrast: round(oil.spots[i].meanAmplitude / oil.spots[i].backgroundAmplitude, 3),
      },
    }));
    return {
      type: 'FeatureCollection',
      features,
      summary: {
        algorithm,
        count: features.length,
        parameters: { ...OIL_DEFAULTS },
        ...base,
        provenance: g.provenance,
      },
    };
  }
  const { vessels } = detectVessels(g.image, { within: water.mask });
  const features = vessels.map(
    (v, i): AnalysisFeature => ({
      type: 'Feature',
      id: i + 1,
      geometry: { type: 'Point', coordinates: at(v.x, v.y) },
      properties: {
        algorithm,
        pixels: v.pixels,
        peak: v.peak,
        x: round(v.x, 2),
        y: round(v.y, 2),
        length_m: round(
          Math.hypot(
            (v.bbox.maxX - v.bbox.minX + 1) * g.pixelSizeM[0],
            (v.bbox.maxY - v.bbox.minY + 1) * g.pixelSizeM[1],
          ),
          1,
        ),
      },
    }),
  );
  return {
    type: 'FeatureCollection',
    features,
    summary: {
      algorithm,
      count: features.length,
      parameters: { ...VESSEL_DEFAULTS },
      ...base,
      provenance: g.provenance,
    },
  };
}
