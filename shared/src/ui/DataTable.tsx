/**
 * A small table of rows in the page (not a server-paged grid): a header of column titles, then a row per item with
 * a cell per column. The columns say what a cell shows; a table whose columns have no titles (a list of facts) has
 * no header.
 */
import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type SxProps,
  type TableCellProps,
  type TableRowProps,
  type Theme,
} from '@mui/material';

export interface DataColumn<R> {
  /** The column's React key. */
  key: string;
  /** Its title in the header. */
  header?: ReactNode;
  /** For the title and the cells. */
  align?: 'left' | 'right';
  padding?: 'checkbox';
  /** Further props of the body's cells (sx, translate, component). */
  cellProps?: TableCellProps;
  /** A cell's own test id, when a test reads one cell of a row (none where it gives none). */
  cellTestId?: (row: R, index: number) => string | undefined;
  cell: (row: R, index: number) => ReactNode;
}

/** A row's props: hover, selected, sx and its data attributes (test id). */
export type DataRowProps = TableRowProps & { [attribute: `data-${string}`]: string | undefined };

export function DataTable<R>({
  columns,
  rows,
  rowKey,
  rowProps,
  testId,
  caption,
  ariaLabel,
  sx,
  stickyHeader,
  container,
}: {
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string | number;
  rowProps?: (row: R, index: number) => DataRowProps;
  testId?: string;
  caption?: string;
  ariaLabel?: string;
  /** The table's own styles. */
  sx?: SxProps<Theme>;
  stickyHeader?: boolean;
  /** Wrapped in a TableContainer (with these styles: a maximum height that scrolls). */
  container?: SxProps<Theme> | true;
}) {
  const table = (
    <Table size="small" stickyHeader={stickyHeader} aria-label={ariaLabel} sx={sx} data-testid={testId}>
      {caption && <caption>{caption}</caption>}
      {columns.some((c) => c.header !== undefined) && (
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align} padding={c.padding}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
      )}
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={rowKey(row, i)} {...rowProps?.(row, i)}>
            {columns.map((c) => (
              <TableCell
                key={c.key}
                align={c.align}
                padding={c.padding}
                data-testid={c.cellTestId?.(row, i)}
                {...c.cellProps}
              >
                {c.cell(row, i)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  if (!container) return table;
  return <TableContainer sx={container === true ? undefined : container}>{table}</TableContainer>;
}
