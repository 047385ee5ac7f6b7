/**
 * The north-up pixel grid a picture is drawn on: its bounding box split into width × height pixels (the product
 * raster's grid, catalog/product.ts rasterGrid), with each pixel centre's longitude, latitude and ground position.
 */
import { bboxWidth, type Bbox } from '../geo/bbox';

export const KM_PER_DEGREE = 111.32;

export interface PixelGrid {
  width: number;
  height: number;
  /** Longitude of the west edge; longitudes run on past 180° across the antimeridian. */
  west: number;
  north: number;
  /** Degrees per pixel. */
  dx: number;
  dy: number;
  /** Metres per pixel along x and y. */
  pixelM: [number, number];
  /** Kilometres per degree of longitude used for ground positions (fixed per whole degree of latitude). */
  kmPerLonDeg: number;
  /** Each column's and row's pixel-centre longitude and latitude, and ground position (km east, km north). */
  lons: Float64Array;
  lats: Float64Array;
  xKm: Float64Array;
  yKm: Float64Array;
}

export function pixelGrid(bbox: Bbox, width: number, height: number): PixelGrid {
  const [west, south, , north] = bbox;
  const dx = bboxWidth(bbox) / width;
  const dy = (north - south) / height;
  const midLat = (south + north) / 2;
  // Ground positions scale longitudes by the cosine of a whole degree of latitude, so that two scenes over the
  // same ground (centred within the same degree) give it the same texture.
  const kmPerLonDeg = KM_PER_DEGREE * Math.max(0.05, Math.cos((Math.round(midLat) * Math.PI) / 180));
  const cosMid = Math.max(0.01, Math.cos((midLat * Math.PI) / 180));
  const lons = Float64Array.from({ length: width }, (_, x) => west + (x + 0.5) * dx);
  const lats = Float64Array.from({ length: height }, (_, y) => north - (y + 0.5) * dy);
  return {
    width,
    height,
    west,
    north,
    dx,
    dy,
    pixelM: [dx * KM_PER_DEGREE * 1000 * cosMid, dy * KM_PER_DEGREE * 1000],
    kmPerLonDeg,
    lons,
    lats,
    xKm: lons.map((lon) => lon * kmPerLonDeg),
    yKm: lats.map((lat) => lat * KM_PER_DEGREE),
  };
}

/** A longitude in [-180, 180). */
export const wrapLon = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;
