/**
 * One tasking order as its customer reads it: its state, the five steps with their times and its planned imaging
 * time (docs/requirements.md §4.6), every field of theirs, the products and the history of its states. Staff's words
 * for the progress (the coarse mission-state code, the planning tag) are not among them (mission-facts.ts).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { MissionDetail } from '@portal/shared/domain/missions';
import { failureMessage, missionDetail } from '@portal/shared/http';
import {
  ErrorState,
  LoadingState,
  MissionFieldTable,
  MissionHistory,
  MissionSteps,
  useLang,
} from '@portal/shared/ui';
import { formatDateTime, orderStateLabel } from '@portal/shared/i18n';
import { missionFacts } from '../state/mission-facts';
import { MissionProducts } from './MissionProducts';
import '../i18n';

export function MissionDetailDialog({
  missionId,
  onClose,
}: {
  missionId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('missions');
  const [detail, setDetail] = useState<MissionDetail | null>(null);
  // What failed, said in the page's language (a call without an answer is the network failure, never axios's text).
  const [error, setError] = useState<string | null>(null);

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (missionId === null) return;
    // An answer for an order no longer shown (closed, or another opened) is dropped.
    let shown = true;
    setDetail(null);
    setError(null);
    missionDetail(missionId).then(
      (d) => shown && setDetail(d),
      (err: unknown) => shown && setError(failureMessage(err) ?? ''),
    );
    return () => {
      shown = false;
    };
  }, [missionId, attempt]);

  return (
    <Dialog open={missionId !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{detail ? t('detailTitle', { no: detail.order_no }) : ' '}</DialogTitle>
      <DialogContent data-testid="mission-detail">
        {error !== null && missionId !== null && (
          <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />
        )}
        {error === null && !detail && <LoadingState />}
        {detail && <DetailBody detail={detail} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function DetailBody({ detail }: { detail: MissionDetail }) {
  const { t } = useTranslation('missions');
  const lang = useLang();
  return (
    <>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {orderStateLabel(detail.order_state, lang)}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <MissionSteps steps={detail.steps} />
      </Box>
      <Typography sx={{ mb: 3 }} data-testid="mission-planned-imaging">
        <b>{t('plannedImaging')}</b>
        {lang === 'zh' ? '：' : ': '}
        {detail.planned_imaging.length
          ? detail.planned_imaging
              .map((p) => `${p.satellite} ${formatDateTime(p.imaging_time, lang)}`)
              .join(lang === 'zh' ? '；' : '; ')
          : detail.steps.find((s) => s.key === 'task_planning')?.color === 'grey'
            ? t('notPlannedYet')
            : '—'}
      </Typography>

      <Typography variant="h6" component="h2" gutterBottom>
        {t('facts')}
      </Typography>
      <MissionFieldTable
        rows={missionFacts(detail, lang)}
        t={t}
        labelWidth="35%"
        sx={{ mb: 3 }}
        testId="mission-facts"
      />

      <Typography variant="h6" component="h2" gutterBottom>
        {t('products')}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <MissionProducts products={detail.products} />
      </Box>

      <Typography variant="h6" component="h2" gutterBottom>
        {t('history')}
      </Typography>
      <MissionHistory history={detail.history} />
    </>
  );
}
