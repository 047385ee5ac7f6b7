/**
 * Confirming an archive order (docs/requirements.md §7 "Cart and orders"): the selection's cost and the balance after paying, then
 * one order paid from the balance. Used by the image query's "Order" and the cart page.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import type { ArchiveOrder, OrderCost } from '../domain/orders';
import { ApiError, failureMessage, newAttemptKey, orderCost, placeOrder, refreshUserInfo } from '../http';
import { addTranslations, formatMoney } from '../i18n';
import { notify } from '../notices';
import { useLang } from './forms';

addTranslations('orders', {
  zh: {
    confirmTitle: '确认订单',
    scenes: '影像数量',
    cost: '订单费用',
    balance: '当前余额',
    after: '支付后余额',
    short: '余额不足：请联系销售充值，或减少所选影像。',
    order: '支付并下单',
    cancel: '取消',
  },
  en: {
    confirmTitle: 'Confirm the order',
    scenes: 'Images',
    cost: 'Cost',
    balance: 'Balance',
    after: 'Balance after paying',
    short: 'Your balance does not cover this order: ask sales for a top-up, or select fewer images.',
    order: 'Pay and order',
    cancel: 'Cancel',
  },
});

/**
 * What a refusal says, each thing once: the answer's message, then each distinct field message with the scenes it
 * names (`scene_ids.N` is the Nth scene asked for) — "You have already ordered this image: A, B" — unless it only
 * repeats the message. A call that got no answer says so in the page's language, not axios's text
 * (docs/requirements.md §8).
 */
export function problemsOf(err: unknown, sceneIds: readonly string[] = []): string[] {
  if (!(err instanceof ApiError) || err.transport) {
    const text = failureMessage(err);
    return text === null ? [] : [text];
  }
  const scenes = new Map<string, string[]>();
  for (const e of err.errors) {
    const n = /^scene_ids\.(\d+)$/.exec(e.field);
    const id = n ? sceneIds[Number(n[1])] : undefined;
    const ids = scenes.get(e.message) ?? [];
    if (id && !ids.includes(id)) ids.push(id);
    scenes.set(e.message, ids);
  }
  const lines = [...scenes].map(([m, ids]) => (ids.length ? `${m}: ${ids.join(', ')}` : m));
  return [...new Set([err.message, ...lines.filter((l) => l !== err.message)])];
}

export interface OrderDialogProps {
  /** The scenes to order; the dialog is open while this is not null. */
  sceneIds: string[] | null;
  onClose(): void;
  onOrdered(order: ArchiveOrder): void;
}

export function OrderDialog({ sceneIds, onClose, onOrdered }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const [cost, setCost] = useState<OrderCost | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // One key per opening: a second click or a retry of this attempt is charged once.
  const attemptKey = useMemo(() => (sceneIds ? newAttemptKey() : ''), [sceneIds]);

  useEffect(() => {
    setCost(null);
    setProblems([]);
    if (!sceneIds) return;
    let live = true;
    orderCost(sceneIds).then(
      (c) => live && setCost(c),
      (err) => live && setProblems(problemsOf(err, sceneIds)),
    );
    return () => {
      live = false;
    };
  }, [sceneIds]);

  const confirm = async () => {
    if (!sceneIds || !cost) return;
    setBusy(true);
    try {
      const env = await placeOrder(sceneIds, cost.cost_fen, attemptKey);
      notify('success', env.msg);
      void refreshUserInfo();
      onOrdered(env.data[0]);
    } catch (err) {
      setProblems(problemsOf(err, sceneIds));
      // The price may have changed: show the new cost before the customer tries again.
      orderCost(sceneIds).then(setCost, () => undefined);
    } finally {
      setBusy(false);
    }
  };

  const short = cost !== null && cost.balance_after_fen < 0;
  return (
    <Dialog open={sceneIds !== null} onClose={onClose} data-testid="order-dialog" fullWidth maxWidth="xs">
      <DialogTitle>{t('confirmTitle')}</DialogTitle>
      <DialogContent>
        {problems.map((p) => (
          <Alert key={p} severity="error" sx={{ mb: 1 }}>
            {p}
          </Alert>
        ))}
        {!cost && !problems.length && <CircularProgress size={24} />}
        {cost && (
          <Table size="small">
            <TableBody>
              <CostRow label={t('scenes')} value={cost.items.length} />
              <CostRow label={t('cost')} value={formatMoney(cost.cost_fen, lang)} testId="order-cost" />
              <CostRow label={t('balance')} value={formatMoney(cost.balance_fen, lang)} />
              <CostRow
                label={t('after')}
                value={formatMoney(cost.balance_after_fen, lang)}
                testId="order-balance-after"
              />
            </TableBody>
          </Table>
        )}
        {short && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('short')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          data-testid="order-confirm"
          disabled={!cost || short || busy}
          onClick={() => void confirm()}
        >
          {t('order')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One line of the order's sums: what it is, and its figure on the right. */
function CostRow({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <TableRow>
      <TableCell>{label}</TableCell>
      <TableCell align="right" data-testid={testId}>
        {value}
      </TableCell>
    </TableRow>
  );
}
