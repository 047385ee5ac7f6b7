/**
 * What a worker thread is asked for: an analysis of a sample or a scene, described well enough to regenerate its
 * pixels, or a sample's picture as PNG.
 */
import type { Bbox } from '../geo/bbox';
import { analyse, type Algorithm, type AnalysisResult } from './features';
import { sampleImage, samplePng, sceneImage } from './sources';

export type AnalysisJob =
  | {
      kind: 'sample';
      algorithm: Algorithm;
      sample: { id: number; lon: number; lat: number; img_mode: number };
    }
  | { kind: 'scene'; algorithm: Algorithm; scene: { id: string; bbox: Bbox } };

export type PictureJob = { kind: 'sample-png'; id: number };

export function runJob(job: AnalysisJob | PictureJob): AnalysisResult | Uint8Array {
  if (job.kind === 'sample-png') return samplePng(job.id);
  const image = job.kind === 'sample' ? sampleImage(job.sample) : sceneImage(job.scene);
  return analyse(image, job.algorithm);
}
