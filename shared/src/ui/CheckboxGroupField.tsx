/**
 * A set of choices ticked independently (a key's scopes, a webhook's events, a subscription's channels): a labelled
 * fieldset of checkboxes with the field's message (an error, or else a hint) under it. Each box's input has the test
 * id `${testId}-${value}`.
 */
import type { ReactNode } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';

export interface CheckboxGroupFieldProps<T extends string> {
  label: string;
  options: readonly { value: T; label: ReactNode }[];
  chosen: readonly T[];
  onToggle: (value: T) => void;
  error?: string;
  hint?: ReactNode;
  testId: string;
  /** Labels of several lines (a name and its hint): the box stands by the first line. */
  tall?: boolean;
}

export function CheckboxGroupField<T extends string>({
  label,
  options,
  chosen,
  onToggle,
  error,
  hint,
  testId,
  tall = false,
}: CheckboxGroupFieldProps<T>) {
  const message = error ?? hint;
  return (
    <FormControl error={Boolean(error)} component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            sx={tall ? { alignItems: 'flex-start', mb: 0.5 } : undefined}
            control={
              <Checkbox
                checked={chosen.includes(o.value)}
                onChange={() => onToggle(o.value)}
                sx={tall ? { pt: 0.25 } : undefined}
                slotProps={{ input: { 'data-testid': `${testId}-${o.value}` } as object }}
              />
            }
            label={o.label}
          />
        ))}
      </FormGroup>
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}

/** The chosen values with `value` ticked or unticked. */
export const toggled = <T,>(chosen: readonly T[], value: T): T[] =>
  chosen.includes(value) ? chosen.filter((c) => c !== value) : [...chosen, value];
