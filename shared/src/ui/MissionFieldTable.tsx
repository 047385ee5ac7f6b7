/**
 * Fields of a tasking order as a table, a row a field: its label (heading the row) and its text, the target's areas
 * counted by the reader's plural rules. The customer's order detail and staff's field groups show them so.
 */
import type { TFunction } from 'i18next';
import type { SxProps, Theme } from '@mui/material';
import { DataTable } from './DataTable';

export interface MissionFieldText {
  /** The label's key under `field.`. */
  field: string;
  text: string;
  /** For `target`: the number of areas (the text is empty). */
  count?: number;
}

export function MissionFieldTable({
  rows,
  t,
  labelWidth,
  sx,
  testId,
}: {
  rows: readonly MissionFieldText[];
  /** The page's texts: `field.<field>` and `areas` (counted). */
  t: TFunction;
  labelWidth: string;
  sx?: SxProps<Theme>;
  testId?: string;
}) {
  return (
    <DataTable
      sx={sx}
      testId={testId}
      columns={[
        {
          key: 'label',
          cellProps: { component: 'th', scope: 'row', sx: { width: labelWidth, color: 'text.secondary' } },
          cell: (row) => t(`field.${row.field}`),
        },
        {
          key: 'value',
          cellProps: { sx: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } },
          cell: (row) => (row.count !== undefined ? t('areas', { count: row.count }) : row.text),
        },
      ]}
      rows={rows}
      rowKey={(row) => row.field}
      rowProps={(row) => ({ 'data-field': row.field })}
    />
  );
}
