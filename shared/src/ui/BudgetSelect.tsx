/**
 * The budget an organisation member's order is assigned to (docs/organisations.md "Budgets and limits"): the
 * organisation's active budgets as "code — name", with what is left of a capped one; the server's message on
 * `budget_id` under it. Nothing for a customer outside an organisation, a role that may not order, or an
 * organisation without an active budget.
 */
import { useTranslation } from 'react-i18next';
import { MenuItem, TextField } from '@mui/material';
import type { OrgBudget } from '../domain/organisations';
import { formatMoney } from '../i18n';
import { useLang } from './forms';
import { ORG_SPENDING_NS } from './org-spending-i18n';
import type { OrgBudgets } from './use-org-budgets';

/** "P-7 — Harbour survey (left ¥1,200.00)": a budget as the select offers it. */
export function useBudgetLabel(): (b: OrgBudget) => string {
  const { t } = useTranslation(ORG_SPENDING_NS);
  const lang = useLang();
  return (b) => {
    const label = b.name ? t('option', { code: b.code, name: b.name }) : b.code;
    return b.left_fen === null ? label : t('optionLeft', { label, left: formatMoney(b.left_fen, lang) });
  };
}

export function BudgetSelect({
  budget,
  disabled = false,
  testId = 'budget-select',
}: {
  budget: OrgBudgets;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation(ORG_SPENDING_NS);
  const labelOf = useBudgetLabel();
  const { budgets, budgetId, error, loadError, missing } = budget;
  if (budget.refusal || (!budgets.length && !loadError)) return null;
  const message = error ?? loadError ?? (missing ? t('choose') : null);
  return (
    <TextField
      select
      fullWidth
      required
      size="small"
      label={t('budget')}
      value={budgetId !== null && budgets.some((b) => b.id === budgetId) ? String(budgetId) : ''}
      onChange={(e) => budget.choose(Number(e.target.value))}
      disabled={disabled || !budgets.length}
      error={Boolean(error ?? loadError)}
      helperText={message ?? undefined}
      data-testid={testId}
      sx={{ my: 1 }}
    >
      {budgets.map((b) => (
        <MenuItem key={b.id} value={String(b.id)} translate="no">
          {labelOf(b)}
        </MenuItem>
      ))}
    </TextField>
  );
}
