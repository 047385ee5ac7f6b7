/**
 * One tasking order as its customer reads it: its state, the five steps with their times and its planned imaging
 * time (docs/requirements.md §4.6), every field of theirs, the products and the history of its states. Staff's words
 * for the progress (the coarse mission-state code, the planning tag) are not among them (mission-facts.ts). While
 * its terms allow it the customer cancels it here (docs/tasking-offer.md, Cancellation terms); when they do not,
 * the dialog says why. A collect of a series of repeat collects names its series, a link to it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { CANCELLATION_TERMS } from '@portal/shared/domain';
import type { Mission, MissionDetail } from '@portal/shared/domain/missions';
import { failureMessage, missionDetail, refreshUserInfo, type MissionCancelled } from '@portal/shared/http';
import {
  ErrorState,
  LoadingState,
  MissionFieldTable,
  MissionHistory,
  MissionSteps,
  notify,
  useLang,
} from '@portal/shared/ui';
import { formatDateTime, formatMoney, orderStateLabel } from '@portal/shared/i18n';
import { missionFacts } from '../state/mission-facts';
import { CancelMissionDialog } from './CancelMissionDialog';
import { MissionProducts } from './MissionProducts';
import '../i18n';

/** Why an order cannot be cancelled now: within the last hours before its first collect, or imaged or over. */
function notCancellableWhy(m: Mission, now: number): 'refused' | 'closed' {
  const { refused_from } = m.cancellation;
  const ahead = m.first_collect_at !== null && now < Date.parse(m.first_collect_at);
  return refused_from && ahead && now >= Date.parse(refused_from) ? 'refused' : 'closed';
}

export function MissionDetailDialog({
  missionId,
  onClose,
  onChanged,
  seriesOf,
}: {
  missionId: number | null;
  onClose: () => void;
  /** The order changed here (cancelled): the list shows it anew. */
  onChanged?: () => void;
  /** A collect of a series: the words naming its series, a link to it (the page's). */
  seriesOf?: (seriesId: number, index: number | null) => ReactNode;
}) {
  const { t } = useTranslation('missions');
  const lang = useLang();
  const [detail, setDetail] = useState<MissionDetail | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [cancelled, setCancelled] = useState<{ id: number; text: string } | null>(null);
  // What failed, said in the page's language (a call without an answer is the network failure, never axios's text).
  const [error, setError] = useState<string | null>(null);

  const [attempt, setAttempt] = useState(0);

  const afterCancel = (r: MissionCancelled) => {
    setCancelling(false);
    const text = t('cancelDone', {
      refund: formatMoney(r.refund_fen, lang),
      fee: formatMoney(r.fee_fen, lang),
    });
    setCancelled({ id: r.mission.id, text });
    notify('success', text);
    // The refund and the fee show in the header's balance, the order's new state in the list and here.
    void refreshUserInfo();
    onChanged?.();
    setAttempt((n) => n + 1);
  };

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
        {cancelled && cancelled.id === missionId && (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="mission-cancelled">
            {cancelled.text}
          </Alert>
        )}
        {detail && <DetailBody detail={detail} seriesOf={seriesOf} />}
      </DialogContent>
      <DialogActions>
        {detail && !detail.cancellation.allowed && cancelled?.id !== detail.id && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ flex: 1, px: 1 }}
            data-testid="mission-cancel-refused"
          >
            {notCancellableWhy(detail, Date.now()) === 'refused'
              ? t('cancelRefused', {
                  at: formatDateTime(detail.cancellation.refused_from!, lang),
                  hours: CANCELLATION_TERMS.refusedWithinH,
                })
              : t('cancelClosed')}
          </Typography>
        )}
        {detail?.cancellation.allowed && (
          <Button color="error" onClick={() => setCancelling(true)} data-testid="mission-cancel">
            {t('cancel')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
      <CancelMissionDialog
        mission={cancelling ? detail : null}
        onClose={() => setCancelling(false)}
        onCancelled={afterCancel}
      />
    </Dialog>
  );
}

function DetailBody({
  detail,
  seriesOf,
}: {
  detail: MissionDetail;
  seriesOf?: (seriesId: number, index: number | null) => ReactNode;
}) {
  const { t } = useTranslation('missions');
  const lang = useLang();
  return (
    <>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {orderStateLabel(detail.order_state, lang)}
      </Typography>
      {detail.series_id !== null && seriesOf && (
        <Typography variant="body2" sx={{ mb: 1 }} component="div">
          {seriesOf(detail.series_id, detail.series_index)}
        </Typography>
      )}
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
