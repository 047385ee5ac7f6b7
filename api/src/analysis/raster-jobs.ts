/**
 * What a worker thread reads from stored product rasters for a stack (catalog/timeseries.ts, catalog/scene-change.ts):
 * σ⁰ over a geometry, the change raster of two dates, its areas and its tiles. Each opens the COGs it names from
 * the file storage by range reads (stored-cogs.ts).
 */
import { readGeometry, type GeometryRead, type GeometryStats } from '../imagery/geometry-stats';
import type { ChangeAreas } from '../imagery/change';
import {
  changeRasterAreas,
  renderChangeRaster,
  renderChangeTile,
  type ChangeSide,
} from '../imagery/change-raster';
import type { SceneTileAddress } from '../imagery/scene-tile';
import { storedCog, type StorageSettings } from './stored-cogs';

export type RasterJob =
  | ({ kind: 'geometry-stats'; storage: StorageSettings; key: string } & GeometryRead)
  | {
      kind: 'change-raster';
      storage: StorageSettings;
      before: { key: string } & ChangeSide;
      after: { key: string } & ChangeSide;
      metadata: Record<string, string>;
    }
  | { kind: 'change-areas'; storage: StorageSettings; key: string; thresholdDb: number }
  | {
      kind: 'change-tile';
      storage: StorageSettings;
      key: string;
      tile: SceneTileAddress;
      thresholdDb: number;
    };

export interface RasterJobResults {
  'geometry-stats': GeometryStats;
  /** The change raster's COG; null where the two do not meet. */
  'change-raster': Uint8Array | null;
  'change-areas': ChangeAreas;
  'change-tile': Uint8Array;
}

const RASTER_KINDS = new Set<string>(['geometry-stats', 'change-raster', 'change-areas', 'change-tile']);
export const isRasterJob = (job: { kind: string }): job is RasterJob => RASTER_KINDS.has(job.kind);

export async function runRasterJob(job: RasterJob): Promise<RasterJobResults[RasterJob['kind']]> {
  const open = (key: string) => storedCog(job.storage, key);
  switch (job.kind) {
    case 'geometry-stats':
      return readGeometry(await open(job.key), job);
    case 'change-raster':
      return renderChangeRaster(
        { ...job.before, tiff: await open(job.before.key) },
        { ...job.after, tiff: await open(job.after.key) },
        job.metadata,
      );
    case 'change-areas':
      return changeRasterAreas(await open(job.key), job.thresholdDb);
    case 'change-tile':
      return renderChangeTile(await open(job.key), job.tile, job.thresholdDb);
  }
}
