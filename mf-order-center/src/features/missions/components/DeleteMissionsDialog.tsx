import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { Mission } from '@portal/shared/domain/missions';
import { formatMoney } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';
import '../i18n';

/** Asks before deleting orders pending review, saying what comes back to the balance. */
export function DeleteMissionsDialog({
  missions,
  busy,
  onCancel,
  onConfirm,
}: {
  /** The orders to delete; null while closed. */
  missions: Mission[] | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('missions');
  const lang = useLang();
  const refund = (missions ?? []).reduce((sum, m) => sum + m.cost_fen, 0);
  return (
    <Dialog open={missions !== null} onClose={onCancel}>
      <DialogTitle>{t('deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('deleteConfirm', { count: missions?.length ?? 0, money: formatMoney(refund, lang) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('keep')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={onConfirm}
          data-testid="delete-confirm"
        >
          {t('confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
