/**
 * One series of repeat collects as its customer reads it (docs/tasking-offer.md): its state, cadence and end, the
 * geometry it keeps, the price of a collect, what it has cost so far, the next collect and its collects on a time
 * line. While it is active the customer cancels the rest of it here; the dialog then says what happened in words
 * (cancelled N, kept M, refunded ¥A, fees ¥B).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import type { TaskingSeries } from '@portal/shared/domain/tasking-series';
import { failureMessage, refreshUserInfo, seriesDetail, type SeriesCancelled } from '@portal/shared/http';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';
import { DataTable, ErrorState, LoadingState, notify, useLang } from '@portal/shared/ui';
import { cadenceText, geometryText, STATE_CHIP } from '../state/series-text';
import { CancelSeriesDialog } from './CancelSeriesDialog';
import { SeriesTimeline } from './SeriesTimeline';
import '../i18n';

export function SeriesDetailDialog({
  seriesId,
  onClose,
  onOpenOrder,
  onChanged,
}: {
  seriesId: number | null;
  onClose: () => void;
  /** Opens one of its orders' detail. */
  onOpenOrder: (missionId: number) => void;
  /** The series changed here (its rest cancelled): the lists show it anew. */
  onChanged?: () => void;
}) {
  const { t } = useTranslation('series');
  const lang = useLang();
  const [series, setSeries] = useState<TaskingSeries | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [cancelling, setCancelling] = useState(false);
  const [done, setDone] = useState<{ id: number; text: string } | null>(null);

  useEffect(() => {
    if (seriesId === null) return;
    // An answer for a series no longer shown is dropped.
    let shown = true;
    setSeries(null);
    setError(null);
    seriesDetail(seriesId, true).then(
      (s) => shown && setSeries(s),
      (err: unknown) => shown && setError(failureMessage(err) ?? ''),
    );
    return () => {
      shown = false;
    };
  }, [seriesId, attempt]);

  const afterCancel = (r: SeriesCancelled) => {
    setCancelling(false);
    const text = t('cancelDone', {
      cancelled: r.cancelled,
      kept: r.kept,
      refund: formatMoney(r.refund_fen, lang),
      fee: formatMoney(r.fee_fen, lang),
    });
    setDone({ id: r.series.id, text });
    setSeries(r.series);
    notify('success', text);
    // The refunds and fees show in the header's balance; the orders' new states in the lists.
    void refreshUserInfo();
    onChanged?.();
  };

  const rows = series
    ? [
        { field: 'target', text: series.target_name },
        { field: 'cadence', text: cadenceText(series, lang, t) },
        { field: 'geometry', text: geometryText(series, lang, t) },
        { field: 'collectPrice', text: formatMoney(series.collect_fen, lang) },
        { field: 'spent', text: formatMoney(series.spent_fen, lang) },
        { field: 'next', text: series.next_collect ? formatDateTime(series.next_collect, lang) : '—' },
        { field: 'created', text: formatDateTime(series.created_at, lang) },
      ]
    : [];
  return (
    <Dialog open={seriesId !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{series ? t('detailTitle', { no: series.series_no }) : ' '}</DialogTitle>
      <DialogContent data-testid="series-detail">
        {error !== null && seriesId !== null && (
          <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />
        )}
        {error === null && !series && <LoadingState />}
        {done && done.id === seriesId && (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="series-cancelled">
            {done.text}
          </Alert>
        )}
        {series && (
          <>
            <Chip
              label={t(`state.${series.state}`)}
              color={STATE_CHIP[series.state]}
              sx={{ mb: 2 }}
              data-testid="series-state"
            />
            <DataTable
              sx={{ mb: 3 }}
              testId="series-facts"
              columns={[
                {
                  key: 'label',
                  cellProps: { component: 'th', scope: 'row', sx: { width: '30%', color: 'text.secondary' } },
                  cell: (row) => t(`facts.${row.field}`),
                },
                { key: 'value', cell: (row) => row.text },
              ]}
              rows={rows}
              rowKey={(row) => row.field}
              rowProps={(row) => ({ 'data-field': row.field })}
            />
            <Typography variant="h6" component="h2" gutterBottom>
              {t('timeline')}
            </Typography>
            <SeriesTimeline series={series} lang={lang} onOpenOrder={onOpenOrder} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {series?.state === 'active' && (
          <Button color="error" onClick={() => setCancelling(true)} data-testid="series-cancel">
            {t('cancel')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
      <CancelSeriesDialog
        series={cancelling ? series : null}
        onClose={() => setCancelling(false)}
        onCancelled={afterCancel}
      />
    </Dialog>
  );
}
