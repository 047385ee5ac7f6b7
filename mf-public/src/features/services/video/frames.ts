/**
 * The video-radar demonstration's frames: a sample picture with one ship planted at successive positions of a path
 * over its water (shared/sar-analysis `plantShip`), and CA-CFAR run on every frame — what the worker computes.
 */
import {
  detectVessels,
  extractWater,
  plantShip,
  type GrayImage,
  type Progress,
} from '@portal/shared/sar-analysis';
import type { VideoFrames } from '../analysis/protocol';
import { shipPath } from './sequence';

/** The planted ship: a hull of this many pixels, bright enough to be seen on any sea of the samples. */
const SHIP = { lengthPx: 7, brightness: 8 };
/** One hull for every frame: the same ship. */
const HULL_SEED = 1;

export function movingShipFrames(
  base: GrayImage & { data: Uint8Array },
  frames: number,
  onProgress?: Progress,
): VideoFrames {
  const { width, height } = base;
  const water = extractWater(base).mask;
  const fixed = detectVessels(base, { within: water }).vessels;
  onProgress?.(1 / (frames + 1));
  const path = shipPath(water, base, fixed, frames);
  const out: VideoFrames = { width, height, frames: [], planted: path.positions, detections: [] };
  path.positions.forEach((p, k) => {
    const data = plantShip(base, { ...p, ...SHIP, headingDeg: path.headingDeg }, HULL_SEED);
    const found = detectVessels({ width, height, data }, { within: water }).vessels;
    out.frames.push(data);
    out.detections.push(found.map((v) => ({ x: v.x, y: v.y })));
    onProgress?.((k + 2) / (frames + 1));
  });
  return out;
}
