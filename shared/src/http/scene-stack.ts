/**
 * A scene's stack, a time series over it and the change between two of its dates, as the viewer asks for them
 * (@portal/shared/domain/scene-stack): GET /api/catalog/scenes/{id}/stack/, POST /api/catalog/timeseries/,
 * GET /api/catalog/scenes/{id}/change/{other} and its tiles.
 */
import {
  DEFAULT_CHANGE_THRESHOLD_DB,
  type SceneChange,
  type SceneStack,
  type Timeseries,
  type TimeseriesBody,
} from '../domain/scene-stack';
import { http, sessionHeaders, type PortalRequestConfig } from '@portal/shared/http'; // the page's client, not a copy (./index.ts)
import type { SceneTileLayer } from './scene-tiles';

const quiet = { quiet: true } as PortalRequestConfig;
const scenePath = (id: string) => `/catalog/scenes/${encodeURIComponent(id)}`;

export async function sceneStack(id: string): Promise<SceneStack> {
  return (await http.get<SceneStack>(`${scenePath(id)}/stack/`, quiet)).data;
}

export async function sceneTimeseries(body: TimeseriesBody): Promise<Timeseries> {
  return (await http.post<Timeseries>('/catalog/timeseries/', body, quiet)).data;
}

const thresholdQuery = (t: number) => (t === DEFAULT_CHANGE_THRESHOLD_DB ? '' : `?threshold=${t}`);

export async function sceneChange(
  before: string,
  after: string,
  thresholdDb = DEFAULT_CHANGE_THRESHOLD_DB,
): Promise<SceneChange> {
  const url = `${scenePath(before)}/change/${encodeURIComponent(after)}${thresholdQuery(thresholdDb)}`;
  return (await http.get<SceneChange>(url, quiet)).data;
}

/** The change layer's tiles: brighter in one colour, darker in another, unchanged transparent. */
export function changeTileLayer(
  before: string,
  after: string,
  change: SceneChange,
  maximumLevel: number,
): SceneTileLayer {
  const q = thresholdQuery(change.threshold_db);
  return {
    url: `/api${scenePath(before)}/change/${encodeURIComponent(after)}/tiles/{z}/{x}/{y}.png${q}`,
    maximumLevel,
    fullResolution: change.full_resolution,
    headers: sessionHeaders(),
  };
}
