/**
 * The image query's search state: what the URL keeps, and the request a state becomes — checked against the
 * archive-search contract itself (shared/domain/catalog), so the page and the API cannot drift apart.
 */
import { searchBody } from '@portal/shared/domain/catalog';
import {
  DEFAULT_FILTERS,
  EMPTY_SEARCH,
  MAX_AREAS,
  areaOfShape,
  decodeSearch,
  encodeSearch,
  missingIds,
  parseIds,
  requestOf,
  type AreaEntry,
  type SearchState,
} from './search-state';
import { drawnBox } from './test-areas';

const drawn = drawnBox([116, 39, 117, 40]);
const region: AreaEntry = {
  id: 'a2',
  source: 'region',
  label: { zh: '北京市', en: 'Beijing' },
  area: { type: 'region', code: '110000' },
  shape: {
    id: 'region-110000',
    kind: 'geometry',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [116, 39],
          [117, 39],
          [117, 40],
          [116, 39],
        ],
      ],
    },
  },
};
const state: SearchState = {
  areas: [drawn, region],
  ids: ['TY38_SM_1'],
  filters: {
    ...DEFAULT_FILTERS,
    start: '2025-01-01',
    end: '2025-01-31',
    satellites: ['TY-38', 'TY-41'],
    img_modes: [3],
    incidence_min: 0,
    sort: 'oldest',
  },
  size: 50,
};

describe('the URL state', () => {
  it('round-trips a search; a region keeps its code, not its outline (fetched again)', () => {
    const back = decodeSearch(encodeSearch(state))!;
    expect(back.ids).toEqual(state.ids);
    expect(back.filters).toEqual(state.filters);
    expect(back.size).toBe(50);
    expect(back.areas[0]).toEqual(drawn);
    expect(back.areas[1]).toEqual({ ...region, shape: undefined });
  });

  it('refuses what it did not write, and bounds what it reads', () => {
    expect(decodeSearch(null)).toBeNull();
    expect(decodeSearch('{not json')).toBeNull();
    expect(decodeSearch(JSON.stringify({ v: 2, areas: [] }))).toBeNull();
    const many = JSON.parse(encodeSearch({ ...state, areas: Array(9).fill(drawn) }));
    const read = decodeSearch(JSON.stringify({ ...many, size: 7, filters: { sort: 'oldest' } }))!;
    expect(read.areas).toHaveLength(MAX_AREAS);
    expect(read.size).toBe(EMPTY_SEARCH.size);
    expect(read.filters).toEqual({ ...DEFAULT_FILTERS, sort: 'oldest' });
  });
});

describe('the request of a state', () => {
  it('is what the contract accepts: dates to whole UTC days, empty lists left out, a zero kept', () => {
    const body = requestOf({ ...state, ids: [] });
    expect(body).toEqual({
      sort: 'oldest',
      orbit_direction: 'any',
      look_side: 'any',
      size: 50,
      areas: [drawn.area, region.area],
      start: '2025-01-01T00:00:00.000Z',
      end: '2025-01-31T23:59:59.000Z',
      satellites: ['TY-38', 'TY-41'],
      img_modes: [3],
      incidence_min: 0,
    });
    expect(searchBody.safeParse(body).success).toBe(true);
    expect(searchBody.safeParse(requestOf(EMPTY_SEARCH)).success).toBe(true);
  });

  it('image IDs replace the areas and the filters: the IDs are looked up, in the order and page size asked', () => {
    const body = requestOf(state);
    expect(body).toEqual({ ids: ['TY38_SM_1'], sort: 'oldest', size: 50 });
    expect(searchBody.safeParse(body).success).toBe(true);
  });

  it('drawn shapes become the contract areas: a polygon is closed, a circle keeps its radius in km', () => {
    const ring: [number, number][] = [
      [1, 1],
      [2, 1],
      [2, 2],
    ];
    expect(areaOfShape({ id: 'p', kind: 'polygon', ring })).toEqual({
      type: 'polygon',
      geometry: { type: 'Polygon', coordinates: [[...ring, [1, 1]]] },
    });
    expect(areaOfShape({ id: 'c', kind: 'circle', center: [116, 39], radiusKm: 12 })).toEqual({
      type: 'circle',
      center: [116, 39],
      radius_km: 12,
    });
    for (const shape of [
      { id: 'p', kind: 'polygon' as const, ring },
      { id: 'c', kind: 'circle' as const, center: [116, 39] as [number, number], radiusKm: 12 },
    ])
      expect(searchBody.safeParse({ areas: [areaOfShape(shape)] }).success).toBe(true);
  });
});

it('the IDs not found are the ones asked for that no scene found carries, in the order typed', () => {
  expect(missingIds(['C', 'A', 'B'], ['A'])).toEqual(['C', 'B']);
  expect(missingIds(['A'], ['A', 'X'])).toEqual([]);
});

it('image IDs typed in a box: any separator (Chinese punctuation too), duplicates once, at most 100', () => {
  expect(parseIds(' A, B;C\nD，E；A ')).toEqual(['A', 'B', 'C', 'D', 'E']);
  expect(parseIds(Array.from({ length: 150 }, (_, i) => `S${i}`).join(' '))).toHaveLength(100);
});
