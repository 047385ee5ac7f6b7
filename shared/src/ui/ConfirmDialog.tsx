/**
 * Asks before an action that cannot be undone (revoking a key, deleting an endpoint or a subscription): what it
 * concerns (shown as typed), what happens, a button that keeps things as they are and one that acts.
 */
import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What the action concerns, as a person typed it (a name, an address). */
  subject?: string;
  text: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  busy?: boolean;
  /** The confirm button's test id; the text's is `${testId}-question`. */
  testId: string;
  onKeep: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog({
  open,
  title,
  subject,
  text,
  keepLabel,
  confirmLabel,
  busy = false,
  testId,
  onKeep,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onKeep}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {subject && (
          <Box component="p" translate="no" sx={{ mt: 0, fontWeight: 600, wordBreak: 'break-all' }}>
            {subject}
          </Box>
        )}
        <DialogContentText data-testid={`${testId}-question`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep}>{keepLabel}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm} data-testid={testId}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
