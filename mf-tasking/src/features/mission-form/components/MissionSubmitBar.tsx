/**
 * The bar under the form: the quote's total and the balance after it, and the submit button with the reason it
 * waits beside it (docs/tasking-offer.md): no quote in yet, or a balance that does not cover the total; for an
 * organisation's member (docs/organisations.md), a role that may not place tasking orders, or no budget chosen. With
 * problems in the form the button stays on: pressing it marks them (docs/requirements.md §5).
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { Lang } from '@portal/shared/domain';
import { formatMoney } from '@portal/shared/i18n';
import { budgetLeftPassed, ORG_SPENDING_NS, type OrgBudgets } from '@portal/shared/ui';
import { NS } from '../../../i18n';
import type { MissionQuote } from '../hooks/use-mission-quote';

/** An organisation member's budget as the bar reads it. */
type BarBudget = Pick<OrgBudgets, 'refusal' | 'missing'>;

/** Why the order cannot be submitted now, in words; null when it can. */
export function submitBlock(
  offer: MissionQuote,
  lang: Lang,
  t: TFunction,
  budget?: BarBudget,
  tOrg?: TFunction,
): string | null {
  if (budget?.refusal) return budget.refusal;
  if (budget?.missing && tOrg && offer.status !== 'off') return tOrg('choose');
  switch (offer.status) {
    case 'loading':
      return t('quote.waiting');
    case 'failed':
      return t('quote.unquoted');
    case 'ready': {
      const q = offer.quote!;
      // The server refuses an order past its budget's cap (a series': its first collect's price).
      const capLeft = budgetLeftPassed(q.org, q.collect_fen);
      if (tOrg && capLeft !== null) return tOrg('overCap', { left: formatMoney(capLeft, lang) });
      return q.balance_after_fen < 0
        ? t('quote.insufficient', {
            cost: formatMoney(q.total_fen, lang),
            balance: formatMoney(q.balance_fen, lang),
          })
        : null;
    }
    default:
      return null;
  }
}

export function MissionSubmitBar({
  offer,
  lang,
  label,
  busy,
  note,
  paidFen = null,
  budget,
  onSubmit,
}: {
  offer: MissionQuote;
  lang: Lang;
  /** The button's words; no button for a read-only order. */
  label: string | null;
  busy: boolean;
  /** What the last refusal said (the server's words, or that the price changed). */
  note: string | null;
  /** A read-only order's cost, charged when it was placed (nothing is quoted for it). */
  paidFen?: number | null;
  /** An organisation member's budget for a new order. */
  budget?: BarBudget;
  onSubmit: () => void;
}) {
  const { t } = useTranslation(NS);
  const { t: tOrg } = useTranslation(ORG_SPENDING_NS);
  const quote = offer.quote;
  const block = submitBlock(offer, lang, t, budget, tOrg);
  return (
    <Stack
      direction="row"
      spacing={1.5}
      alignItems="center"
      sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
      data-testid="order-cost"
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('cost')}
        </Typography>
        <Typography variant="h6" data-testid="order-cost-value" sx={{ lineHeight: 1.2 }}>
          {quote ? formatMoney(quote.total_fen, lang) : paidFen !== null ? formatMoney(paidFen, lang) : '—'}
        </Typography>
        {quote && (
          <Typography variant="caption" color="text.secondary" component="div">
            {t('balance', { balance: formatMoney(quote.balance_fen, lang) })}
          </Typography>
        )}
        {[note, block]
          .filter((x, i, all): x is string => Boolean(x) && all.indexOf(x) === i)
          .map((x) => (
            <Typography
              key={x}
              variant="caption"
              color={x === note || offer.status === 'ready' ? 'error' : 'text.secondary'}
              component="div"
              role="status"
              data-testid="order-submit-reason"
            >
              {x}
            </Typography>
          ))}
      </Box>
      {label !== null && (
        <Button
          variant="contained"
          disabled={busy || block !== null}
          onClick={onSubmit}
          data-testid="order-submit"
          sx={{ flexShrink: 0 }}
        >
          {label}
        </Button>
      )}
    </Stack>
  );
}
