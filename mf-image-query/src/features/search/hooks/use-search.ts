/**
 * The search asked for (target areas, image IDs, filters, page size), kept in the URL (`q`): a shared or reloaded
 * search runs on arrival, and a saved subscription's search opened from the order centre (`search`, with its `name`
 * and the coordinate system `crs` it was saved in) takes the page's own form in the URL.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import { convertPosition, type Lang } from '@portal/shared/domain';
import { coordinateSystemAtom, portalStore } from '@portal/shared/session';
import { notify } from '@portal/shared/ui';
import { NS } from '../../../i18n';
import {
  decodeSearch,
  EMPTY_SEARCH,
  encodeSearch,
  parseIds,
  type Filters,
  type SearchState,
} from '../state/search-state';
import { searchStateOfSaved } from '../state/subscription';
import type { SearchResults } from './use-search-results';

/** Positions of a search saved in another coordinate system than the session's (the `crs` URL parameter), converted. */
function savedToSession(saved: string | null): ((p: [number, number]) => [number, number]) | undefined {
  const session = portalStore.get(coordinateSystemAtom);
  if ((saved !== 'GCJ02' && saved !== 'WGS84') || saved === session) return undefined;
  return (p) => convertPosition(p, saved, session);
}

/** Whether a search opens the page on its results (it has an area or an image ID). */
export const hasCriteria = (s: SearchState | null) => Boolean(s && (s.areas.length || s.ids.length));

export function useSearch(run: SearchResults['run'], searched: boolean) {
  const { t, i18n } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const fromSaved = !params.get('q') && Boolean(params.get('search'));
  const initial = useMemo(
    () =>
      decodeSearch(params.get('q')) ??
      searchStateOfSaved(
        params.get('search'),
        (area, i) => {
          const name = params.get('name')?.trim();
          const label = (l: Lang) => {
            const tl = i18n.getFixedT(l, NS);
            if (name) return i === 0 ? name : tl('subscribe.savedArea', { name, n: i + 1 });
            if (area.type === 'region' || area.type === 'place') return tl(`mode.${area.type}`);
            return tl(`drawn.${area.type === 'bbox' ? 'rectangle' : area.type}`);
          };
          return { zh: label('zh'), en: label('en') };
        },
        savedToSession(params.get('crs')),
      ),
    [],
  );
  const [search, setSearch] = useState<SearchState>(initial ?? EMPTY_SEARCH);
  const [idsText, setIdsText] = useState((initial?.ids ?? []).join('\n'));

  // A search in the URL (shared link, reload) runs on arrival; a saved one takes the page's own form in the URL.
  useEffect(() => {
    if (fromSaved && initial)
      setParams(
        (p) => {
          const n = new URLSearchParams(p);
          n.delete('search');
          n.delete('name');
          n.delete('crs');
          n.set('q', encodeSearch(initial));
          return n;
        },
        { replace: true },
      );
    if (initial && hasCriteria(initial)) void run(initial, 0, undefined, false).catch(() => undefined);
  }, []);

  /** The page shows a search and its URL keeps it (`replace`: in place of the history's entry, not as a new one). */
  const show = (s: SearchState, replace: boolean) => {
    setSearch(s);
    // From the address as it is now (the viewer writes `view` beside it: use-scene-view.ts).
    const n = new URLSearchParams(window.location.search);
    n.set('q', encodeSearch(s));
    setParams(n, { replace });
  };

  /**
   * docs/requirements.md §5: an area or an image ID; then the search goes into the URL and runs from its first page. False when
   * there was nothing to search.
   */
  const submit = (s: SearchState = { ...search, ids: parseIds(idsText) }): boolean => {
    if (!s.areas.length && !s.ids.length) {
      notify('warning', t('msg.needArea'));
      return false;
    }
    show(s, false);
    void run(s, 0, undefined, true).catch(() => undefined);
    return true;
  };

  /** A changed order or page size: the URL follows, and a search already run runs again from its first page. */
  const rerun = (s: SearchState) => {
    show(s, true);
    if (searched) void run(s, 0, undefined, false).catch(() => undefined);
  };

  const setFilters = (f: Partial<Filters>) => setSearch((s) => ({ ...s, filters: { ...s.filters, ...f } }));

  return { initial, search, setSearch, idsText, setIdsText, submit, rerun, setFilters };
}

export type SearchQuery = ReturnType<typeof useSearch>;
