import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MenuItem, Stack, TextField } from '@mui/material';

/** A row of filter fields above a table; submitting applies them (Enter in any field, or the search button). */
export function FilterBar({
  children,
  onSubmit,
  actions,
}: {
  children: ReactNode;
  onSubmit: () => void;
  /** Buttons at the end of the row, e.g. an export. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('grid');
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      useFlexGap
      sx={{ mb: 1, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" variant="outlined" data-testid="filter-submit">
        {t('search')}
      </Button>
      {actions}
    </Stack>
  );
}

export interface DateRange {
  from: string;
  to: string;
}

/** From and to dates (YYYY-MM-DD) of a filter. */
export function DateRangeFields<F extends DateRange>({
  value,
  onChange,
}: {
  value: F;
  onChange: (v: F) => void;
}) {
  const { t } = useTranslation('grid');
  return (
    <>
      {(['from', 'to'] as const).map((k) => (
        <TextField
          key={k}
          type="date"
          size="small"
          label={t(k)}
          value={value[k]}
          onChange={(e) => onChange({ ...value, [k]: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `filter-${k}` } }}
        />
      ))}
    </>
  );
}

/** Staff and sales: part of a customer's username. */
export function UsernameFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('grid');
  return (
    <TextField
      size="small"
      label={t('username')}
      value={value}
      onChange={(e) => onChange(e.target.value.trim())}
      slotProps={{ htmlInput: { 'data-testid': 'filter-username' } }}
    />
  );
}

/** One choice of a list filter, or every value (the empty value, first). */
export function SelectFilter({
  label,
  value,
  onChange,
  options,
  allLabel,
  minWidth = 160,
  testId,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: readonly { value: string; label: string }[];
  /** The empty choice's words (default: all). */
  allLabel?: string;
  minWidth?: number;
  testId?: string;
}) {
  const { t } = useTranslation('grid');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth }}
      slotProps={testId ? { select: { SelectDisplayProps: { 'data-testid': testId } as object } } : undefined}
    >
      <MenuItem value="">{allLabel ?? t('all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
