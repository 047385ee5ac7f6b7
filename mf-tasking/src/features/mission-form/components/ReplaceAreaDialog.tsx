/** A sixth area asks first whether the earliest may go (docs/requirements.md §5: at most 5). */
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { NS } from '../../../i18n';

export function ReplaceAreaDialog({
  open,
  onCancel,
  onReplace,
}: {
  open: boolean;
  onCancel: () => void;
  onReplace: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog open={open} onClose={onCancel}>
      <DialogTitle>{t('replaceTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('replaceText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button variant="contained" data-testid="replace-earliest" onClick={onReplace}>
          {t('replaceConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
