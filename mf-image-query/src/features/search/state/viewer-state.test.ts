/**
 * The scene viewer's pure parts: the layers it puts on the globe (a step of the stack keeps every layer's id and
 * URL, so the globe makes none), the slider's stepping, the stretch's range and the CSV of a time series.
 */
import { DEFAULT_STRETCH, stretchQuery } from '@portal/shared/domain/scene-tiles';
import type { TimeseriesEntry } from '@portal/shared/domain/scene-stack';
import type { SceneView } from '@portal/shared/domain/scene-view';
import { stepIndex, shownIndex, summarize } from './stack-steps';
import { withRange } from './stretch';
import { timeseriesCsv, timeseriesFileName } from './timeseries-csv';
import { scenesNeeded, viewerLayers, type ResolvedTiles } from './viewer-layers';

const footprint = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [121, 29],
      [122, 29],
      [122, 30],
      [121, 29],
    ] as [number, number][],
  ],
};
const tiles = (id: string): ResolvedTiles => ({
  layer: {
    url: `/api/catalog/scenes/${id}/tiles/{z}/{x}/{y}.png`,
    maximumLevel: 12,
    fullResolution: true,
    headers: {},
  },
  footprint,
});
const STACK = ['A', 'B', 'C', 'D'];
const view = (v: Partial<SceneView> = {}): SceneView => ({ scene: 'B', stretch: DEFAULT_STRETCH, ...v });
const layers = (v: SceneView, stack: string[] | null = STACK) =>
  viewerLayers({ view: v, tiles, opacity: 0.8, compareOpacity: 0.5, stack, change: null });
const shape = (ls: ReturnType<typeof layers>) => ls.map((l) => [l.id, l.alpha, l.split ?? null]);

describe('layers on the globe', () => {
  test('the scene shown over its neighbours kept at opacity 0', () => {
    expect(shape(layers(view()))).toEqual([
      ['A', 0, null],
      ['C', 0, null],
      ['B', 0.8, null],
    ]);
    expect(shape(layers(view(), null))).toEqual([['B', 0.8, null]]);
  });

  test('a step to the next date shows a layer already there: same ids and URLs, another opacity', () => {
    const before = layers(view());
    const after = layers(view({ date: 'C' }));
    const c = (ls: typeof before) => ls.find((l) => l.id === 'C')!;
    expect(c(after).url).toBe(c(before).url);
    expect(c(after).alpha).toBe(0.8);
    expect(after.find((l) => l.id === 'B')!.alpha).toBe(0);
    expect(scenesNeeded(view({ date: 'C' }), STACK)).toEqual(['C', 'B', 'D']);
  });

  test('swipe: the shown scene left of the bar, the compared one right; overlay: on top with its opacity', () => {
    expect(shape(layers(view({ compare: { scene: 'D', mode: 'swipe' } }), null))).toEqual([
      ['B', 0.8, 'left'],
      ['D', 0.8, 'right'],
    ]);
    expect(shape(layers(view({ compare: { scene: 'D', mode: 'overlay' } }), null))).toEqual([
      ['B', 0.8, null],
      ['D', 0.5, null],
    ]);
  });

  test('the change layer on top of all', () => {
    const change = tiles('A');
    const ls = viewerLayers({ view: view(), tiles, opacity: 1, compareOpacity: 0.5, stack: null, change });
    expect(ls.at(-1)).toMatchObject({ id: `change:${change.layer.url}`, alpha: 1 });
  });

  test('a scene whose tiles are not in yet has no layer', () => {
    expect(
      viewerLayers({
        view: view(),
        tiles: () => undefined,
        opacity: 1,
        compareOpacity: 1,
        stack: STACK,
        change: null,
      }),
    ).toEqual([]);
  });
});

describe('the time slider', () => {
  test('buttons stop at the ends, play wraps from the last to the first', () => {
    expect(stepIndex(4, 3, 1, false)).toBe(3);
    expect(stepIndex(4, 0, -1, false)).toBe(0);
    expect(stepIndex(4, 1, 1, false)).toBe(2);
    expect(stepIndex(4, 3, 1, true)).toBe(0);
    expect(stepIndex(0, 0, 1, true)).toBe(0);
  });
  test('the date shown, or the reference when the shown one is not of the stack', () => {
    expect(shownIndex(STACK, 'C', 'B')).toBe(2);
    expect(shownIndex(STACK, 'X', 'B')).toBe(1);
  });
});

test('the stretch: the range slider keeps its ends apart and in range; a new stretch is a new tile query', () => {
  expect(withRange(DEFAULT_STRETCH, [-10, -30])).toMatchObject({ min: -30, max: -10 });
  expect(withRange(DEFAULT_STRETCH, [-5, -5])).toMatchObject({ min: -5, max: -4 });
  expect(withRange(DEFAULT_STRETCH, [30, 30])).toMatchObject({ min: 29, max: 30 });
  expect(withRange(DEFAULT_STRETCH, [-99, 99])).toMatchObject({ min: -60, max: 30 });
  expect(stretchQuery(withRange(DEFAULT_STRETCH, [-20, 0]))).toBe('min=-20');
});

const entry = (scene: string, at: string, mean: number | null, full = true): TimeseriesEntry => ({
  scene,
  acquired_at: at,
  mean_db: mean,
  median_db: mean == null ? null : mean - 0.5,
  count: mean == null ? 0 : 9,
  full_resolution: full,
});

test('the CSV: a header, one line per date in date order, empty where there is no data', () => {
  const csv = timeseriesCsv([
    entry('B', '2025-02-01T10:00:00Z', -12.345),
    entry('A', '2025-01-01T10:00:00Z', null, false),
  ]);
  expect(csv.split('\r\n')).toEqual([
    'date,scene,mean_db,median_db,count,full_resolution',
    '2025-01-01T10:00:00Z,A,,,0,false',
    '2025-02-01T10:00:00Z,B,-12.35,-12.85,9,true',
    '',
  ]);
  expect(timeseriesCsv([entry('a,"b"', '2025-01-01T00:00:00Z', 1)])).toContain('"a,""b"""');
  expect(timeseriesFileName('TY38 0001/x', 'area')).toBe('TY38_0001_x_area_timeseries.csv');
});

test('the summary: dates with data, and full resolution, preview or both', () => {
  const s = summarize([entry('A', '1', -10), entry('B', '2', null), entry('C', '3', -14, false)]);
  expect(s).toMatchObject({
    withData: 2,
    dates: 3,
    resolution: 'mixed',
    meanDb: -12,
    minDb: -14,
    maxDb: -10,
  });
  expect(summarize([entry('A', '1', -10)]).resolution).toBe('full');
  expect(summarize([entry('A', '1', -10, false)]).resolution).toBe('preview');
});
