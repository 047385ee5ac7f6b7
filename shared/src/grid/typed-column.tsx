import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/**
 * A column of what people typed (names, organisations, descriptions): shown as written, and marked
 * `translate="no"` so that a browser's translator leaves it alone and the portal's language scan (e2e) does not take
 * a customer's English for the portal's own words on a Chinese page.
 */
export function typedColumn<R extends GridValidRowModel>(col: GridColDef<R>): GridColDef<R> {
  const inner = col.renderCell;
  return {
    ...col,
    renderCell: (params) => (
      <span translate="no">{inner ? inner(params) : (params.formattedValue ?? '')}</span>
    ),
  };
}
