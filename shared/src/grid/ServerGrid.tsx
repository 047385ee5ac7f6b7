import { useMemo, useState } from 'react';
import { Box } from '@mui/material';
import {
  DataGrid,
  type DataGridProps,
  type GridColumnVisibilityModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { EmptyState, useElementWidth } from '@portal/shared/ui';
import { ColumnChoiceToolbar, nextColumnChoice, readColumnChoice, saveColumnChoice } from './ColumnChoice';
import { CHECKBOX_COLUMN_WIDTH, columnsToHide } from './fit-columns';

/** The DataGrid's own border, left and right. */
const GRID_BORDERS = 2;

/**
 * A DataGrid of a server-paged list (spread `useServerGrid`'s gridProps into it) with its empty state, under a box
 * that carries the test id (DataGrid does not pass data-* attributes to its root). With `hideOrder`, it fits its
 * box without scrolling sideways: the columns named there are hidden, first the first, while the columns'
 * widths (a flex column's minWidth) add up to more than the box (fit-columns.ts). A column the reader shows again
 * from the column menu stays shown. With `columnsKey`, a button above the grid opens its column chooser and the
 * reader's choice is kept for the next visit (ColumnChoice.tsx).
 */
export function ServerGrid<R extends GridValidRowModel>({
  testId,
  empty,
  overlayHeight = 220,
  hideOrder,
  loadError,
  columnsKey,
  ...props
}: DataGridProps<R> & {
  testId: string;
  empty: { title: string; hint?: string };
  overlayHeight?: number;
  /** Fields hidden in this order while the columns do not fit. */
  hideOrder?: readonly string[];
  /**
   * The list's load failed (useServerGrid's gridProps carry it): the page shows the error state with its retry, and
   * the grid no empty-result message in its place (docs/requirements.md §8).
   */
  loadError?: string | null;
  /** Where the reader's choice of columns is kept (a name unique to the table), with a button to choose them. */
  columnsKey?: string;
}) {
  const [box, width] = useElementWidth<HTMLDivElement>();
  const [chosen, setChosen] = useState<GridColumnVisibilityModel>(() => ({
    ...props.columnVisibilityModel,
    ...readColumnChoice(columnsKey),
  }));
  const { columns, checkboxSelection, onColumnVisibilityModelChange } = props;
  const fit = useMemo(
    () =>
      hideOrder
        ? columnsToHide(columns, hideOrder, width === undefined ? undefined : width - GRID_BORDERS, {
            reserved: checkboxSelection ? CHECKBOX_COLUMN_WIDTH : 0,
            hidden: chosen,
          })
        : {},
    [columns, hideOrder, width, checkboxSelection, chosen],
  );
  return (
    <Box ref={box} data-testid={testId}>
      <DataGrid
        {...props}
        columnVisibilityModel={{ ...fit, ...chosen }}
        onColumnVisibilityModelChange={(model, details) => {
          const next = nextColumnChoice(
            chosen,
            { ...fit, ...chosen },
            model,
            columns.map((c) => c.field),
          );
          setChosen(next);
          saveColumnChoice(columnsKey, next);
          onColumnVisibilityModelChange?.(model, details);
        }}
        showToolbar={columnsKey !== undefined || props.showToolbar}
        slots={{
          ...(columnsKey !== undefined && { toolbar: ColumnChoiceToolbar }),
          noRowsOverlay: () =>
            loadError ? (
              <Box data-testid="grid-load-failed" />
            ) : (
              <EmptyState title={empty.title} hint={empty.hint} />
            ),
          ...props.slots,
        }}
        sx={{
          '--DataGrid-overlayHeight': `${overlayHeight}px`,
          // The last header's hidden menu button and resize handle stick out past the grid's edge: a table whose
          // columns fit would still scroll sideways by their width.
          '& .MuiDataGrid-columnHeader--last': { overflow: 'hidden' },
          ...props.sx,
        }}
      />
    </Box>
  );
}
