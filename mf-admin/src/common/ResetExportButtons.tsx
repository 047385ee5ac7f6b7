/** The buttons after a staff list's search: reset the filters, and export what they find as XLSX or CSV. */
import { Button } from '@mui/material';

export function ResetExportButtons({
  testIdPrefix,
  labels,
  onReset,
  onExport,
}: {
  /** The buttons' test ids are `${prefix}-reset`, `${prefix}-export-xlsx` and `${prefix}-export-csv`. */
  testIdPrefix: string;
  labels: { reset: string; xlsx: string; csv: string };
  onReset: () => void;
  onExport: (format: 'xlsx' | 'csv') => void;
}) {
  return (
    <>
      <Button onClick={onReset} data-testid={`${testIdPrefix}-reset`}>
        {labels.reset}
      </Button>
      <Button onClick={() => onExport('xlsx')} data-testid={`${testIdPrefix}-export-xlsx`}>
        {labels.xlsx}
      </Button>
      <Button onClick={() => onExport('csv')} data-testid={`${testIdPrefix}-export-csv`}>
        {labels.csv}
      </Button>
    </>
  );
}
