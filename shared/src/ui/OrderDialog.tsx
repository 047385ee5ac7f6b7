/**
 * Confirming an archive order (docs/requirements.md §7 "Cart and orders"): the selection's cost and the balance after paying, then
 * one order paid from the balance. Used by the image query's "Order" and the cart page. An organisation's member
 * (docs/organisations.md) chooses the budget the order is assigned to (the cost is asked again with it), reads the
 * budget and monthly limit left and whether the order will wait for a manager's approval; a viewer may not order.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
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
import { BudgetSelect } from './BudgetSelect';
import { useLang } from './forms';
import { ORG_SPENDING_NS } from './org-spending-i18n';
import { budgetLeftPassed, OrgSpendingLines } from './OrgSpendingLines';
import { budgetErrorOf, useOrgBudgets } from './use-org-budgets';

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
  const { t: tOrg } = useTranslation(ORG_SPENDING_NS);
  const lang = useLang();
  const [cost, setCost] = useState<OrderCost | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // One key per opening: a second click or a retry of this attempt is charged once.
  const attemptKey = useMemo(() => (sceneIds ? newAttemptKey() : ''), [sceneIds]);
  // Asked again at each opening; the cost waits for them, so it is asked once with the budget offered.
  const budget = useOrgBudgets('archive', sceneIds);
  const { budgetId, setError: setBudgetError } = budget;

  /** A refusal: its message on the budget under the select, the rest in the dialog, each once. */
  const refused = useCallback(
    (err: unknown, ids: string[]) => {
      const onBudget = budgetErrorOf(err);
      if (onBudget) setBudgetError(onBudget);
      setProblems(problemsOf(err, ids).filter((p) => p !== onBudget));
    },
    [setBudgetError],
  );

  useEffect(() => {
    setCost(null);
    setProblems([]);
    if (!sceneIds || budget.loading) return;
    let live = true;
    orderCost(sceneIds, budgetId).then(
      (c) => live && setCost(c),
      (err) => live && refused(err, sceneIds),
    );
    return () => {
      live = false;
    };
  }, [sceneIds, budget.loading, budgetId, refused]);

  const confirm = async () => {
    if (!sceneIds || !cost) return;
    setBusy(true);
    try {
      const env = await placeOrder(sceneIds, cost.cost_fen, attemptKey, budgetId);
      const order = env.data[0];
      // An order waiting for a manager's approval is not placed yet: the server says so.
      if (order?.awaiting_approval) notify('info', env.msg || tOrg('awaiting'));
      else notify('success', env.msg);
      void refreshUserInfo();
      onOrdered(order);
    } catch (err) {
      refused(err, sceneIds);
      // The price may have changed: show the new cost before the customer tries again.
      orderCost(sceneIds, budgetId).then(setCost, () => undefined);
    } finally {
      setBusy(false);
    }
  };

  const short = cost !== null && cost.balance_after_fen < 0;
  const overCap = cost !== null && budgetLeftPassed(cost.org, cost.cost_fen) !== null;
  const blocked = budget.refusal !== null || budget.missing || budget.loading || overCap;
  return (
    <Dialog open={sceneIds !== null} onClose={onClose} data-testid="order-dialog" fullWidth maxWidth="xs">
      <DialogTitle>{t('confirmTitle')}</DialogTitle>
      <DialogContent>
        {problems.map((p) => (
          <Alert key={p} severity="error" sx={{ mb: 1 }}>
            {p}
          </Alert>
        ))}
        {budget.refusal && (
          <Alert severity="info" sx={{ mb: 1 }} data-testid="order-role-refusal">
            {budget.refusal}
          </Alert>
        )}
        <BudgetSelect budget={budget} disabled={busy} />
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
        {cost && <OrgSpendingLines org={cost.org} costFen={cost.cost_fen} />}
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
          disabled={!cost || short || busy || blocked}
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
