/**
 * Asks before a staff action: what it does, an optional or required reason (`action-reason`), any further fields,
 * and the confirm button (`action-confirm`). The action's failure (the server's message) stays in the dialog; on
 * success — or on a 409, which the page reports — the dialog closes.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogContentText, TextField } from '@mui/material';
import { StaffDialog } from './StaffDialog';
import '../i18n';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  text?: ReactNode;
  /** A reason (or note) field: required, optional, or none. */
  reason?: 'required' | 'optional';
  reasonLabel?: string;
  reasonMaxLength?: number;
  confirmLabel?: string;
  confirmColor?: 'primary' | 'error' | 'warning';
  /** Further fields, above the reason. */
  children?: ReactNode;
  /** The confirm button is disabled (e.g. a further field is not filled). */
  confirmDisabled?: boolean;
  onClose: () => void;
  /** Does the action; resolves to the message to show, or null when done (the dialog then closes). */
  onConfirm: (reason: string) => Promise<string | null>;
}

export function ActionDialog({
  open,
  title,
  text,
  reason,
  reasonLabel,
  reasonMaxLength = 500,
  confirmLabel,
  confirmColor = 'primary',
  children,
  confirmDisabled = false,
  onClose,
  onConfirm,
}: ActionDialogProps) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setValue('');
    setError(null);
    setBusy(false);
  }, [open]);

  const missing = reason === 'required' && !value.trim();
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const message = await onConfirm(value.trim());
    setBusy(false);
    if (message === null) onClose();
    else setError(message);
  };

  return (
    <StaffDialog
      open={open}
      title={title}
      maxWidth="sm"
      busy={busy}
      message={error ? { text: error, severity: 'error' } : null}
      messageTestId="action-error"
      messageGap={1}
      cancelLabel={t('cancel')}
      confirmLabel={confirmLabel ?? t('confirm')}
      confirmColor={confirmColor}
      confirmDisabled={missing || confirmDisabled}
      confirmTestId="action-confirm"
      onClose={onClose}
      onConfirm={() => void confirm()}
    >
      {text && <DialogContentText sx={{ mb: 1 }}>{text}</DialogContentText>}
      {children}
      {reason && (
        <TextField
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          required={reason === 'required'}
          label={reasonLabel ?? (reason === 'required' ? t('reasonRequired') : t('note'))}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          helperText={`${value.length}/${reasonMaxLength}`}
          slotProps={{ htmlInput: { maxLength: reasonMaxLength, 'data-testid': 'action-reason' } }}
        />
      )}
    </StaffDialog>
  );
}
