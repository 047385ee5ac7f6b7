/** A grayscale SAR amplitude image, row by row (what a PNG's gray channel or a raster band holds). */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array | Float32Array;
}

/** Called now and then with the fraction of the work done (0..1), e.g. to move a progress bar in a web worker. */
export type Progress = (fraction: number) => void;

/** Pixel counts and bounding boxes of a region of the image (x to the right, y down, in pixels). */
export interface PixelBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Summed-area table ((width+1)×(height+1)): t[y][x] = Σ of values above and left of (x, y). */
export function integral(
  values: ArrayLike<number>,
  width: number,
  height: number,
  square = false,
): Float64Array {
  const W = width + 1;
  const t = new Float64Array(W * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      const v = values[y * width + x];
      row += square ? v * v : v;
      t[(y + 1) * W + x + 1] = t[y * W + x + 1] + row;
    }
  }
  return t;
}

/**
 * For every pixel, the sum of a summed-area table's values over the (2r+1)² window around it, clipped to the
 * image (so fewer cells at the edges; `windowCounts` gives how many).
 */
export function windowSums(t: Float64Array, width: number, height: number, r: number): Float64Array {
  const W = width + 1;
  const out = new Float64Array(width * height);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - r) * W;
    const bottom = (Math.min(height - 1, y + r) + 1) * W;
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - r);
      const right = Math.min(width - 1, x + r) + 1;
      out[y * width + x] = t[bottom + right] - t[top + right] - t[bottom + left] + t[top + left];
    }
  }
  return out;
}

/** Cells of the clipped (2r+1)² window around each pixel. */
export function windowCount(width: number, height: number, r: number, x: number, y: number): number {
  return (
    (Math.min(width - 1, x + r) - Math.max(0, x - r) + 1) *
    (Math.min(height - 1, y + r) - Math.max(0, y - r) + 1)
  );
}

/** Mean over a (2r+1)² box around each pixel (clipped at the edges); r = 0 copies the image. */
export function boxMean(img: GrayImage, radius: number): Float32Array {
  const { width, height, data } = img;
  const out = new Float32Array(width * height);
  if (radius <= 0) {
    out.set(data);
    return out;
  }
  const sums = windowSums(integral(data, width, height), width, height, radius);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      out[y * width + x] = sums[y * width + x] / windowCount(width, height, radius, x, y);
    }
  }
  return out;
}

/** Reports progress about every `every` rows (and at the end), not on every pixel. */
export function rowProgress(height: number, onProgress?: Progress, from = 0, to = 1) {
  const every = Math.max(1, Math.floor(height / 20));
  return (y: number) => {
    if (onProgress && (y % every === 0 || y === height - 1))
      onProgress(from + ((to - from) * (y + 1)) / height);
  };
}
