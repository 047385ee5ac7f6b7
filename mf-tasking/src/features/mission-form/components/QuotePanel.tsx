/**
 * The order's quote (docs/tasking-offer.md) under the form: the price in line items in the page's language, the
 * total, the balance before and after, the first collect, the cancellation terms in words with their deadlines
 * (Beijing time in Chinese, UTC in English: docs/requirements.md §1) and how each predicted pass stands against the
 * schedule; for a series of repeat collects, its collects (QuoteSeries); for an organisation's member, the budget
 * and monthly limit left and whether the order will wait for a manager's approval (docs/organisations.md). While a
 * newer quote is asked the last one stays, faded; a failure says what went wrong.
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { CANCELLATION_TERMS, EFFECTIVE_TIMES, IMG_MODES, type Lang } from '@portal/shared/domain';
import type { TaskingQuote } from '@portal/shared/domain/tasking-quote';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';
import { OrgSpendingLines } from '@portal/shared/ui';
import { NS } from '../../../i18n';
import type { MissionQuote } from '../hooks/use-mission-quote';
import { QuotePasses } from './QuotePasses';
import { QuoteSeries } from './QuoteSeries';

type Line = TaskingQuote['lines'][number];

/** A line item's words: the mode's name, the shots, the priority band, the timeliness class, the product type. */
export function lineLabel(line: Line, lang: Lang, t: TFunction): string {
  const factor = String(line.value / 1000);
  switch (line.item) {
    case 'mode':
      return t('quote.line.mode', {
        mode: IMG_MODES.find((m) => String(m.value) === line.code)?.[lang] ?? line.code,
      });
    case 'size':
      return t('quote.line.size', { count: line.value });
    case 'priority':
      return t('quote.line.priority', { band: line.code, factor });
    case 'timeliness':
      return t('quote.line.timeliness', {
        label: EFFECTIVE_TIMES.find((e) => String(e.value) === line.code)?.[lang] ?? line.code,
        factor,
      });
    case 'product':
      return t('quote.line.product', { type: line.code, factor });
  }
}

/** The cancellation terms in words, each with its deadline. */
export function termsText(terms: TaskingQuote['terms'], lang: Lang, t: TFunction): string[] {
  const at = (iso: string) => formatDateTime(iso, lang);
  const out = [t('quote.termsReview')];
  if (!terms.refused_from) return [...out, t('quote.termsNoCollect')];
  if (terms.free_until) {
    out.push(t('quote.termsFree', { at: at(terms.free_until) }));
    out.push(
      t('quote.termsFee', {
        from: at(terms.free_until),
        to: at(terms.refused_from),
        pct: terms.fee_permille / 10,
        fee: formatMoney(terms.fee_fen, lang),
      }),
    );
  }
  out.push(t('quote.termsRefused', { at: at(terms.refused_from), hours: CANCELLATION_TERMS.refusedWithinH }));
  return out;
}

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Stack direction="row" spacing={1} data-testid={testId} sx={{ fontWeight: strong ? 600 : undefined }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{label}</Box>
      <Box sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{value}</Box>
    </Stack>
  );
}

export function QuoteDetails({
  quote,
  lang,
  sameGeometry = false,
}: {
  quote: TaskingQuote;
  lang: Lang;
  /** A series asked to keep its geometry. */
  sameGeometry?: boolean;
}) {
  const { t } = useTranslation(NS);
  const money = (fen: number) => formatMoney(fen, lang);
  return (
    <Box data-testid="quote" sx={{ typography: 'body2' }}>
      <Box data-testid="quote-lines">
        {quote.lines.map((l) => (
          <Row key={l.item} label={lineLabel(l, lang, t)} value={money(l.amount_fen)} testId="quote-line" />
        ))}
      </Box>
      {quote.series && (
        <QuoteSeries quote={quote} series={quote.series} sameGeometry={sameGeometry} lang={lang} />
      )}
      {!quote.series && quote.collects !== 1 && (
        <Typography variant="body2" color="text.secondary" data-testid="quote-collects">
          {t('quote.perCollect', { money: money(quote.collect_fen), count: quote.collects })}
        </Typography>
      )}
      <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 0.5 }}>
        <Row label={t('quote.total')} value={money(quote.total_fen)} strong testId="quote-total" />
        <Row label={t('quote.balance')} value={money(quote.balance_fen)} testId="quote-balance" />
        <Row
          label={t('quote.balanceAfter')}
          value={money(quote.balance_after_fen)}
          testId="quote-balance-after"
        />
        {/* A series' collects are charged one by one (the first now); the submit bar says a cap passed. */}
        <OrgSpendingLines org={quote.org} costFen={quote.collect_fen} capNotice={false} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="quote-first-collect">
        <b>{t('quote.firstCollect')}</b>
        {lang === 'zh' ? '：' : ': '}
        {quote.first_collect ? formatDateTime(quote.first_collect, lang) : t('quote.noCollect')}
      </Typography>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('quote.terms')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="quote-terms">
        {termsText(quote.terms, lang, t).map((s) => (
          <li key={s}>{s}</li>
        ))}
      </Box>
      <QuotePasses quote={quote} lang={lang} />
    </Box>
  );
}

/** The quote as it stands: not yet (the form incomplete), being asked, failed with the reason, or in. */
export function QuotePanel({
  offer,
  lang,
  sameGeometry = false,
}: {
  offer: MissionQuote;
  lang: Lang;
  sameGeometry?: boolean;
}) {
  const { t } = useTranslation(NS);
  const { t: common } = useTranslation();
  if (offer.status === 'off') return null;
  const shown = offer.quote ?? (offer.status === 'loading' ? offer.last : null);
  return (
    <Box sx={{ mt: 2 }} data-testid="quote-panel" aria-busy={offer.status === 'loading'}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('quote.title')}
      </Typography>
      {offer.status === 'incomplete' && (
        <Typography variant="body2" color="text.secondary" data-testid="quote-incomplete">
          {t('quote.incomplete')}
        </Typography>
      )}
      {offer.status === 'loading' && (
        <Box data-testid="quote-loading" sx={{ mb: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('quote.loading')}
          </Typography>
          <LinearProgress />
        </Box>
      )}
      {offer.status === 'failed' && (
        <Alert
          severity="error"
          data-testid="quote-error"
          action={
            <Button color="inherit" size="small" onClick={offer.retry}>
              {common('state.retry')}
            </Button>
          }
        >
          {offer.error}
        </Alert>
      )}
      {shown && (
        <Box sx={{ opacity: offer.quote ? 1 : 0.5 }}>
          <QuoteDetails quote={shown} lang={lang} sameGeometry={sameGeometry} />
        </Box>
      )}
    </Box>
  );
}
