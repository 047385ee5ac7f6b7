import type { Sample } from '../../../common/samples-api';
import { applyFilters, filterOptions, pageOf, readFilters, withFilter, writeFilters } from './filters';

const sample = (id: number, over: Partial<Sample> = {}): Sample => ({
  id,
  title: `Sample ${id}`,
  country_code: 'CN',
  country: 'China',
  satellite: 'TY-39',
  img_mode: 1,
  polarization: 'VV',
  acquired_at: '2025-01-01T00:00:00.000Z',
  lon: 120,
  lat: 30,
  description: '',
  image_url: `/api/web/sar_image/${id}/image.png`,
  thumbnail_url: `/api/web/sar_image/${id}/thumbnail.jpg`,
  detail_url: `/api/web/sar_image/${id}/detail.png`,
  ...over,
});

describe('gallery filters in the URL', () => {
  it('reads what it wrote', () => {
    const f = { country: 'NL', satellite: 'TY-40', mode: 3, page: 2 };
    expect(readFilters(writeFilters(f))).toEqual(f);
  });

  it('leaves defaults out of the URL', () => {
    expect(writeFilters({ country: '', satellite: '', mode: null, page: 1 }).toString()).toBe('');
  });

  it('ignores nonsense in a typed URL', () => {
    expect(readFilters(new URLSearchParams('country=cn&mode=abc&page=-3'))).toEqual({
      country: 'CN',
      satellite: '',
      mode: null,
      page: 1,
    });
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter({ country: '', satellite: '', mode: null, page: 3 }, { satellite: 'TY-41' })).toEqual({
      country: '',
      satellite: 'TY-41',
      mode: null,
      page: 1,
    });
  });
});

describe('narrowing and paging', () => {
  const all = [
    sample(1),
    sample(2, { satellite: 'TY-40', img_mode: 3 }),
    sample(3, { img_mode: 3, country_code: 'NL', country: 'Netherlands' }),
  ];

  it('keeps the samples of the satellite and the mode', () => {
    const f = { country: '', satellite: '', mode: 3, page: 1 };
    expect(applyFilters(all, f).map((s) => s.id)).toEqual([2, 3]);
    expect(applyFilters(all, { ...f, satellite: 'TY-39' }).map((s) => s.id)).toEqual([3]);
  });

  it('cuts pages and shows the last page for a page past the end', () => {
    const many = Array.from({ length: 20 }, (_, i) => sample(i + 1));
    expect(pageOf(many, 1, 9)).toMatchObject({ page: 1, pages: 3, total: 20 });
    expect(pageOf(many, 3, 9).items.map((s) => s.id)).toEqual([19, 20]);
    expect(pageOf(many, 7, 9).page).toBe(3);
    expect(pageOf([], 1, 9)).toMatchObject({ items: [], page: 1, pages: 1, total: 0 });
  });

  it('offers only the countries, satellites and modes the samples have', () => {
    expect(filterOptions(all)).toEqual({
      countries: [
        { code: 'CN', name: 'China' },
        { code: 'NL', name: 'Netherlands' },
      ],
      satellites: ['TY-39', 'TY-40'],
      modes: [1, 3],
    });
  });
});
