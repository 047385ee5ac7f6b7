/**
 * Asks before a customer cancels a tasking order under its terms (docs/tasking-offer.md, Cancellation terms): what
 * cancelling costs now (free, or the fee, a quarter of the price) and the deadlines (free until, not cancellable
 * from), with an optional reason; a refusal (e.g. within 12 h of the first collect) is shown in the server's words.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, DialogContentText, TextField } from '@mui/material';
import { CANCELLATION_TERMS } from '@portal/shared/domain';
import type { Mission } from '@portal/shared/domain/missions';
import { cancelMission, type MissionCancelled } from '@portal/shared/http';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';
import { FormDialog, useFormDialog, useLang } from '@portal/shared/ui';
import '../i18n';

/** The reason's length at most, as the API takes it. */
export const CANCEL_REASON_MAX = 200;

export function CancelMissionDialog({
  mission,
  onClose,
  onCancelled,
}: {
  /** The order to cancel; null while closed. */
  mission: Mission | null;
  onClose: () => void;
  onCancelled: (result: MissionCancelled) => void;
}) {
  const { t } = useTranslation('missions');
  const lang = useLang();
  const [reason, setReason] = useState('');
  const form = useFormDialog(['reason']);
  const terms = mission?.cancellation;
  const at = (iso: string) => formatDateTime(iso, lang);

  const close = () => {
    setReason('');
    form.reset();
    onClose();
  };
  const submit = () =>
    form.submit(reason.trim().length <= CANCEL_REASON_MAX, async () => {
      const result = await cancelMission(mission!.id, reason.trim() || undefined);
      setReason('');
      form.reset();
      onCancelled(result);
    });

  const deadlines = terms
    ? [
        mission.editable && t('cancelReviewFree'),
        terms.free_until && t('cancelFreeUntil', { at: at(terms.free_until) }),
        terms.refused_from &&
          t('cancelRefusedFrom', {
            at: at(terms.refused_from),
            hours: CANCELLATION_TERMS.refusedWithinH,
          }),
      ].filter((x): x is string => Boolean(x))
    : [];
  return (
    <FormDialog
      open={mission !== null}
      title={mission ? t('cancelTitle', { no: mission.order_no }) : ''}
      form={form}
      errorTestId="cancel-error"
      submitTestId="cancel-confirm"
      cancelLabel={t('cancelKeep')}
      submitLabel={t('cancelConfirm')}
      onClose={close}
      onSubmit={submit}
      intro={
        mission &&
        terms && (
          <Box>
            <DialogContentText data-testid="cancel-fee">
              {terms.fee_fen === 0
                ? t('cancelFree', { cost: formatMoney(mission.cost_fen, lang) })
                : t('cancelFee', {
                    cost: formatMoney(mission.cost_fen, lang),
                    fee: formatMoney(terms.fee_fen, lang),
                    pct: CANCELLATION_TERMS.feePermille / 10,
                  })}
            </DialogContentText>
            {deadlines.length > 0 && (
              <Box component="ul" sx={{ mb: 0, pl: 2.5 }} data-testid="cancel-deadlines">
                {deadlines.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </Box>
            )}
          </Box>
        )
      }
    >
      <TextField
        label={t('cancelReason')}
        multiline
        minRows={2}
        {...form.text('reason', reason, setReason, {
          hint: `${reason.length}/${CANCEL_REASON_MAX}`,
        })}
        slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX, 'data-testid': 'cancel-reason' } }}
      />
    </FormDialog>
  );
}
