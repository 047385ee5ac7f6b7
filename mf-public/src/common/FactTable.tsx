/**
 * A small read-only table of the public pages (the home page's constellation, the API page's headers, statuses,
 * scopes and webhook parts): a header row, then one row a fact whose first cell heads the row.
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
  type Theme,
} from '@mui/material';

export interface FactColumn {
  label: ReactNode;
  align?: 'left' | 'right';
}

export interface FactTableProps {
  columns: FactColumn[];
  /** One row a fact: its React key and its cells, in the columns' order. */
  rows: { key: string | number; cells: ReactNode[] }[];
  caption?: string;
  testId?: string;
  sx?: SxProps<Theme>;
  /** The style of each row's heading cell. */
  rowHeadSx?: SxProps<Theme>;
}

export function FactTable({ columns, rows, caption, testId, sx, rowHeadSx }: FactTableProps) {
  return (
    <TableContainer sx={sx}>
      <Table size="small" data-testid={testId}>
        {caption && <caption>{caption}</caption>}
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={i} align={c.align}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, cells: [head, ...rest] }) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row" align={columns[0]?.align} sx={rowHeadSx}>
                {head}
              </TableCell>
              {rest.map((cell, i) => (
                <TableCell key={i} align={columns[i + 1]?.align}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
