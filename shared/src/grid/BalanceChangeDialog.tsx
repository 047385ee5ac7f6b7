/** Staff: top up or reduce a customer's balance; the reason is required and shown on the bill. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { UserInfo } from '@portal/shared/domain';
import { BALANCE_CHANGE_LIMITS, yuanToFen } from '@portal/shared/domain/bills';
import { changeBalance, refreshUserInfo } from '@portal/shared/http';
import { notify, UserPicker } from '@portal/shared/ui';
import './i18n';

type Kind = 'topup' | 'reduction';
interface Errors {
  customer?: string;
  amount?: string;
  reason?: string;
}

export function BalanceChangeDialog({
  open,
  onClose,
  onChanged,
  customer: preset = null,
}: {
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
  /** The customer to start with (e.g. from a user's detail). */
  customer?: UserInfo | null;
}) {
  const { t } = useTranslation('bill');
  const [customer, setCustomer] = useState<UserInfo | null>(preset);
  const [kind, setKind] = useState<Kind>('topup');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const fen = yuanToFen(amount);
    const next: Errors = {
      customer: customer ? undefined : t('customerRequired'),
      amount: fen !== null && fen > 0 && fen <= BALANCE_CHANGE_LIMITS.maxFen ? undefined : t('amountInvalid'),
      reason: reason.trim() ? undefined : t('reasonRequired'),
    };
    setErrors(next);
    if (next.customer || next.amount || next.reason) return;
    setBusy(true);
    try {
      const env = await changeBalance(customer!.id, kind === 'topup' ? fen! : -fen!, reason.trim());
      notify('success', env.msg);
      void refreshUserInfo();
      setAmount('');
      setReason('');
      onChanged();
    } catch {
      // The client has shown the server's message (e.g. a reduction beyond the balance); the form stays filled.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('changeTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <UserPicker
            value={customer}
            onChange={setCustomer}
            label={t('customer')}
            error={Boolean(errors.customer)}
            helperText={errors.customer}
            testId="balance-customer"
          />
          <TextField select label={t('kind')} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            <MenuItem value="topup">{t('topup')}</MenuItem>
            <MenuItem value="reduction">{t('reduction')}</MenuItem>
          </TextField>
          <TextField
            label={t('amountYuan')}
            value={amount}
            onChange={(e) => setAmount(e.target.value.trim())}
            error={Boolean(errors.amount)}
            helperText={errors.amount}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> },
              htmlInput: { inputMode: 'decimal', 'data-testid': 'balance-amount' },
            }}
          />
          <TextField
            label={t('reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? t('reasonHint')}
            slotProps={{
              htmlInput: { maxLength: BALANCE_CHANGE_LIMITS.maxReason, 'data-testid': 'balance-reason' },
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void submit()}
          data-testid="balance-submit"
        >
          {t('submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
