/**
 * What an organisation member's order does to the organisation's money (docs/organisations.md), under its cost:
 * "Budget left ¥x · Your monthly limit left ¥y" (each when there is a cap or a limit), and, when the order will wait
 * for a manager, why (above the approval threshold, or past the monthly limit) and that its amount is held
 * meanwhile; an order past what its budget has left is refused by the server, so that is said instead. Nothing
 * outside an organisation.
 */
import { useTranslation } from 'react-i18next';
import { Alert, Typography } from '@mui/material';
import type { OrgSpending } from '../domain/organisations';
import { formatMoney } from '../i18n';
import { useLang } from './forms';
import { ORG_SPENDING_NS } from './org-spending-i18n';

/**
 * What its budget has left when the order would pass the cap (the server refuses such an order: 422 on budget_id);
 * null when it would not, or the budget has no cap.
 */
export function budgetLeftPassed(org: OrgSpending | null | undefined, costFen: number): number | null {
  const left = org?.budget?.left_fen ?? null;
  return left !== null && costFen > left ? left : null;
}

export function OrgSpendingLines({
  org,
  costFen,
  capNotice = true,
}: {
  org: OrgSpending | null | undefined;
  /** What the order charges its budget: past what is left, the lines say so. */
  costFen: number;
  /** Say here that the cap would be passed (false: the page says it beside its submit button). */
  capNotice?: boolean;
}) {
  const { t } = useTranslation(ORG_SPENDING_NS);
  const lang = useLang();
  if (!org) return null;
  const passed = budgetLeftPassed(org, costFen);
  const overCap = passed === null ? null : t('overCap', { left: formatMoney(passed, lang) });
  const left = [
    org.budget && org.budget.left_fen !== null
      ? t('budgetLeft', { money: formatMoney(org.budget.left_fen, lang) })
      : null,
    org.limit_left_fen !== null ? t('limitLeft', { money: formatMoney(org.limit_left_fen, lang) }) : null,
  ].filter((x): x is string => x !== null);
  return (
    <>
      {left.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="org-spending">
          {left.join(t('separator'))}
        </Typography>
      )}
      {overCap && capNotice && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="org-over-cap">
          {overCap}
        </Alert>
      )}
      {org.needs_approval && !overCap && (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="org-approval">
          {t(`approval.${org.reason ?? 'other'}`)}
        </Alert>
      )}
    </>
  );
}
