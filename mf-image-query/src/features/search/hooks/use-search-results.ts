/**
 * The results of the search: the page shown (its scenes, the total, the cursor of the next page; for an image-ID
 * search the IDs no scene carries), the cursors of the pages seen, the scenes selected and the scene in focus,
 * which the scene viewer shows on the globe (`onShow`). A new page clears the selection and the focus. A search that got no answer is
 * said in place of the results with a retry (docs/requirements.md §8); the client says a refusal itself.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { CATALOG_LIMITS } from '@portal/shared/domain';
import type { GlobeApi } from '@portal/shared/globe';
import { ApiError, failureMessage } from '@portal/shared/http';
import { searchCatalog, type SceneSummary } from '../api/catalog';
import { missingIds, requestOf, type SearchState } from '../state/search-state';

export interface ResultPage {
  items: SceneSummary[];
  total: number | null;
  totalExact: boolean;
  next: string | null;
  /** An image-ID search: how many IDs were asked for and which of them no scene carries. */
  idSearch: { asked: number; missing: string[] } | null;
}

/** The IDs of an ID search that the catalog does not have (one more call only when the answer spans pages). */
async function idsNotFound(s: SearchState, firstPage: SceneSummary[], complete: boolean): Promise<string[]> {
  if (complete)
    return missingIds(
      s.ids,
      firstPage.map((x) => x.id),
    );
  const all = await searchCatalog({ ...requestOf(s), size: CATALOG_LIMITS.maxPageSize });
  return missingIds(
    s.ids,
    all.data.map((x) => x.id),
  );
}

/** What laying a scene on the globe needs of it (a search result or a scene's details). */
type OverlaidScene = Pick<SceneSummary, 'id' | 'quicklook_url' | 'footprint'>;

/** `onShow`: the scene in focus goes on the globe (null: none), a new search takes it off. */
export function useSearchResults(globe: GlobeApi | null, onShow?: (scene: OverlaidScene | null) => void) {
  const [result, setResult] = useState<ResultPage | null>(null);
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [focused, setFocused] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; retry: () => void } | null>(null);
  const resultRef = useRef(result);
  resultRef.current = result;
  const onShowRef = useRef(onShow);
  onShowRef.current = onShow;

  /** Runs page `pageIndex` of the search (at `cursor`); `focus` flies the globe to its footprints. */
  const run = useCallback(
    async (s: SearchState, pageIndex: number, cursor: string | undefined, focus: boolean): Promise<void> => {
      setFailure(null);
      const env = await searchCatalog({ ...requestOf(s), cursor }).catch((err: unknown) => {
        const text = err instanceof ApiError && err.transport ? failureMessage(err) : null;
        if (text !== null)
          setFailure({ text, retry: () => void run(s, pageIndex, cursor, focus).catch(() => undefined) });
        throw err;
      });
      const idSearch = s.ids.length
        ? {
            asked: s.ids.length,
            missing:
              pageIndex === 0
                ? await idsNotFound(s, env.data, !env.next).catch(() => [])
                : (resultRef.current?.idSearch?.missing ?? []),
          }
        : null;
      setResult({
        items: env.data,
        total: env.total ?? null,
        totalExact: env.total_exact !== false,
        next: env.next ?? null,
        idSearch,
      });
      setFocused(null);
      if (focus) onShowRef.current?.(null);
      setPage(pageIndex);
      setCursors((c) => {
        const next = c.slice(0, pageIndex + 1);
        next[pageIndex] = cursor;
        if (env.next) next[pageIndex + 1] = env.next;
        return next;
      });
      setSelected(new Set());
      if (focus && env.data.length && globe) {
        const fps = env.data.flatMap((x) => (x.footprint ? x.footprint.coordinates.flat(2) : [])) as [
          number,
          number,
        ][];
        if (fps.length) globe.flyTo({ type: 'LineString', coordinates: fps });
      }
    },
    [globe],
  );

  const items = useMemo(() => result?.items ?? [], [result]);

  /** Lays a scene on the globe (null takes it off): the scene viewer's. */
  const showScene = (scene: OverlaidScene | null) => onShow?.(scene?.footprint ? scene : null);

  /** The scene whose quicklook (then tiles) lies on the globe, drawn boldly; again on the same scene takes it off. */
  const focus = (id: string) => {
    const scene = items.find((x) => x.id === id);
    if (!scene?.footprint || focused === id) {
      setFocused(null);
      showScene(null);
      return;
    }
    setFocused(id);
    showScene(scene);
  };

  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const toggleAll = () =>
    setSelected((s) => (items.every((x) => s.has(x.id)) ? new Set() : new Set(items.map((x) => x.id))));

  /** Takes the selected scenes off the list shown (not off the catalog). */
  const removeSelected = () => {
    setResult((r) =>
      r
        ? {
            ...r,
            items: r.items.filter((x) => !selected.has(x.id)),
            total: r.total != null ? Math.max(0, r.total - selected.size) : null,
          }
        : r,
    );
    setSelected(new Set());
  };

  return {
    result,
    failure,
    items,
    page,
    cursors,
    run,
    selected,
    toggle,
    toggleAll,
    removeSelected,
    focused,
    focus,
    showScene,
  };
}

export type SearchResults = ReturnType<typeof useSearchResults>;
