/**
 * Messages between the demonstrations and their web worker (analysis.worker.ts). Positions are pixels; the analyses
 * (the server's `getwfs/` algorithm names) and their results are shared/sar-analysis's pipeline.
 */
import type { Analysis as Algorithm, PixelAnalysis } from '@portal/shared/sar-analysis';

export type {
  Analysis as Algorithm,
  PixelAnalysis,
  PixelRegion,
  PixelVessel,
} from '@portal/shared/sar-analysis';

export type WorkerRequest =
  | {
      kind: 'analyse';
      algorithm: Algorithm;
      imageUrl: string;
      /** The picture's metres per pixel (x, y), as the server's analysis is given them. */
      pixelSizeM?: [number, number];
    }
  | { kind: 'video'; imageUrl: string; frames: number };

export interface VideoFrames {
  width: number;
  height: number;
  /** One 8-bit grayscale picture per frame. */
  frames: Uint8Array[];
  /** Where the moving ship was put in each frame (what the detections should find). */
  planted: { x: number; y: number }[];
  /** CFAR detections per frame. */
  detections: { x: number; y: number }[][];
}

export type WorkerMessage =
  | { kind: 'progress'; fraction: number }
  | { kind: 'analysis'; result: PixelAnalysis }
  | { kind: 'video'; result: VideoFrames }
  | { kind: 'error'; message: string };
