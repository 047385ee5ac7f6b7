/**
 * The buttons of a staff dialog: cancel, and the contained button that acts (save, confirm); both wait while the
 * call is on its way.
 */
import { Button, DialogActions } from '@mui/material';

export function DialogButtons({
  cancelLabel,
  confirmLabel,
  confirmColor,
  busy,
  disabled = false,
  testId,
  onCancel,
  onConfirm,
}: {
  cancelLabel: string;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error' | 'warning';
  busy: boolean;
  /** The confirm button is disabled for another reason (a required field is empty). */
  disabled?: boolean;
  testId: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        variant="contained"
        color={confirmColor}
        disabled={busy || disabled}
        onClick={onConfirm}
        data-testid={testId}
      >
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}
