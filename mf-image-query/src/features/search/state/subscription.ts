/**
 * A search saved as a subscription (issue 35): what it keeps of the page's search (areas and filters; not the page,
 * its size, its order, nor image IDs, which name scenes already in the archive), the name it is offered, and the way
 * back: /imageQuery?search=<the saved body>&name=<its name> opens the page on that search.
 */
import { SUBSCRIPTION_LIMITS } from '@portal/shared/domain/subscriptions';
import type { SubscriptionInput } from '@portal/shared/domain/subscriptions';
import type { CatalogArea } from '@portal/shared/domain/catalog';
import type { DrawnShape } from '@portal/shared/globe';
import {
  DEFAULT_FILTERS,
  EMPTY_SEARCH,
  MAX_AREAS,
  requestOf,
  type AreaEntry,
  type Filters,
  type SearchState,
} from './search-state';

export type SubscriptionSearch = SubscriptionInput['search'];

/** Whether any filter narrows the search (the order of results is no filter). */
export function hasFilters(f: Filters): boolean {
  return Boolean(
    f.start ||
      f.end ||
      f.satellites.length ||
      f.img_modes.length ||
      f.product_types.length ||
      f.polarizations.length ||
      f.classifications.length ||
      f.orbit_direction !== 'any' ||
      f.look_side !== 'any' ||
      f.incidence_min != null ||
      f.incidence_max != null,
  );
}

/** A search can be watched once it has an area or a filter: otherwise it would match every new scene. */
export const canSubscribe = (s: SearchState): boolean => s.areas.length > 0 || hasFilters(s.filters);

/** The body a subscription keeps: the search's request without image IDs, paging and sorting. */
export function subscriptionSearchOf(s: SearchState): SubscriptionSearch {
  const { size: _size, sort: _sort, cursor: _cursor, ids: _ids, ...rest } = requestOf({ ...s, ids: [] });
  return {
    ...rest,
    orbit_direction: rest.orbit_direction ?? 'any',
    look_side: rest.look_side ?? 'any',
  };
}

/** The name offered for a new subscription: the first region's, place's or file's name, else the first area's. */
export function suggestedName(s: SearchState, lang: 'zh' | 'en'): string {
  const named = s.areas.find((a) => a.source === 'region' || a.source === 'place' || a.source === 'file');
  const label = (named ?? s.areas[0])?.label[lang] ?? '';
  return label.trim().slice(0, SUBSCRIPTION_LIMITS.nameMax);
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPair = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every(isNumber);

/** The globe's shape of an area drawn or imported (regions and places get their outline fetched by the page). */
function shapeOf(area: CatalogArea, id: string): DrawnShape | undefined {
  switch (area.type) {
    case 'bbox':
      return { id, kind: 'rectangle', bbox: area.bbox };
    case 'circle':
      return { id, kind: 'circle', center: area.center, radiusKm: area.radius_km };
    case 'polygon':
      return {
        id,
        kind: 'geometry',
        geometry: area.geometry as Extract<DrawnShape, { kind: 'geometry' }>['geometry'],
      };
    default:
      return undefined;
  }
}

export type Convert = (position: [number, number]) => [number, number];

/** Every position of a GeoJSON coordinates array, converted (anything else kept as it is). */
const convertDeep = (v: unknown, convert: Convert): unknown =>
  isPair(v) ? convert(v) : Array.isArray(v) ? v.map((x) => convertDeep(x, convert)) : v;

/**
 * One saved area as the page holds it, its positions converted to the page's coordinate system, or null for what is
 * not an area (the API checks the rest when searching).
 */
function areaOf(raw: unknown, convert: Convert): CatalogArea | null {
  if (!raw || typeof raw !== 'object') return null;
  const a = raw as Record<string, unknown>;
  if (a.type === 'bbox' && Array.isArray(a.bbox) && a.bbox.length === 4 && a.bbox.every(isNumber)) {
    const [w, s, e, n] = a.bbox as number[];
    return { type: 'bbox', bbox: [...convert([w, s]), ...convert([e, n])] };
  }
  if (a.type === 'circle' && isPair(a.center) && isNumber(a.radius_km))
    return { type: 'circle', center: convert(a.center), radius_km: a.radius_km };
  if (a.type === 'polygon' && a.geometry && typeof a.geometry === 'object') {
    const g = a.geometry as { type?: unknown; coordinates?: unknown };
    if ((g.type === 'Polygon' || g.type === 'MultiPolygon') && Array.isArray(g.coordinates))
      return {
        type: 'polygon',
        geometry: { type: g.type, coordinates: convertDeep(g.coordinates, convert) as unknown[] },
      };
  }
  if (a.type === 'region' && typeof a.code === 'string' && a.code) return { type: 'region', code: a.code };
  if (a.type === 'place' && (typeof a.id === 'string' || isNumber(a.id)) && String(a.id))
    return { type: 'place', id: String(a.id) };
  return null;
}

const day = (v: unknown): string | undefined =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : undefined;
const list = <T>(v: unknown, ok: (x: unknown) => boolean): T[] =>
  Array.isArray(v) ? (v.filter(ok) as T[]) : [];
const isString = (x: unknown) => typeof x === 'string';

/**
 * The page's search state of a saved search body (the `search` URL parameter), or null when it holds none. Each area
 * is named by `label` (the subscription's name); drawn areas keep their shape on the globe. `convert` takes positions
 * from the system the search was saved in to the page's.
 */
export function searchStateOfSaved(
  raw: string | null,
  label: (area: CatalogArea, index: number) => { zh: string; en: string },
  convert: Convert = (p) => p,
): SearchState | null {
  if (!raw) return null;
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    body = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const areas: AreaEntry[] = (Array.isArray(body.areas) ? body.areas : [])
    .map((a) => areaOf(a, convert))
    .filter((a): a is CatalogArea => a !== null)
    .slice(0, MAX_AREAS)
    .map((area, i) => {
      const id = `saved-${i + 1}`;
      const source: AreaEntry['source'] =
        area.type === 'region' || area.type === 'place' ? area.type : 'draw';
      return { id, source, label: label(area, i), area, shape: shapeOf(area, id) };
    });
  const oneOf = <T extends string>(v: unknown, options: readonly T[], fallback: T): T =>
    options.includes(v as T) ? (v as T) : fallback;
  const filters: Filters = {
    ...DEFAULT_FILTERS,
    start: day(body.start),
    end: day(body.end),
    satellites: list(body.satellites, isString),
    img_modes: list(body.img_modes, isNumber),
    product_types: list(body.product_types, isString),
    polarizations: list(body.polarizations, isString),
    classifications: list(body.classifications, isString),
    orbit_direction: oneOf(body.orbit_direction, ['any', 'ascending', 'descending'] as const, 'any'),
    look_side: oneOf(body.look_side, ['any', 'left', 'right'] as const, 'any'),
    incidence_min: isNumber(body.incidence_min) ? body.incidence_min : undefined,
    incidence_max: isNumber(body.incidence_max) ? body.incidence_max : undefined,
  };
  return { ...EMPTY_SEARCH, areas, filters };
}
