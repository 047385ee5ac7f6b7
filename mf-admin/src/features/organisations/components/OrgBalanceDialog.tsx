/**
 * Staff: top up or reduce an organisation's balance (POST /admin/orgs/{id}/balance/, audited), with a reason that the
 * bill shows. Checked as the customer balance dialog checks (state/balance-form.ts, its very messages); the
 * server's refusal stays in the dialog, under the field it names or above the buttons, and the form stays filled.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogContentText, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { BALANCE_CHANGE_LIMITS } from '@portal/shared/domain/bills';
import { formatMoney } from '@portal/shared/i18n';
import { useDialogSubmit, useLang } from '@portal/shared/ui';
import { StaffDialog } from '../../../common/StaffDialog';
import { changeOrgBalance, type AdminOrgRow } from '../api';
import {
  checkBalanceForm,
  EMPTY_BALANCE_FORM,
  type BalanceForm,
  type BalanceKind,
  type BalanceProblems,
} from '../state/balance-form';
// The customer balance dialog's texts (the `bill` namespace), which this dialog says too: registered by the grid entry.
import '@portal/shared/grid';
import '../i18n';

const SERVER_FIELDS = ['balance_change', 'note'] as const;

export function OrgBalanceDialog({
  org,
  onClose,
  onChanged,
}: {
  /** The organisation whose balance changes; none: the dialog is closed. */
  org: AdminOrgRow | null;
  onClose: () => void;
  /** The organisation as the server answered it. */
  onChanged: (org: AdminOrgRow) => void;
}) {
  // Another organisation starts from an empty form.
  return <BalanceDialogBody key={org?.id ?? 0} org={org} onClose={onClose} onChanged={onChanged} />;
}

function BalanceDialogBody({
  org,
  onClose,
  onChanged,
}: {
  org: AdminOrgRow | null;
  onClose: () => void;
  onChanged: (org: AdminOrgRow) => void;
}) {
  const { t } = useTranslation('orgs');
  const { t: tb } = useTranslation('bill');
  const lang = useLang();
  const [form, setForm] = useState<BalanceForm>(EMPTY_BALANCE_FORM);
  const [problems, setProblems] = useState<BalanceProblems>({});
  const submit = useDialogSubmit(SERVER_FIELDS);

  const edit = (change: Partial<BalanceForm>, field: (typeof SERVER_FIELDS)[number]) => {
    setForm((f) => ({ ...f, ...change }));
    submit.edited(field);
  };
  const confirm = () => {
    if (!org) return;
    const checked = checkBalanceForm(form);
    setProblems(checked.problems ?? {});
    if (!checked.body) return;
    const body = checked.body;
    void submit.send(async () => {
      onChanged(await changeOrgBalance(org.id, body));
    });
  };
  const amountError = problems.amount ? tb(problems.amount) : submit.fieldError('balance_change');
  const reasonError = problems.reason ? tb(problems.reason) : submit.fieldError('note');

  return (
    <StaffDialog
      open={org !== null}
      title={org ? t('balanceTitle', { name: org.name }) : ''}
      maxWidth="sm"
      testId="org-balance-dialog"
      busy={submit.busy}
      message={submit.formError ? { text: submit.formError, severity: 'error' } : null}
      messageTestId="org-balance-error"
      cancelLabel={tb('cancel')}
      confirmLabel={t('submit')}
      confirmTestId="org-balance-submit"
      onClose={onClose}
      onConfirm={confirm}
    >
      {org && (
        <DialogContentText sx={{ mb: 2 }} data-testid="org-balance-now">
          {t('balanceNow', {
            balance: formatMoney(org.balance_fen, lang),
            held: formatMoney(org.held_fen, lang),
          })}
        </DialogContentText>
      )}
      <Stack spacing={2}>
        <TextField
          select
          label={tb('kind')}
          value={form.kind}
          onChange={(e) => edit({ kind: e.target.value as BalanceKind }, 'balance_change')}
          data-testid="org-balance-kind"
        >
          <MenuItem value="topup">{tb('topup')}</MenuItem>
          <MenuItem value="reduction">{tb('reduction')}</MenuItem>
        </TextField>
        <TextField
          label={tb('amountYuan')}
          value={form.amount}
          onChange={(e) => edit({ amount: e.target.value.trim() }, 'balance_change')}
          error={Boolean(amountError)}
          helperText={amountError}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> },
            htmlInput: { inputMode: 'decimal', 'data-testid': 'org-balance-amount' },
          }}
        />
        <TextField
          label={tb('reason')}
          value={form.reason}
          onChange={(e) => edit({ reason: e.target.value }, 'note')}
          error={Boolean(reasonError)}
          helperText={reasonError ?? tb('reasonHint')}
          slotProps={{
            htmlInput: { maxLength: BALANCE_CHANGE_LIMITS.maxReason, 'data-testid': 'org-balance-reason' },
          }}
        />
      </Stack>
    </StaffDialog>
  );
}
