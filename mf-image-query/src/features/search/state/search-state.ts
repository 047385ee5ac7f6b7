/**
 * The search's state: target areas, image IDs and filters. It lives in the URL (`?q=<json>`), so a search can be
 * shared and survives a reload.
 */
import { CATALOG_LIMITS } from '@portal/shared/domain';
import type { CatalogArea, SearchRequest } from '@portal/shared/domain/catalog';
import type { DrawnShape } from '@portal/shared/globe';

/** docs/requirements.md §5: at most 5 target areas. */
export const MAX_AREAS = CATALOG_LIMITS.maxAreas;
export const MAX_RADIUS_KM = CATALOG_LIMITS.maxCircleKm;

/** One target area of the catalog search contract. */
export type Area = CatalogArea;

export interface AreaEntry {
  id: string;
  /** How it was given: drawn, region, place, point (centre + radius), file. */
  source: 'draw' | 'region' | 'place' | 'point' | 'file';
  label: { zh: string; en: string };
  area: Area;
  /** Its shape on the globe (regions without a known outline have none). */
  shape?: DrawnShape;
}

type Field<K extends keyof SearchRequest> = NonNullable<SearchRequest[K]>;

/** The filters as the form holds them: the contract's values, dates as the day picked (YYYY-MM-DD). */
export interface Filters {
  start?: string;
  end?: string;
  satellites: Field<'satellites'>;
  img_modes: Field<'img_modes'>;
  product_types: Field<'product_types'>;
  orbit_direction: Field<'orbit_direction'>;
  look_side: Field<'look_side'>;
  incidence_min?: number;
  incidence_max?: number;
  polarizations: Field<'polarizations'>;
  classifications: Field<'classifications'>;
  sort: Field<'sort'>;
}

export interface SearchState {
  areas: AreaEntry[];
  ids: string[];
  filters: Filters;
  size: number;
}

export const DEFAULT_FILTERS: Filters = {
  satellites: [],
  img_modes: [],
  product_types: [],
  orbit_direction: 'any',
  look_side: 'any',
  polarizations: [],
  classifications: [],
  sort: 'newest',
};
export const EMPTY_SEARCH: SearchState = { areas: [], ids: [], filters: DEFAULT_FILTERS, size: 20 };
export const PAGE_SIZES = [10, 20, 50, 100];

/** The drawn shape of an area (what the catalog receives for it). */
export function areaOfShape(shape: DrawnShape): Area {
  switch (shape.kind) {
    case 'rectangle':
      return { type: 'bbox', bbox: shape.bbox };
    case 'circle':
      return { type: 'circle', center: shape.center, radius_km: shape.radiusKm };
    case 'polygon':
      return {
        type: 'polygon',
        geometry: { type: 'Polygon', coordinates: [[...shape.ring, shape.ring[0]]] },
      };
    case 'geometry':
      return { type: 'polygon', geometry: shape.geometry };
  }
}

/**
 * The request body of a search state (docs/requirements.md §5 checks happen before: an area or an image ID). Image IDs replace the
 * rest: a search by ID looks those scenes up, whatever areas and filters the form also holds (the page says so).
 */
export function requestOf(s: SearchState): SearchRequest {
  const f = s.filters;
  if (s.ids.length) return { ids: s.ids, sort: f.sort, size: s.size };
  const body: SearchRequest = {
    sort: f.sort,
    orbit_direction: f.orbit_direction,
    look_side: f.look_side,
    size: s.size,
  };
  if (s.areas.length) body.areas = s.areas.map((a) => a.area);
  if (f.start) body.start = new Date(`${f.start}T00:00:00Z`).toISOString();
  if (f.end) body.end = new Date(`${f.end}T23:59:59Z`).toISOString();
  if (f.satellites.length) body.satellites = f.satellites;
  if (f.img_modes.length) body.img_modes = f.img_modes;
  if (f.product_types.length) body.product_types = f.product_types;
  if (f.polarizations.length) body.polarizations = f.polarizations;
  if (f.classifications.length) body.classifications = f.classifications;
  if (f.incidence_min != null) body.incidence_min = f.incidence_min;
  if (f.incidence_max != null) body.incidence_max = f.incidence_max;
  return body;
}

/** Regions and places keep their code in the URL, not their outline (fetched again: outlineOf). */
const outlineFetched = (a: AreaEntry) =>
  (a.source === 'region' || a.source === 'place') && a.shape?.kind === 'geometry';

export function encodeSearch(s: SearchState): string {
  return JSON.stringify({
    v: 1,
    ...s,
    areas: s.areas.map((a) => ({
      id: a.id,
      source: a.source,
      label: a.label,
      area: a.area,
      shape: outlineFetched(a) ? undefined : a.shape,
    })),
  });
}

export function decodeSearch(raw: string | null): SearchState | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<SearchState> & { v?: number };
    if (v.v !== 1 || !Array.isArray(v.areas)) return null;
    return {
      areas: v.areas.slice(0, MAX_AREAS),
      ids: Array.isArray(v.ids) ? v.ids.map(String) : [],
      filters: { ...DEFAULT_FILTERS, ...(v.filters ?? {}) },
      size: PAGE_SIZES.includes(Number(v.size)) ? Number(v.size) : EMPTY_SEARCH.size,
    };
  } catch {
    return null;
  }
}

/** Image IDs typed in a box: separated by spaces, commas, semicolons or new lines. */
export function parseIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;，；]+/)
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ].slice(0, 100);
}

export const newAreaId = () =>
  `area-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The IDs asked for that none of the scenes found carries, in the order they were typed. */
export function missingIds(asked: readonly string[], found: readonly string[]): string[] {
  const have = new Set(found);
  return asked.filter((id) => !have.has(id));
}
