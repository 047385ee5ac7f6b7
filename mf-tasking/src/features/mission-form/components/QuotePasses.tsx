/**
 * How each predicted pass of the quote stands against the schedule (docs/tasking-offer.md): free, competing (only
 * lower-priority tasks not yet dispatched are in the way) or taken, with what is in the way: another customer's
 * booking, or the caller's own order by its number. When every pass is taken, what would find one: a priority or a
 * later window.
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { priorityBand, type Lang } from '@portal/shared/domain';
import type { QuotedOpportunity, TaskingQuote } from '@portal/shared/domain/tasking-quote';
import { formatDateTime, formatDateTimeCompact, timeZoneName } from '@portal/shared/i18n';
import { NS } from '../../../i18n';

const CHIP_COLOUR = { free: 'success', competing: 'warning', taken: 'error' } as const;

/** What is in a pass's way, in words: whose task, of which kind, of which priority against this order's. */
export function conflictText(c: QuotedOpportunity['conflicts'][number], t: TFunction): string {
  return t('quote.conflict', {
    who: c.order_no === null ? t('quote.booked') : t('quote.ownOrder', { no: c.order_no }),
    kind: t(`quote.kind.${c.kind}`),
    relation: t(`quote.relation.${c.priority}`),
  });
}

function Pass({ o, lang }: { o: QuotedOpportunity; lang: Lang }) {
  const { t } = useTranslation(NS);
  return (
    <Box component="li" data-testid="quote-pass" data-availability={o.availability} sx={{ py: 0.5 }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Box sx={{ flex: 1, minWidth: 0 }} title={formatDateTime(o.imaging_start, lang)}>
          {`${o.satellite_id} ${formatDateTimeCompact(o.imaging_start, lang)} · ${t(`side.${o.look_side}`)} · ${t(
            `direction.${o.orbit_direction}`,
          )} · ${o.look_angle.toFixed(1)}°`}
        </Box>
        <Chip
          size="small"
          color={CHIP_COLOUR[o.availability]}
          variant={o.availability === 'free' ? 'filled' : 'outlined'}
          label={t(`quote.availability.${o.availability}`)}
          title={o.availability === 'competing' ? t('quote.competingHint') : undefined}
        />
      </Stack>
      {o.conflicts.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="div" data-testid="quote-conflicts">
          {o.conflicts.map((c) => conflictText(c, t)).join(lang === 'zh' ? '；' : '; ')}
        </Typography>
      )}
    </Box>
  );
}

function Suggestion({ quote, lang }: { quote: TaskingQuote; lang: Lang }) {
  const { t } = useTranslation(NS);
  const s = quote.suggestion;
  const ways = [
    s?.priority != null && t('quote.suggestPriority', { priority: priorityBand(s.priority) }),
    s?.window_from && t('quote.suggestWindow', { at: formatDateTime(s.window_from, lang) }),
  ].filter((x): x is string => Boolean(x));
  return (
    <Alert severity="warning" data-testid="quote-suggestion" sx={{ mt: 1 }}>
      {[t('quote.allTaken'), ...(ways.length ? ways : [t('quote.noSuggestion')])].join(' ')}
    </Alert>
  );
}

export function QuotePasses({ quote, lang }: { quote: TaskingQuote; lang: Lang }) {
  const { t } = useTranslation(NS);
  const passes = quote.opportunities;
  const allTaken = passes.length > 0 && passes.every((o) => o.availability === 'taken');
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2">{t('quote.passes', { zone: timeZoneName(lang) })}</Typography>
      {passes.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="quote-no-passes">
          {t('quote.noPasses')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="quote-passes">
          {passes.map((o) => (
            <Pass key={`${o.satellite_id}-${o.imaging_start}`} o={o} lang={lang} />
          ))}
        </Box>
      )}
      {(allTaken || (passes.length === 0 && quote.suggestion)) && <Suggestion quote={quote} lang={lang} />}
    </Box>
  );
}
