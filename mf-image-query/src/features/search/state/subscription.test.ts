/**
 * A search saved as a subscription: it may be saved once it has an area or a filter; what it keeps is valid for the
 * subscription contract itself (shared/domain/subscriptions) and holds no paging, order or image IDs; the offered
 * name is the area's; and the saved body opens the page again on the same areas and filters.
 */
import { subscriptionInputSchema } from '@portal/shared/domain/subscriptions';
import { DEFAULT_FILTERS, EMPTY_SEARCH, type AreaEntry, type SearchState } from './search-state';
import { canSubscribe, searchStateOfSaved, subscriptionSearchOf, suggestedName } from './subscription';
import { drawnBox } from './test-areas';

const drawn = drawnBox([121.4, 29.7, 122.1, 30.1]);
const place: AreaEntry = {
  id: 'a2',
  source: 'place',
  label: { zh: '宁波市', en: 'Ningbo' },
  area: { type: 'place', id: '1816440' },
};
const state: SearchState = {
  areas: [drawn, place],
  ids: ['TY38_SM_1'],
  filters: {
    ...DEFAULT_FILTERS,
    start: '2026-01-01',
    end: '2026-12-31',
    satellites: ['TY-38'],
    img_modes: [3],
    orbit_direction: 'ascending',
    incidence_min: 20,
    sort: 'oldest',
  },
  size: 50,
};

test('a search may be saved once it has an area or a filter', () => {
  expect(canSubscribe(EMPTY_SEARCH)).toBe(false);
  expect(canSubscribe({ ...EMPTY_SEARCH, ids: ['TY38_SM_1'] })).toBe(false);
  expect(canSubscribe({ ...EMPTY_SEARCH, filters: { ...DEFAULT_FILTERS, sort: 'oldest' } })).toBe(false);
  expect(canSubscribe({ ...EMPTY_SEARCH, areas: [drawn] })).toBe(true);
  expect(canSubscribe({ ...EMPTY_SEARCH, filters: { ...DEFAULT_FILTERS, satellites: ['TY-38'] } })).toBe(
    true,
  );
  expect(canSubscribe({ ...EMPTY_SEARCH, filters: { ...DEFAULT_FILTERS, look_side: 'left' } })).toBe(true);
});

test('the saved search keeps areas and filters, not the page, its order or image IDs, as the contract takes it', () => {
  const search = subscriptionSearchOf(state);
  expect(search).toEqual({
    areas: [drawn.area, place.area],
    start: '2026-01-01T00:00:00.000Z',
    end: '2026-12-31T23:59:59.000Z',
    satellites: ['TY-38'],
    img_modes: [3],
    orbit_direction: 'ascending',
    look_side: 'any',
    incidence_min: 20,
  });
  const parsed = subscriptionInputSchema.safeParse({ name: 'Ningbo', search, channels: ['alert'] });
  expect(parsed.success).toBe(true);
});

test('the name offered is the place’s or the region’s, else the first area’s, in the page’s language', () => {
  expect(suggestedName(state, 'zh')).toBe('宁波市');
  expect(suggestedName(state, 'en')).toBe('Ningbo');
  expect(suggestedName({ ...state, areas: [drawn] }, 'en')).toBe('Rectangle');
  expect(suggestedName(EMPTY_SEARCH, 'en')).toBe('');
});

test('a saved search opens the page on the same areas and filters; what is not a search opens nothing', () => {
  const raw = JSON.stringify(subscriptionSearchOf(state));
  const back = searchStateOfSaved(raw, (_a, i) => ({ zh: `港口 ${i + 1}`, en: `Port ${i + 1}` }))!;
  expect(back.areas.map((a) => a.area)).toEqual([drawn.area, place.area]);
  expect(back.areas.map((a) => a.label.en)).toEqual(['Port 1', 'Port 2']);
  // The drawn box is on the globe at once; the place's outline is fetched by the page.
  expect(back.areas[0].shape).toMatchObject({
    kind: 'rectangle',
    bbox: drawn.area.type === 'bbox' && drawn.area.bbox,
  });
  expect(back.areas[1]).toMatchObject({ source: 'place', shape: undefined });
  expect(back.filters).toEqual({ ...state.filters, sort: 'newest' });
  expect(back.ids).toEqual([]);

  expect(searchStateOfSaved(null, () => ({ zh: '', en: '' }))).toBeNull();
  expect(searchStateOfSaved('{not json', () => ({ zh: '', en: '' }))).toBeNull();
  expect(searchStateOfSaved('[1]', () => ({ zh: '', en: '' }))).toBeNull();
  const odd = searchStateOfSaved(
    JSON.stringify({
      areas: [
        { type: 'bbox', bbox: 'x' },
        { type: 'region', code: '330200' },
      ],
      look_side: 'up',
    }),
    () => ({ zh: '区域', en: 'Area' }),
  )!;
  expect(odd.areas.map((a) => a.area)).toEqual([{ type: 'region', code: '330200' }]);
  expect(odd.filters.look_side).toBe('any');
});

test('a search saved in another coordinate system comes back converted to the page’s', () => {
  const saved = {
    areas: [
      { type: 'bbox', bbox: [121, 29, 122, 30] },
      { type: 'circle', center: [121.5, 29.9], radius_km: 10 },
      {
        type: 'polygon',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [121, 29],
              [122, 29],
              [122, 30],
              [121, 29],
            ],
          ],
        },
      },
      { type: 'region', code: '330200' },
    ],
  };
  const shift = ([lng, lat]: [number, number]): [number, number] => [lng + 1, lat - 1];
  const back = searchStateOfSaved(JSON.stringify(saved), () => ({ zh: '区域', en: 'Area' }), shift)!;
  expect(back.areas.map((a) => a.area)).toEqual([
    { type: 'bbox', bbox: [122, 28, 123, 29] },
    { type: 'circle', center: [122.5, 28.9], radius_km: 10 },
    {
      type: 'polygon',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [122, 28],
            [123, 28],
            [123, 29],
            [122, 28],
          ],
        ],
      },
    },
    { type: 'region', code: '330200' },
  ]);
});
