/**
 * The demonstrations' web worker: decodes a sample picture (fetched from the portal's API) and runs an analysis of
 * shared/sar-analysis on it off the page's thread, posting its progress as it goes.
 */
import { analysePixels, type GrayImage } from '@portal/shared/sar-analysis';
import { movingShipFrames } from '../video/frames';
import type { WorkerMessage, WorkerRequest } from './protocol';

interface WorkerScope {
  postMessage(message: WorkerMessage, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
}
const scope = self as unknown as WorkerScope;

/** The picture's gray values: its PNG decoded as is (no colour conversion), red channel of the RGBA pixels. */
async function grayPixels(url: string): Promise<GrayImage & { data: Uint8Array }> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const bitmap = await createImageBitmap(await res.blob(), {
    colorSpaceConversion: 'none',
    premultiplyAlpha: 'none',
  });
  const { width, height } = bitmap;
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('OffscreenCanvas 2D is not available');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const rgba = context.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4];
  return { width, height, data };
}

const progress = (fraction: number) => scope.postMessage({ kind: 'progress', fraction });

/** Decoding is the first tenth of the bar. */
const DECODED = 0.1;
const after = (fraction: number) => progress(DECODED + (1 - DECODED) * fraction);

scope.onmessage = async ({ data: request }) => {
  try {
    progress(0);
    const image = await grayPixels(request.imageUrl);
    progress(DECODED);
    if (request.kind === 'analyse') {
      const result = analysePixels(image, request.algorithm, {
        onProgress: after,
        pixelSizeM: request.pixelSizeM,
      });
      scope.postMessage({ kind: 'analysis', result });
    } else {
      const result = movingShipFrames(image, request.frames, after);
      scope.postMessage(
        { kind: 'video', result },
        result.frames.map((f) => f.buffer),
      );
    }
  } catch (e) {
    scope.postMessage({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
  }
};
