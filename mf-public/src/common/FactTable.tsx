/**
 * A small read-only table of the public pages (the home page's constellation, the API page's headers, statuses,
 * scopes and webhook parts): a header row, then one row a fact whose first cell heads the row.
 */
import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { DataTable } from '@portal/shared/ui';

export interface FactColumn {
  label: ReactNode;
  align?: 'left' | 'right';
}

/** One row a fact: its React key and its cells, in the columns' order. */
export interface Fact {
  key: string | number;
  cells: ReactNode[];
}

export interface FactTableProps {
  columns: FactColumn[];
  rows: Fact[];
  caption?: string;
  testId?: string;
  sx?: SxProps<Theme>;
  /** The style of each row's heading cell. */
  rowHeadSx?: SxProps<Theme>;
}

export function FactTable({ columns, rows, caption, testId, sx, rowHeadSx }: FactTableProps) {
  return (
    <DataTable<Fact>
      container={sx ?? true}
      caption={caption}
      testId={testId}
      rows={rows}
      rowKey={(row) => row.key}
      columns={columns.map((c, i) => ({
        key: String(i),
        header: c.label,
        align: c.align,
        cellProps: i === 0 ? { component: 'th', scope: 'row', sx: rowHeadSx } : undefined,
        cell: (row) => row.cells[i],
      }))}
    />
  );
}
