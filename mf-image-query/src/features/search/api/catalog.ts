/** Calls of the image-query page (contracts: shared/src/domain/catalog.ts, the cart and geodata routes). */
import { call, callOne, downloadUrl, exportOrQueue, type ExportJob } from '@portal/shared/http';
import type { Envelope } from '@portal/shared/http';
import type { DrawnShape, GlobeGeometry, LngLat } from '@portal/shared/globe';
import type { CatalogArea, SceneDetail, SceneSummary, SearchRequest } from '@portal/shared/domain/catalog';
import { CATALOG_EXPORT_FORMATS, type CatalogExportFormat } from '@portal/shared/domain';

export type Footprint = Extract<GlobeGeometry, { type: 'Polygon' | 'MultiPolygon' }>;

export type { SceneDetail, SceneSummary, SearchRequest };

export function searchCatalog(body: SearchRequest): Promise<Envelope<SceneSummary>> {
  return call<SceneSummary>({ method: 'POST', url: '/catalog/search/', data: body });
}

export function sceneDetail(id: string): Promise<SceneDetail> {
  return callOne<SceneDetail>({ method: 'GET', url: `/catalog/scenes/${encodeURIComponent(id)}/` });
}

/**
 * Downloads a scene's product package: the API signs a short-lived link, which the browser then follows as a plain
 * download (the file streams to disk; no session header is needed on the link, so a download manager can use it).
 */
export async function downloadProduct(id: string): Promise<void> {
  const { url } = await callOne<{ url: string; expires_at: string }>({
    method: 'POST',
    url: `/catalog/scenes/${encodeURIComponent(id)}/download/`,
  });
  downloadUrl(url);
}

export function addToCart(ids: string[]): Promise<Envelope<unknown>> {
  return call({ method: 'POST', url: '/commodity/manage_carts/', data: { scene_ids: ids }, quiet: true });
}

export const EXPORT_FORMATS = CATALOG_EXPORT_FORMATS;
export type ExportFormat = CatalogExportFormat;

/** The export of the search's results as a file download; a large one runs as a job on the server (returned). */
export function exportResults(body: SearchRequest, format: ExportFormat): Promise<ExportJob | null> {
  return exportOrQueue(
    {
      method: 'POST',
      url: '/catalog/export/',
      data: { ...body, cursor: undefined, size: undefined, format },
    },
    `scenes.${format}`,
  );
}

export interface Region {
  code: string;
  name_zh: string;
  name_en: string;
  level?: string;
  has_children?: boolean;
  center?: LngLat;
  bbox?: [number, number, number, number];
}

export interface Place {
  id: number;
  name: string;
  name_zh: string | null;
  name_en: string;
  kind?: string;
  point?: LngLat;
  admin_name?: string | null;
  country_name?: string | null;
}

/** Administrative regions: the children of one (China's provinces: parent 'CN'); quiet: the picker says a failure. */
export function regions(parent: string): Promise<Envelope<Region>> {
  return call<Region>({ method: 'GET', url: '/geodata/regions/', params: { parent }, quiet: true });
}

/** Gazetteer places matching a typed prefix (zh or en). */
export function places(q: string, signal?: AbortSignal): Promise<Envelope<Place>> {
  return call<Place>({
    method: 'GET',
    url: '/geodata/places/',
    params: { q, limit: 10 },
    signal,
    quiet: true,
  });
}

/**
 * The polygon a region or a place stands for in the search (a province's or a city's outline, a town's circle),
 * in the session's coordinate system; undefined for other areas or when it cannot be had.
 */
export async function outlineOf(area: CatalogArea): Promise<DrawnShape | undefined> {
  if (area.type !== 'region' && area.type !== 'place') return undefined;
  const url =
    area.type === 'region'
      ? `/geodata/regions/${encodeURIComponent(area.code)}/`
      : `/geodata/places/${encodeURIComponent(area.id)}/`;
  const { geometry } = await callOne<{ geometry?: Footprint | null }>({ method: 'GET', url, quiet: true });
  const key = area.type === 'region' ? area.code : area.id;
  return geometry ? { id: `${area.type}-${key}`, kind: 'geometry', geometry } : undefined;
}
