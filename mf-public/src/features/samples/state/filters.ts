/** The gallery's filters and page, kept in the URL so a filtered view can be shared and survives a reload. */
import type { Sample } from '../../../common/samples-api';

export interface GalleryFilters {
  /** ISO country code, '' for every country. */
  country: string;
  satellite: string;
  /** Imaging mode code, null for every mode. */
  mode: number | null;
  /** 1-based page. */
  page: number;
}

export const GALLERY_PAGE_SIZE = 9;

export function readFilters(params: URLSearchParams): GalleryFilters {
  const mode = Number(params.get('mode'));
  const page = Number(params.get('page'));
  return {
    country: (params.get('country') ?? '').trim().toUpperCase(),
    satellite: (params.get('satellite') ?? '').trim(),
    mode: params.get('mode') && Number.isInteger(mode) ? mode : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of the filters; defaults are left out so the plain page has a plain URL. */
export function writeFilters(f: GalleryFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.country) p.set('country', f.country);
  if (f.satellite) p.set('satellite', f.satellite);
  if (f.mode != null) p.set('mode', String(f.mode));
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

/** A change of filter starts again at the first page. */
export function withFilter(f: GalleryFilters, change: Partial<Omit<GalleryFilters, 'page'>>): GalleryFilters {
  return { ...f, ...change, page: 1 };
}

/** Satellite and mode are narrowed here: the API filters by country only. */
export function applyFilters(samples: readonly Sample[], f: GalleryFilters): Sample[] {
  return samples.filter(
    (s) => (!f.satellite || s.satellite === f.satellite) && (f.mode == null || s.img_mode === f.mode),
  );
}

export interface GalleryPage {
  items: Sample[];
  page: number;
  pages: number;
  total: number;
}

/** One page of the filtered samples; a page past the end shows the last one. */
export function pageOf(samples: readonly Sample[], page: number, size = GALLERY_PAGE_SIZE): GalleryPage {
  const pages = Math.max(1, Math.ceil(samples.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return {
    items: samples.slice((current - 1) * size, current * size),
    page: current,
    pages,
    total: samples.length,
  };
}

export interface FilterOptions {
  countries: { code: string; name: string }[];
  satellites: string[];
  modes: number[];
}

/** The choices the filters offer: what the samples actually have. */
export function filterOptions(samples: readonly Sample[]): FilterOptions {
  const countries = new Map<string, string>();
  for (const s of samples) if (!countries.has(s.country_code)) countries.set(s.country_code, s.country);
  return {
    countries: [...countries]
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    satellites: [...new Set(samples.map((s) => s.satellite))].sort(),
    modes: [...new Set(samples.map((s) => s.img_mode))].sort((a, b) => a - b),
  };
}
