/** What a request asks to analyse (a public sample, or an archive scene the caller may see) as a worker's job. */
import type { Queryable } from '../db';
import type { Algorithm } from '../analysis/features';
import type { AnalysisJob } from '../analysis/run';
import type { Viewer } from '../http/viewer';
import type { SampleForPicture } from '../imagery/pictures';
import { findSample, type SampleRow } from './samples';
import { pictureSceneOf, visibleScene } from './scene-access';

export type AnalysisTarget = { sample_id: number } | { scene_id: string };

export interface NamedJob {
  job: AnalysisJob;
  /** Base of the files the result is saved as: `sample-12-vessel`, `scene-<id>-water`. */
  name: string;
}

/** What a sample's picture is drawn from (imagery/pictures.ts): a few fields of its row. */
export const sampleForPicture = (s: SampleRow): SampleForPicture => ({
  id: s.id,
  lon: s.lon,
  lat: s.lat,
  img_mode: s.img_mode,
  title_zh: s.title_zh,
  title_en: s.title_en,
  description_zh: s.description_zh,
  description_en: s.description_en,
});

export const sampleJob = (s: SampleRow, algorithm: Algorithm): AnalysisJob => ({
  kind: 'sample',
  algorithm,
  sample: sampleForPicture(s),
});

/** Characters safe in a file name on every system (and in a Content-Disposition header). */
const safeName = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_');

/** The job, or null when the sample does not exist or the scene is not one the viewer may see. */
export async function analysisJob(
  db: Queryable,
  target: AnalysisTarget,
  algorithm: Algorithm,
  viewer: Viewer,
): Promise<NamedJob | null> {
  if ('sample_id' in target) {
    const s = await findSample(db, target.sample_id);
    return s && { job: sampleJob(s, algorithm), name: `sample-${s.id}-${algorithm}` };
  }
  const s = await visibleScene(db, target.scene_id, viewer);
  return (
    s && {
      job: { kind: 'scene', algorithm, scene: pictureSceneOf(s) },
      name: safeName(`scene-${s.id}-${algorithm}`),
    }
  );
}
