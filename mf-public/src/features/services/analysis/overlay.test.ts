import { sampleGrid } from '@portal/shared/domain/sample-footprint';
import { regionRows, ringsPath, shipRows, totals } from './overlay';
import type { PixelAnalysis } from './protocol';

const grid = sampleGrid({ lon: 120, lat: 30, img_mode: 3 }, { width: 512, height: 512 });
const pixelM = grid.pixelSizeM[0];
const base = { width: 512, height: 512, regions: [], vessels: [] };

describe('demonstration results as overlay shapes and figures', () => {
  it('draws a region with a hole as one even-odd path', () => {
    expect(
      ringsPath([
        [
          [0, 0],
          [4, 0],
          [4, 4],
          [0, 0],
        ],
        [
          [1, 1],
          [2, 1],
          [1, 1],
        ],
      ]),
    ).toBe('M0 0L4 0L4 4L0 0ZM1 1L2 1L1 1Z');
  });

  it('gives the water area of every water pixel, the outlined bodies counted', () => {
    const ring = [
      [10, 10],
      [30, 10],
      [30, 20],
      [10, 20],
      [10, 10],
    ] as [number, number][];
    const water: PixelAnalysis = {
      ...base,
      algorithm: 'water',
      waterPixels: 10_000,
      threshold: 40.2,
      regions: [{ pixels: 200, centroid: { x: 20, y: 15 }, rings: [ring] }],
    };
    const t = totals(water, grid);
    expect(t.count).toBe(1);
    expect(t.areaKm2).toBeCloseTo((10_000 * pixelM * pixelM) / 1e6, 9);
    const [row] = regionRows(water, grid);
    expect(row).toMatchObject({ n: 1, centre: { x: 20, y: 15 } });
    expect(row.areaKm2).toBeCloseTo((200 * pixelM * pixelM) / 1e6, 9);
  });

  it('adds up the oil spots for their area', () => {
    const spot = { pixels: 150, centroid: { x: 0, y: 0 }, rings: [] };
    const oil: PixelAnalysis = { ...base, algorithm: 'oil', regions: [spot, { ...spot, pixels: 50 }] };
    expect(totals(oil, grid).areaKm2).toBeCloseTo((200 * pixelM * pixelM) / 1e6, 9);
  });

  it("lists ships numbered, placed on the ground, with their pixels' extent along and across them", () => {
    // A full box of 3 × 4 pixels (pixel centres' variances (n² − 1)/12), and a single pixel.
    const box = { xx: 8 / 12, xy: 0, yy: 15 / 12 };
    const vessel: PixelAnalysis = {
      ...base,
      algorithm: 'vessel',
      vessels: [
        {
          x: 256,
          y: 256,
          pixels: 12,
          peak: 200,
          bbox: { minX: 255, minY: 255, maxX: 257, maxY: 258 },
          moments: box,
        },
        {
          x: 0,
          y: 0,
          pixels: 1,
          peak: 90,
          bbox: { minX: 0, minY: 0, maxX: 0, maxY: 0 },
          moments: { xx: 0, xy: 0, yy: 0 },
        },
      ],
    };
    const [centre, corner] = shipRows(vessel, grid);
    expect(centre.n).toBe(1);
    expect(centre.lon).toBeCloseTo(120, 5);
    expect(centre.lat).toBeCloseTo(30, 5);
    expect(centre.lengthM).toBeCloseTo(4 * pixelM, 0);
    expect(centre.widthM).toBeCloseTo(3 * pixelM, 0);
    expect(corner.n).toBe(2);
    expect(corner.lat).toBeGreaterThan(30);
    expect(corner.lon).toBeLessThan(120);
    // One pixel measures a pixel each way.
    expect(corner.lengthM).toBeCloseTo(pixelM, 0);
    expect(corner.widthM).toBeCloseTo(pixelM, 0);
    expect(totals(vessel, grid)).toEqual({ count: 2, areaKm2: null });
  });
});
