import { gcj02ToWgs84, wgs84ToGcj02, convertPosition, outOfChina } from '../../src/domain/crs';

describe('WGS-84 <-> GCJ-02', () => {
  it('matches the published reference value (coordtransform README, Beijing)', () => {
    const [lng, lat] = wgs84ToGcj02(116.404, 39.915);
    expect(lng).toBeCloseTo(116.41024449916938, 9);
    expect(lat).toBeCloseTo(39.91640428150164, 9);
  });

  it('shifts points in China by a few hundred metres and leaves points abroad alone', () => {
    const [lng, lat] = wgs84ToGcj02(121.4737, 31.2304);
    const metres = Math.hypot(
      (lng - 121.4737) * 111320 * Math.cos((31.23 * Math.PI) / 180),
      (lat - 31.2304) * 110574,
    );
    expect(metres).toBeGreaterThan(100);
    expect(metres).toBeLessThan(1000);
    expect(outOfChina(2.35, 48.85)).toBe(true);
    expect(wgs84ToGcj02(2.35, 48.85)).toEqual([2.35, 48.85]);
  });

  it('round-trips WGS-84 -> GCJ-02 -> WGS-84 within 1e-7 degrees across China', () => {
    for (let lng = 74; lng <= 134; lng += 3.7) {
      for (let lat = 18; lat <= 53; lat += 2.9) {
        const back = gcj02ToWgs84(...wgs84ToGcj02(lng, lat));
        expect(Math.abs(back[0] - lng)).toBeLessThan(1e-7);
        expect(Math.abs(back[1] - lat)).toBeLessThan(1e-7);
      }
    }
  });

  it('convertPosition is the identity within one system', () => {
    expect(convertPosition([116.4, 39.9], 'GCJ02', 'GCJ02')).toEqual([116.4, 39.9]);
    expect(convertPosition([116.404, 39.915], 'WGS84', 'GCJ02')).toEqual(wgs84ToGcj02(116.404, 39.915));
  });
});
