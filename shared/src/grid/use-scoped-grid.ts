import { useCallback, useState } from 'react';
import type { Envelope } from '@portal/shared/http';
import { useServerGrid, type ServerQuery } from './use-server-grid';

/** The fields of a filter form that hold something: what a list's query sends (an empty field filters nothing). */
export const filledFields = <F extends object>(f: F) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as Partial<F>;

/**
 * A server grid of rows a reader sees all of (`all`: staff, sales) or only their own, newest first until sorted
 * otherwise: the grid's sort goes to the list call as its word (`sorts`, "field:direction" → word; 'newest' when
 * none), the filters as `queryOf` makes them its query. The filter form's `draft` starts from the same filters.
 * The archive orders and the bill are listed so (ScopedListView).
 */
export function useScopedGrid<T, F extends object, Q extends object, S extends string | undefined>(
  list: (q: { page: number; size: number; sort: S; scope: 'all' | 'mine' } & Q) => Promise<Envelope<T>>,
  {
    all,
    sorts,
    filters,
    queryOf,
    pageSize,
  }: { all: boolean; sorts: Record<string, S>; filters: F; queryOf: (f: F) => Q; pageSize?: number },
) {
  const fetchPage = useCallback(
    ({ page, size, sort, filters: f }: ServerQuery<F>) =>
      list({
        page,
        size,
        sort: sorts[`${sort?.field}:${sort?.sort}`] ?? ('newest' as S),
        scope: all ? 'all' : 'mine',
        ...queryOf(f),
      }),
    [list, sorts, all, queryOf],
  );
  const grid = useServerGrid(fetchPage, { filters, sort: [{ field: 'created_at', sort: 'desc' }], pageSize });
  const [draft, setDraft] = useState<F>(filters);
  return { ...grid, all, draft, setDraft };
}

export type ScopedGrid<T, F> = ReturnType<typeof useServerGrid<T, F>> & {
  all: boolean;
  draft: F;
  setDraft: (draft: F) => void;
};
