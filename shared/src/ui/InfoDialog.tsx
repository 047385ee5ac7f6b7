/** A dialog that only shows something: its title, what it shows, and a button that closes it. */
import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

export function InfoDialog({
  open,
  title,
  closeLabel,
  onClose,
  contentTestId,
  children,
}: {
  open: boolean;
  title: ReactNode;
  /** The close button's words, in the caller's namespace. */
  closeLabel: string;
  onClose: () => void;
  contentTestId?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent data-testid={contentTestId}>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{closeLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
