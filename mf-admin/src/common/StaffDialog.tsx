/**
 * The frame of a staff dialog (an action asked before, the staff fields of an order, a permission): its title,
 * what it holds, the message of its last try at its foot, and cancel and the contained button that acts. While the
 * call is on its way both buttons wait and the dialog does not close.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

export function StaffDialog({
  open,
  title,
  maxWidth,
  testId,
  busy,
  message,
  messageTestId,
  messageGap = 2,
  cancelLabel,
  confirmLabel,
  confirmColor,
  confirmDisabled = false,
  confirmTestId,
  onClose,
  onConfirm,
  children,
}: {
  open: boolean;
  title: ReactNode;
  maxWidth: 'sm' | 'md' | 'lg';
  testId?: string;
  busy: boolean;
  /** The last try's message (the server's refusal; or a note such as "nothing changed"), or none. */
  message: { text: string; severity: 'error' | 'info' } | null;
  messageTestId: string;
  /** Its space above (theme units). */
  messageGap?: number;
  cancelLabel: string;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error' | 'warning';
  /** The confirm button is disabled for another reason (a required field is empty). */
  confirmDisabled?: boolean;
  confirmTestId: string;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth={maxWidth}
      fullWidth
      data-testid={testId}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {children}
        {message && (
          <Alert severity={message.severity} sx={{ mt: messageGap }} data-testid={messageTestId}>
            {message.text}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          disabled={busy || confirmDisabled}
          onClick={onConfirm}
          data-testid={confirmTestId}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
