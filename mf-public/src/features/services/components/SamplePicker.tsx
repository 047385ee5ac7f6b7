import { MenuItem, TextField } from '@mui/material';
import type { Sample } from '../../../common/samples-api';

/** Choice of one of a demonstration's sample pictures. */
export function SamplePicker(props: {
  label: string;
  samples: Sample[];
  value: number;
  onChange: (id: number) => void;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(Number(e.target.value))}
      disabled={props.disabled}
      sx={{ minWidth: 220, maxWidth: '100%' }}
      slotProps={{ select: { inputProps: { 'data-testid': 'demo-sample' } } }}
    >
      {props.samples.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
