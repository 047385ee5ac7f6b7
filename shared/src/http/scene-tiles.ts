/**
 * A scene's product raster as a layer of the globe: its TileJSON (the levels this viewer may see) and the address
 * and headers of its tiles (GET /api/catalog/scenes/{id}/tiles/{z}/{x}/{y}.png; @portal/shared/domain/scene-tiles).
 */
import { DEFAULT_STRETCH, stretchQuery, type SceneStretch } from '../domain/scene-tiles';
import { http, sessionHeaders, type PortalRequestConfig } from '@portal/shared/http'; // the page's client, not a copy (./index.ts)

export interface SceneTileLayer {
  /** A URL template of the portal's origin ({z}, {x}, {y}), the stretch in its query. */
  url: string;
  maximumLevel: number;
  /** Full resolution (the viewer may read the product), or the preview's levels only. */
  fullResolution: boolean;
  headers: Record<string, string>;
}

interface TileJson {
  maxzoom: number;
  full_resolution: boolean;
}

export async function sceneTileLayer(
  id: string,
  stretch: SceneStretch = DEFAULT_STRETCH,
): Promise<SceneTileLayer> {
  const q = stretchQuery(stretch);
  const base = `/catalog/scenes/${encodeURIComponent(id)}`;
  const { data } = await http.get<TileJson>(`${base}/tilejson.json${q ? `?${q}` : ''}`, {
    quiet: true,
  } as PortalRequestConfig);
  return {
    url: `/api${base}/tiles/{z}/{x}/{y}.png${q ? `?${q}` : ''}`,
    maximumLevel: data.maxzoom,
    fullResolution: data.full_resolution,
    headers: sessionHeaders(),
  };
}
