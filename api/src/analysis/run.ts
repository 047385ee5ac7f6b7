/**
 * What a worker thread is asked for: an analysis of a sample or a scene, described well enough to regenerate its
 * pixels, or a picture (a sample's PNG and JPEG thumbnail or its detail PNG, a scene's quicklook PNG or its product COG).
 */
import { grayPng } from '../imagery/encode';
import {
  QUICKLOOK_SIZE,
  quicklookPixels,
  type SampleForPicture,
  type SceneForPicture,
} from '../imagery/pictures';
import { renderProductCog, type SceneForProduct } from '../imagery/product-cog';
import { renderSceneTile, type SceneTileAddress } from '../imagery/scene-tile';
import type { SceneStretch } from '@portal/shared/domain/scene-tiles';
import { storedCog, type StorageSettings } from './stored-cogs';
import { tilePng, type TileAddress } from '../imagery/tile';
import { analyse, type Algorithm, type AnalysisResult } from './features';
import { sampleDetailPng, sampleImage, samplePictures, sceneImage } from './sources';

export type AnalysisJob =
  | { kind: 'sample'; algorithm: Algorithm; sample: SampleForPicture }
  | { kind: 'scene'; algorithm: Algorithm; scene: SceneForPicture };

export type PictureJob =
  | { kind: 'sample-pictures' | 'sample-detail'; sample: SampleForPicture }
  | { kind: 'quicklook-png'; scene: SceneForPicture }
  | { kind: 'basemap-tile'; tile: TileAddress }
  | { kind: 'product-cog'; scene: SceneForProduct; maxPx: number }
  | {
      kind: 'scene-tile';
      storage: StorageSettings;
      /** The stored product raster (COG) the tile is drawn from. */
      key: string;
      tile: SceneTileAddress;
      stretch: SceneStretch;
    };

function picture(
  job: Exclude<PictureJob, { kind: 'scene-tile' }>,
): Uint8Array | { png: Uint8Array; jpeg: Uint8Array } {
  switch (job.kind) {
    case 'sample-pictures':
      return samplePictures(job.sample);
    case 'sample-detail':
      return sampleDetailPng(job.sample);
    case 'quicklook-png':
      return grayPng({ width: QUICKLOOK_SIZE, height: QUICKLOOK_SIZE, data: quicklookPixels(job.scene) });
    case 'basemap-tile':
      return tilePng(job.tile);
    case 'product-cog':
      return renderProductCog(job.scene, job.maxPx);
  }
}

export function runJob(
  job: AnalysisJob | PictureJob,
): AnalysisResult | ReturnType<typeof picture> | Promise<Uint8Array> {
  if (job.kind === 'scene-tile')
    return storedCog(job.storage, job.key).then((cog) => renderSceneTile(cog, job.tile, job.stretch));
  if (job.kind === 'sample' || job.kind === 'scene') {
    const image = job.kind === 'sample' ? sampleImage(job.sample, job.algorithm) : sceneImage(job.scene);
    return analyse(image, job.algorithm);
  }
  return picture(job);
}
