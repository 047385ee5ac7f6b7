/** 8-bit grayscale pictures as PNG (lossless: what the analyses read) and as a half-size baseline JPEG (cards). */
import { encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';

export interface Gray {
  width: number;
  height: number;
  data: Uint8Array;
}

export function grayPng({ width, height, data }: Gray): Buffer {
  const png = new PNG({ width, height, colorType: 0, inputColorType: 0, bitDepth: 8, inputHasAlpha: false });
  png.data = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return PNG.sync.write(png, { colorType: 0, inputColorType: 0, inputHasAlpha: false, bitDepth: 8 });
}

const THUMBNAIL_QUALITY = 75;

/** The picture at half size as a baseline JPEG: each pixel the mean of a 2×2 block, gray in all three channels. */
export function halfSizeJpeg({ width, height, data }: Gray): Buffer {
  const w = Math.floor(width / 2);
  const h = Math.floor(height / 2);
  const rgba = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) {
    const top = 2 * y * width;
    const bottom = top + width;
    for (let x = 0; x < w; x++) {
      const l = 2 * x;
      const v = Math.round((data[top + l] + data[top + l + 1] + data[bottom + l] + data[bottom + l + 1]) / 4);
      const o = (y * w + x) * 4;
      rgba[o] = rgba[o + 1] = rgba[o + 2] = v;
      rgba[o + 3] = 255;
    }
  }
  return encodeJpeg({ width: w, height: h, data: rgba }, THUMBNAIL_QUALITY).data;
}
