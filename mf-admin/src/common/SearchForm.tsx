/**
 * The filter row above a staff table (tasks, requirement notices, reviews): its fields, the search button that
 * applies them (as Enter in any field does), and any buttons after it; and a filter field, typed or chosen.
 */
import type { ReactNode } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';

export function SearchForm({
  onSubmit,
  searchLabel,
  searchTestId,
  actions,
  children,
}: {
  onSubmit: () => void;
  searchLabel: string;
  searchTestId: string;
  /** Buttons after the search button, e.g. the exports. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" variant="contained" data-testid={searchTestId}>
        {searchLabel}
      </Button>
      {actions}
    </Stack>
  );
}

/** A typed filter, or with options a choice among them after "all" (the empty value). */
export function FilterField({
  label,
  value,
  onChange,
  options,
  allLabel,
  minWidth,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options?: readonly { value: string; label: string }[];
  allLabel: string;
  minWidth: number;
  testId: string;
}) {
  return (
    <TextField
      size="small"
      label={label}
      select={Boolean(options)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {options && <MenuItem value="">{allLabel}</MenuItem>}
      {options?.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
