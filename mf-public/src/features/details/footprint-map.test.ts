import {
  footprintBounds,
  graticule,
  lonLabel,
  polygonsPath,
  unwrapFootprint,
  viewAround,
  viewBox,
  worldOffsets,
  type MultiPolygonCoords,
} from './footprint-map';

const box = (w: number, s: number, e: number, n: number) => [
  [
    [w, s],
    [e, s],
    [e, n],
    [w, n],
    [w, s],
  ] as [number, number][],
];

describe('footprint across ±180°', () => {
  const halves: MultiPolygonCoords = [box(179, 10, 180, 11), box(-180, 10, -179.5, 11)];

  it('puts the western half beside the eastern one', () => {
    const b = footprintBounds(unwrapFootprint(halves));
    expect(b).toEqual({ west: 179, south: 10, east: 180.5, north: 11 });
  });

  it('zooms to both halves and draws the world twice so the land on both sides shows', () => {
    const v = viewAround(footprintBounds(unwrapFootprint(halves)));
    expect(v.west).toBeLessThan(179);
    expect(v.west + v.width).toBeGreaterThan(180.5);
    expect(worldOffsets(v)).toEqual([0, 360]);
  });

  it('leaves a footprint that does not cross alone', () => {
    const apart: MultiPolygonCoords = [box(10, 0, 11, 1), box(-11, 0, -10, 1)];
    expect(unwrapFootprint(apart)).toBe(apart);
  });
});

describe('the map window', () => {
  it('frames the footprint with a margin, at the map aspect', () => {
    const v = viewAround({ west: 100, south: 20, east: 110, north: 25 });
    expect(v.width / v.height).toBeCloseTo(2);
    expect(v.west).toBeLessThan(100);
    expect(v.west + v.width).toBeGreaterThan(110);
    expect(v.north).toBeGreaterThan(25);
    expect(v.north - v.height).toBeLessThan(20);
    expect(viewBox(v)).toBe(`${v.west} ${-v.north} ${v.width} ${v.height}`);
  });

  it('shows at least a few degrees around a point', () => {
    const v = viewAround({ west: 4, south: 52, east: 4, north: 52 });
    expect(v.width).toBe(8);
    expect(v.height).toBe(4);
    expect(v.west + v.width / 2).toBe(4);
  });

  it('stays inside the poles', () => {
    const v = viewAround({ west: 0, south: 85, east: 30, north: 89 });
    expect(v.north).toBeLessThanOrEqual(90);
    expect(v.north - v.height).toBeGreaterThanOrEqual(-90);
  });

  it('draws the world once when the window is inside ±180°', () => {
    expect(worldOffsets({ west: -20, north: 10, width: 40, height: 20 })).toEqual([0]);
    expect(worldOffsets({ west: -185, north: 10, width: 10, height: 5 })).toEqual([-360, 0]);
  });
});

describe('drawing', () => {
  it('writes rings as SVG paths with y = −latitude', () => {
    expect(polygonsPath([box(1, 2, 3, 4)])).toBe('M1 -2L3 -2L3 -4L1 -4L1 -2Z');
  });

  it('spaces graticule lines to the zoom and names longitudes past 180° as west', () => {
    const g = graticule({ west: 176, north: 14, width: 8, height: 4 });
    expect(g.step).toBe(1);
    expect(g.lons).toEqual([176, 177, 178, 179, 180, 181, 182, 183, 184]);
    expect(g.lats).toEqual([10, 11, 12, 13, 14]);
    expect(lonLabel(181)).toBe('179°W');
    expect(lonLabel(180)).toBe('180°');
    expect(lonLabel(-75)).toBe('75°W');
  });
});
