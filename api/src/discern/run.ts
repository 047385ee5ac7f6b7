/** What a worker thread is asked to analyse: a sample or a scene, described well enough to regenerate its pixels. */
import type { Bbox } from '../geo/bbox';
import { analyse, type Algorithm, type AnalysisResult } from './features';
import { sampleImage, sceneImage } from './sources';

export type AnalysisJob =
  | {
      kind: 'sample';
      algorithm: Algorithm;
      sample: { id: number; lon: number; lat: number; img_mode: number };
    }
  | { kind: 'scene'; algorithm: Algorithm; scene: { id: string; bbox: Bbox } };

export function runJob(job: AnalysisJob): AnalysisResult {
  const image = job.kind === 'sample' ? sampleImage(job.sample) : sceneImage(job.scene);
  return analyse(image, job.algorithm);
}
