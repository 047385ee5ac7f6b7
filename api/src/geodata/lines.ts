/**
 * The lines the globe's vector basemap draws (docs/architecture.md §6.2): the coast, from the
 * very polygons the basemap tiles and the scenes' pictures draw land and sea from (Natural Earth 1:10m land), and
 * the administrative boundaries on land only. A region's outline along the sea is left out of its boundary: the
 * boundary sources are coarser than the coast (Natural Earth 1:50m countries, echarts' Chinese divisions) and would
 * draw a second coast kilometres off the first, across bays and estuaries.
 *
 * A boundary is the part of an outline that a neighbour shares: for countries, the TopoJSON arcs two countries use;
 * for China's provinces and cities, the segments two cities' rings both have (the sources share their vertices
 * along borders) where they run on land, a province's being those between cities of two provinces. WGS-84 in
 * and out.
 */
import { readFileSync } from 'node:fs';
import { mesh } from 'topojson-client';
import { KM_PER_DEGREE, pixelGrid } from '../imagery/grid';
import { landMask } from '../imagery/land';
import type { Position, RegionRow } from './sources';

type Lines = Position[][];

/** Coast lines as pieces of at most this many vertices (an index entry each, so a view reads only its own). */
const COAST_PIECE = 256;

const readTopology = (spec: string) =>
  JSON.parse(readFileSync(require.resolve(spec), 'utf8')) as Parameters<typeof mesh>[0] & {
    objects: Record<string, TopoGeometry>;
  };
type TopoGeometry = Parameters<typeof mesh>[1] & { id?: string | number; geometries?: TopoGeometry[] };

/** The coast of Natural Earth's 1:10m land, in pieces. */
export function coastLines(): Lines {
  const topo = readTopology('world-atlas/land-10m.json');
  const all = mesh(topo, topo.objects.land).coordinates as Lines;
  const pieces: Lines = [];
  for (const line of all)
    for (let i = 0; i < line.length - 1; i += COAST_PIECE - 1)
      pieces.push(line.slice(i, i + COAST_PIECE).map(([x, y]) => [round6(x), round6(y)]));
  return pieces;
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * Each country's land borders (arcs it shares with another country of Natural Earth 1:50m), by ISO code;
 * `codeOf` names a TopoJSON geometry's country (undefined: none), `oneCountry` says two codes are one country here
 * (China and Taiwan, Hong Kong, Macao, whose borders are China's provinces').
 */
export function countryBorders(
  codeOf: (g: TopoGeometry) => string | undefined,
  oneCountry: (a: string, b: string) => boolean,
): Map<string, Lines> {
  const topo = readTopology('world-atlas/countries-50m.json');
  const collection = topo.objects.countries;
  const borders = new Map<string, Lines>();
  for (const g of collection.geometries ?? []) {
    const code = codeOf(g);
    if (!code) continue;
    const lines = mesh(topo, collection, (a, b) => {
      if (a === b || (a !== g && b !== g)) return false;
      const [ca, cb] = [codeOf(a as TopoGeometry), codeOf(b as TopoGeometry)];
      return !(ca && cb && (ca === cb || oneCountry(ca, cb)));
    }).coordinates as Lines;
    if (lines.length) borders.set(code, [...(borders.get(code) ?? []), ...lines]);
  }
  return borders;
}

/**
 * China's province and city borders from the cities' rings: a city's border is every segment another city has
 * too, a province's those of them between cities of two provinces; by region code, the segments chained into lines.
 */
export function chinaBorders(cities: readonly RegionRow[]): Map<string, Lines> {
  const key = (p: Position) => `${p[0]},${p[1]}`;
  const owners = new Map<string, { a: Position; b: Position; codes: Set<string> }>();
  for (const c of cities)
    for (const polygon of c.coords)
      for (const ring of polygon)
        for (let i = 0; i + 1 < ring.length; i++) {
          const [a, b] = [ring[i], ring[i + 1]];
          const [ka, kb] = [key(a), key(b)];
          if (ka === kb) continue;
          const k = ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
          let seg = owners.get(k);
          if (!seg) owners.set(k, (seg = { a, b, codes: new Set() }));
          seg.codes.add(c.code);
        }
  const parentOf = new Map(cities.map((c) => [c.code, c.parent_code!]));
  const landAt = new Map<string, boolean>();
  const vertexNearLand = (p: Position) => {
    const k = key(p);
    let v = landAt.get(k);
    if (v === undefined) landAt.set(k, (v = nearLand(p)));
    return v;
  };
  /** A segment runs on land when its ends and its middle do. */
  const onLand = (a: Position, b: Position) =>
    vertexNearLand(a) && vertexNearLand(b) && nearLand([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
  const borders = new Map<string, Lines>();
  const add = (code: string, seg: Position[]) => {
    const list = borders.get(code);
    if (list) list.push(seg);
    else borders.set(code, [seg]);
  };
  for (const { a, b, codes } of owners.values()) {
    if (codes.size < 2 || !onLand(a, b)) continue;
    const provinces = new Set([...codes].map((c) => parentOf.get(c)!));
    for (const c of codes) add(c, [a, b]);
    if (provinces.size > 1) for (const p of provinces) add(p, [a, b]);
  }
  for (const [code, segments] of borders) borders.set(code, chained(segments));
  return borders;
}

/**
 * Whether there is land of the tiles' polygons within some 300 m of a point: the cities' outlines run out into
 * bays and along reclaimed shores, where the tiles draw sea.
 */
function nearLand([lon, lat]: Position): boolean {
  const dLat = 0.3 / KM_PER_DEGREE;
  const dLon = dLat / Math.cos((lat * Math.PI) / 180);
  return landMask(pixelGrid([lon - dLon, lat - dLat, lon + dLon, lat + dLat], 3, 3)).some((v) => v === 1);
}

/** Segments joined end to end into as few lines as a walk finds (a junction of three starts a new line). */
export function chained(segments: Lines): Lines {
  const key = (p: Position) => `${p[0]},${p[1]}`;
  const ends = new Map<string, number[]>();
  segments.forEach((s, i) => {
    for (const p of [s[0], s[s.length - 1]]) {
      const k = key(p);
      const list = ends.get(k);
      if (list) list.push(i);
      else ends.set(k, [i]);
    }
  });
  const used = new Uint8Array(segments.length);
  /** An unused segment with an end at p, turned to start there. */
  const next = (p: Position): Position[] | null => {
    for (const j of ends.get(key(p)) ?? []) {
      if (used[j]) continue;
      used[j] = 1;
      const s = segments[j];
      return key(s[0]) === key(p) ? s : [...s].reverse();
    }
    return null;
  };
  const lines: Lines = [];
  segments.forEach((s, i) => {
    if (used[i]) return;
    used[i] = 1;
    const line = [...s];
    for (let n = next(line[line.length - 1]); n; n = next(line[line.length - 1])) line.push(...n.slice(1));
    for (let n = next(line[0]); n; n = next(line[0])) line.unshift(...n.reverse().slice(0, -1));
    lines.push(line);
  });
  return lines;
}
