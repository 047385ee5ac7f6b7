/** Sales: one of their customers' tasking orders, read-only (history, tasks, steps) with the comment box. */
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { MissionDetailView } from './MissionDetailView';
import '../i18n';

export function MissionDetailDialog({
  missionId,
  onClose,
}: {
  missionId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('missionAdmin');
  return (
    <Dialog open={missionId !== null} onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>{t('dialogTitle')}</DialogTitle>
      <DialogContent dividers>
        {missionId !== null && <MissionDetailView key={missionId} missionId={missionId} audience="sales" />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="mission-detail-close">
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
