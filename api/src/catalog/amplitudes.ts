/**
 * The pixels of quicklooks and product rasters, apart from their encoders (geotiff starts web workers, which a
 * worker thread of the analysis pool cannot host).
 */
import { createHash } from 'node:crypto';
import { seededRandom as prng } from '@portal/shared/sar-analysis';

const seedOf = (id: string) => createHash('sha256').update(id).digest().readUInt32LE(0);

/** size×size 8-bit amplitudes, row by row, that look like SAR (same values for the same ID). */
export function amplitudes(id: string, size: number): Uint8Array {
  const rnd = prng(seedOf(id));
  const waves = Array.from({ length: 6 }, () => ({
    fx: (rnd() - 0.5) * 0.08,
    fy: (rnd() - 0.5) * 0.08,
    ph: rnd() * 6.283,
    a: 0.3 + rnd(),
  }));
  const data = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let field = 0;
      for (const w of waves) field += w.a * Math.sin(w.fx * x + w.fy * y + w.ph);
      const mean = 0.35 + 0.12 * field; // smooth backscatter
      const speckle = -Math.log(1 - rnd() * 0.999); // exponential intensity speckle (1 look)
      const amp = Math.sqrt(Math.max(0.01, mean) * speckle);
      data[y * size + x] = Math.max(0, Math.min(255, Math.round(amp * 170)));
    }
  }
  return data;
}

/** Pixels along each side of the product raster. */
export const RASTER_SIZE = 512;

/** The amplitudes of a scene's product raster (RASTER_SIZE², row by row). */
export const rasterAmplitudes = (id: string) => amplitudes(`${id}#raster`, RASTER_SIZE);
