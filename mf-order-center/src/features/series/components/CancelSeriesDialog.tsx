/**
 * Asks before a customer cancels the rest of a series (docs/tasking-offer.md, Cancellation terms): no further collect
 * is created, and each collect already created is cancelled by its own terms: free more than 72 h before its first
 * collect, a 25 % fee from 72 h to 12 h, kept within 12 h (or once imaged). An optional reason; a refusal is shown in
 * the server's words.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, DialogContentText, TextField } from '@mui/material';
import { CANCELLATION_TERMS } from '@portal/shared/domain';
import type { TaskingSeries } from '@portal/shared/domain/tasking-series';
import { cancelSeries, type SeriesCancelled } from '@portal/shared/http';
import { FormDialog, useFormDialog } from '@portal/shared/ui';
import '../i18n';

/** The reason's length at most, as the API takes it. */
const REASON_MAX = 200;

export function CancelSeriesDialog({
  series,
  onClose,
  onCancelled,
}: {
  /** The series whose rest is cancelled; null while closed. */
  series: TaskingSeries | null;
  onClose: () => void;
  onCancelled: (result: SeriesCancelled) => void;
}) {
  const { t } = useTranslation('series');
  const [reason, setReason] = useState('');
  const form = useFormDialog(['reason']);
  const hours = { free: CANCELLATION_TERMS.freeBeforeH, refused: CANCELLATION_TERMS.refusedWithinH };

  const close = () => {
    setReason('');
    form.reset();
    onClose();
  };
  const submit = () =>
    form.submit(reason.trim().length <= REASON_MAX, async () => {
      const result = await cancelSeries(series!.id, reason.trim() || undefined);
      setReason('');
      form.reset();
      onCancelled(result);
    });

  return (
    <FormDialog
      open={series !== null}
      title={series ? t('cancelTitle', { no: series.series_no }) : ''}
      form={form}
      errorTestId="series-cancel-error"
      submitTestId="series-cancel-confirm"
      cancelLabel={t('cancelKeep')}
      submitLabel={t('cancelConfirm')}
      onClose={close}
      onSubmit={submit}
      intro={
        <Box data-testid="series-cancel-terms">
          <DialogContentText>{t('cancelIntro')}</DialogContentText>
          <Box component="ul" sx={{ mb: 0, pl: 2.5 }}>
            <li>{t('cancelTermFree', hours)}</li>
            <li>{t('cancelTermFee', { ...hours, pct: CANCELLATION_TERMS.feePermille / 10 })}</li>
            <li>{t('cancelTermKept', hours)}</li>
          </Box>
        </Box>
      }
    >
      <TextField
        label={t('cancelReason')}
        multiline
        minRows={2}
        {...form.text('reason', reason, setReason, { hint: `${reason.length}/${REASON_MAX}` })}
        slotProps={{ htmlInput: { maxLength: REASON_MAX, 'data-testid': 'series-cancel-reason' } }}
      />
    </FormDialog>
  );
}
