/** A saved search in words, in both languages, and the link that opens it again in the image query. */
import { i18n } from '@portal/shared/i18n';
import '../i18n';
import { describeSearch, imageQueryLink } from './describe';

const search = {
  areas: [
    { type: 'region', code: '330200' },
    { type: 'bbox', bbox: [121.4, 29.7, 122.1, 30.1] },
  ],
  satellites: ['TY-38', 'TY-41'],
  img_modes: [3, 1],
  start: '2026-01-01T00:00:00.000Z',
  end: '2026-12-31T23:59:59.000Z',
  orbit_direction: 'ascending',
  look_side: 'any',
  polarizations: ['VV'],
};

test.each([
  [
    'en',
    [
      '2 target areas',
      'Satellites: TY-38, TY-41',
      'Modes: Stripmap, Spotlight',
      'Acquired 2026-01-01 to 2026-12-31',
      '2 more filters',
    ],
  ],
  [
    'zh',
    [
      '2 个目标区域',
      '卫星：TY-38、TY-41',
      '成像模式：条带、聚束',
      '成像时间 2026-01-01 至 2026-12-31',
      '另有 2 项筛选条件',
    ],
  ],
] as const)(
  'says how many areas, which satellites and modes, which days and how many other filters (%s)',
  (lang, said) => {
    expect(describeSearch(search, lang, i18n.getFixedT(lang, 'subscriptions'))).toEqual(said);
  },
);

test('a search without areas or dates says anywhere and any date', () => {
  const t = i18n.getFixedT('en', 'subscriptions');
  expect(
    describeSearch({ satellites: ['TY-38'], orbit_direction: 'any', look_side: 'any' }, 'en', t),
  ).toEqual(['Anywhere', 'Satellites: TY-38', 'Any acquisition date']);
  expect(describeSearch({ areas: [{}], start: '2026-03-01T00:00:00.000Z' }, 'en', t)).toEqual([
    '1 target area',
    'Acquired from 2026-03-01',
  ]);
});

test('the image-query link carries the search, the name and the coordinate system it was saved in', () => {
  const link = imageQueryLink({ name: 'Port of Ningbo', search, crs: 'GCJ02' });
  const url = new URL(link, 'https://portal.example');
  expect(url.pathname).toBe('/imageQuery');
  expect(JSON.parse(url.searchParams.get('search')!)).toEqual(search);
  expect(url.searchParams.get('name')).toBe('Port of Ningbo');
  expect(url.searchParams.get('crs')).toBe('GCJ02');
});
