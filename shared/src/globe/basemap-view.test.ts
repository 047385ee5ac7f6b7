import { areaToLoad, labelText, stillServes, textWidthPx, uncluttered, WORLD } from './basemap-view';
import { cursorText } from './readout';
import type { Bbox } from './types';

const ZHEJIANG: Bbox = [118, 27, 123, 31.2];

describe('the area the vector basemap loads for a view', () => {
  it('is the view widened by a quarter of its size, snapped outwards to a tenth of its width', () => {
    const area = areaToLoad(ZHEJIANG);
    expect(area).toEqual([116.7, 25.9, 124.3, 32.3]);
    // Views a hair apart ask the same question.
    expect(areaToLoad([118.01, 27.01, 122.99, 31.19])).toEqual(area);
  });

  it('is the world when the globe shows its limb, the view crosses ±180° or spans half the world', () => {
    expect(areaToLoad(null)).toEqual(WORLD);
    expect(areaToLoad([170, -10, -170, 10])).toEqual(WORLD);
    expect(areaToLoad([-100, -60, 100, 60])).toEqual(WORLD);
  });

  it('never leaves longitude and latitude bounds', () => {
    const [w, s, e, n] = areaToLoad([-179, 80, -150, 89]);
    expect(w).toBe(-180);
    expect(n).toBe(90);
    expect(e).toBeLessThanOrEqual(180);
    expect(s).toBeGreaterThanOrEqual(-90);
  });
});

describe('when a move needs a new answer', () => {
  const loaded = areaToLoad(ZHEJIANG);
  it('keeps what is loaded for a small pan at the same zoom', () => {
    expect(stillServes(loaded, [118.5, 27.3, 123.5, 31.5])).toBe(true);
  });
  it('loads again for a pan out of the area, a zoom in or out, or nothing loaded', () => {
    expect(stillServes(loaded, [124, 27, 129, 31.2])).toBe(false);
    expect(stillServes(loaded, [120, 30, 120.6, 30.4])).toBe(false);
    expect(stillServes(loaded, [100, 20, 130, 40])).toBe(false);
    expect(stillServes(null, ZHEJIANG)).toBe(false);
  });
  it('keeps the world for any view that needs the world', () => {
    expect(stillServes(WORLD, null)).toBe(true);
    expect(stillServes(WORLD, ZHEJIANG)).toBe(false);
  });
});

describe('texts', () => {
  it('names a place in the language shown, and leaves a place without a Chinese name off a Chinese page', () => {
    expect(labelText({ name_zh: '杭州市', name_en: 'Hangzhou' }, 'zh')).toBe('杭州市');
    expect(labelText({ name_zh: '杭州市', name_en: 'Hangzhou' }, 'en')).toBe('Hangzhou');
    expect(labelText({ name_zh: null, name_en: 'Yuyao' }, 'zh')).toBeNull();
    expect(labelText({ name_zh: null, name_en: 'Yuyao' }, 'en')).toBe('Yuyao');
  });

  it('writes the cursor read-out with the words of the language shown', () => {
    const zh = (k: 'lng' | 'lat') => ({ lng: '经度', lat: '纬度' })[k];
    const en = (k: 'lng' | 'lat') => ({ lng: 'Lon', lat: 'Lat' })[k];
    const c = { lng: 116.4, lat: 39.9, crs: 'GCJ02' as const };
    expect(cursorText(zh, c)).toBe('经度 116.40000  纬度 39.90000  (GCJ-02)');
    expect(cursorText(en, { ...c, crs: 'WGS84' })).toBe('Lon 116.40000  Lat 39.90000  (WGS-84)');
    expect(cursorText(en, null)).toBe('');
  });
});

describe('decluttered place names', () => {
  const box = (x: number, y: number, w = 40, h = 16) => ({ x, y, w, h });

  it('keeps the first of two overlapping labels and every label apart from the others', () => {
    expect(uncluttered([box(0, 0), box(20, 5), box(100, 0), null, box(0, 40)])).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);
  });

  it('keeps labels closer than the gap apart, and a later label that only met a dropped one', () => {
    expect(uncluttered([box(0, 0), box(42, 0)], 4)).toEqual([true, false]);
    expect(uncluttered([box(0, 0), box(46, 0)], 4)).toEqual([true, true]);
    // b overlaps a (dropped), c overlaps only b: c stays.
    expect(uncluttered([box(0, 0), box(30, 0), box(62, 0)])).toEqual([true, false, true]);
  });

  it('measures Chinese names wider per character than Latin ones', () => {
    expect(textWidthPx('杭州市', 12)).toBe(36);
    expect(textWidthPx('Hangzhou', 12)).toBeCloseTo(8 * 0.58 * 12);
  });
});
