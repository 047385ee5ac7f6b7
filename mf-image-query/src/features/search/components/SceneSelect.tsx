/** A scene of the stack picked by its date (and id), for comparing and for the change's two dates. */
import { MenuItem, TextField } from '@mui/material';
import { formatDate } from '@portal/shared/i18n';
import type { StackScene } from '@portal/shared/domain/scene-stack';

export function SceneSelect(props: {
  label: string;
  scenes: readonly StackScene[];
  value: string;
  onChange: (id: string) => void;
  /** The text of an empty choice, when one may pick none. */
  none?: string;
  testId: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': props.testId } }}
      sx={{ flex: 1, minWidth: 0 }}
    >
      {props.none != null && <MenuItem value="">{props.none}</MenuItem>}
      {props.scenes.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {formatDate(s.acquired_at)} · {s.id}
        </MenuItem>
      ))}
    </TextField>
  );
}
