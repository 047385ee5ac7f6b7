/**
 * Rows ticked in a server grid, by id and kept across pages with the row each was when ticked, so that a question
 * about every ticked row (all editable? which are suspended?) needs no refetch.
 */
import { useMemo, useState } from 'react';
import type { GridRowSelectionModel } from '@mui/x-data-grid';

export function useKeptSelection<R extends { id: number }>(rows: readonly R[]) {
  const [selected, setSelected] = useState<Map<number, R>>(new Map());
  const select = (model: GridRowSelectionModel) =>
    setSelected((before) => {
      const next = new Map<number, R>();
      for (const raw of model.ids) {
        const id = Number(raw);
        const m = before.get(id) ?? rows.find((r) => r.id === id);
        if (m) next.set(id, m);
      }
      return next;
    });
  const chosen = useMemo(() => [...selected.values()], [selected]);
  return {
    chosen,
    clear: () => setSelected(new Map()),
    /** Spread on the grid. */
    gridProps: {
      checkboxSelection: true,
      keepNonExistentRowsSelected: true,
      disableRowSelectionExcludeModel: true,
      rowSelectionModel: { type: 'include' as const, ids: new Set<number>(selected.keys()) },
      onRowSelectionModelChange: select,
    },
  };
}
