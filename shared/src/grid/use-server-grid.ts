/**
 * The state of a list paged, sorted and filtered on the server, and the props that bind it to a DataGrid. Every
 * staff and customer table of the order centre uses it, so they page, sort, load and fail alike.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { failureMessage, type Envelope } from '@portal/shared/http';
import { useGridLocaleText } from './locale';

export const PAGE_SIZES = [10, 20, 50, 100];

export interface ServerQuery<F> {
  page: number;
  size: number;
  sort: GridSortModel[number] | undefined;
  filters: F;
}

export function useServerGrid<T, F>(
  /** Fetches one page; keep it stable (useCallback), a new function reloads. */
  fetchPage: (q: ServerQuery<F>) => Promise<Envelope<T>>,
  initial: { filters: F; sort?: GridSortModel; pageSize?: number },
) {
  const [filters, setFilters] = useState<F>(initial.filters);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: initial.pageSize ?? 20 });
  const [defaultSort] = useState<GridSortModel>(initial.sort ?? []);
  const [sort, setSort] = useState<GridSortModel>(defaultSort);
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  // What failed, said in the page's current language when shown (docs/requirements.md §8): the server's message, or
  // that no answer came (never the HTTP library's own text). A cancelled call, or the session's end, says nothing.
  const [failure, setFailure] = useState<unknown>(null);
  const { i18n } = useTranslation();
  const error = failure === null ? null : failureMessage(failure, i18n.language === 'en' ? 'en' : 'zh');
  const localeText = useGridLocaleText();

  // Answers can arrive out of order (a reset's whole list after the keyword typed next): only the answer to the
  // latest query is shown, so the rows always match the filters, page and sort on screen.
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const query = ++latest.current;
    setLoading(true);
    setFailure(null);
    try {
      const env = await fetchPage({ page: paging.page + 1, size: paging.pageSize, sort: sort[0], filters });
      if (query !== latest.current) return;
      setRows(env.data);
      setTotal(env.total ?? env.data.length);
    } catch (err) {
      if (query !== latest.current || failureMessage(err) === null) return;
      // The rows of an earlier query are not this one's answer.
      setRows([]);
      setTotal(0);
      setFailure(err);
    } finally {
      if (query === latest.current) setLoading(false);
    }
  }, [fetchPage, paging, sort, filters]);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** New filters start again from the first page. */
  const applyFilters = useCallback((next: F) => {
    setPaging((p) => ({ ...p, page: 0 }));
    setFilters(next);
  }, []);

  const gridProps = {
    rows,
    rowCount: total,
    loading,
    paginationMode: 'server' as const,
    sortingMode: 'server' as const,
    paginationModel: paging,
    onPaginationModelChange: setPaging,
    sortModel: sort,
    onSortModelChange: (m: GridSortModel) => setSort(m.length ? m : defaultSort),
    pageSizeOptions: PAGE_SIZES,
    disableRowSelectionOnClick: true,
    autoHeight: true,
    // A page holds at most 100 rows: every cell is rendered, so wide tables stay readable by tests and screen readers.
    disableVirtualization: true,
    localeText,
    // ServerGrid shows no empty-result overlay while the list's error state is shown.
    loadError: error,
  };
  return { rows, total, loading, error, filters, applyFilters, reload, gridProps };
}
