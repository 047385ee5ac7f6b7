import { IMAGING_MODES } from '../../src/domain/constellation';
import { pixelToLonLat, sampleBbox, sampleGrid } from '../../src/domain/sample-footprint';

describe('the ground of a sample picture', () => {
  const stripmap = { lon: 121.5, lat: 31.2, img_mode: 3 };

  it('is a square of the mode swath width around the sample', () => {
    const [w, s, e, n] = sampleBbox(stripmap);
    expect((w + e) / 2).toBeCloseTo(121.5, 9);
    expect((s + n) / 2).toBeCloseTo(31.2, 9);
    const grid = sampleGrid(stripmap, { width: 512, height: 512 });
    const sideM = IMAGING_MODES[3].swathWidthKm * 1000;
    expect(grid.pixelSizeM[0] * 512).toBeCloseTo(sideM, 3);
    expect(grid.pixelSizeM[1] * 512).toBeCloseTo(sideM, 3);
  });

  it('has square pixels of the swath width over the size at any latitude', () => {
    for (const lat of [-60, 0, 45, 70]) {
      const g = sampleGrid({ lon: 10, lat, img_mode: 1 }, { width: 512, height: 512 });
      expect(g.pixelSizeM[0]).toBeCloseTo(g.pixelSizeM[1], 6);
    }
  });

  it('maps pixel corners to longitudes and latitudes, north up, wrapping past 180°', () => {
    const g = sampleGrid(stripmap, { width: 512, height: 512 });
    const [w, s, e, n] = sampleBbox(stripmap);
    expect(pixelToLonLat(g, 0, 0)).toEqual([+w.toFixed(7), +n.toFixed(7)]);
    expect(pixelToLonLat(g, 512, 512)).toEqual([+e.toFixed(7), +s.toFixed(7)]);
    const nearDateLine = sampleGrid({ lon: 179.99, lat: 0, img_mode: 5 }, { width: 512, height: 512 });
    expect(pixelToLonLat(nearDateLine, 512, 256)[0]).toBeLessThan(-179);
  });

  it('falls back to a stripmap swath for an unknown mode', () => {
    expect(sampleBbox({ lon: 0, lat: 0, img_mode: 99 })).toEqual(sampleBbox({ lon: 0, lat: 0, img_mode: 3 }));
  });
});
