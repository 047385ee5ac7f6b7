/** Messages between the demonstrations and their web worker (analysis.worker.ts). Positions are pixels. */
import type { PixelBox, Ring } from '@portal/shared/sar-analysis';

/** The server's names of the analyses (`getwfs/` `algorithm`). */
export type Algorithm = 'water' | 'oil' | 'vessel';

export type WorkerRequest =
  | { kind: 'analyse'; algorithm: Algorithm; imageUrl: string }
  | { kind: 'video'; imageUrl: string; frames: number };

/** A water body or an oil dark spot: its pixel count and outline (outer ring, then holes). */
export interface PixelRegion {
  pixels: number;
  rings: Ring[];
}

export interface PixelVessel {
  x: number;
  y: number;
  pixels: number;
  bbox: PixelBox;
}

export interface PixelAnalysis {
  algorithm: Algorithm;
  width: number;
  height: number;
  /** Water extraction: every water pixel (also of bodies too small to outline) and Otsu's threshold. */
  waterPixels?: number;
  threshold?: number;
  regions: PixelRegion[];
  vessels: PixelVessel[];
}

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
