/**
 * A series' collects on a time line (docs/tasking-offer.md): each collect's window in the reader's zone, its order
 * (the number leads to the order's detail) with the order's state in words and colour and its cost; a collect
 * beyond the horizon is "not yet created"; the next collect is marked.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import type { Lang } from '@portal/shared/domain';
import { SERIES_LIMITS, type SeriesCollect, type TaskingSeries } from '@portal/shared/domain/tasking-series';
import { formatDateTime, formatMoney, orderStateLabel } from '@portal/shared/i18n';
import { collectColor, THEME_COLOR } from '../state/series-text';
import '../i18n';

/** The address of an order's detail on the tasking orders page. */
export const orderHref = (missionId: number) => `/personalCenter/myProgrammingOrder?open=${missionId}`;

export function SeriesTimeline({
  series,
  lang,
  onOpenOrder,
}: {
  series: TaskingSeries;
  lang: Lang;
  /** Opens an order's detail in place. */
  onOpenOrder: (missionId: number) => void;
}) {
  // The next collect: the first one not yet imaged (none once the series is over or cancelled).
  const next = series.next_collect;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="series-timeline">
      {series.collects.map((c, i) => (
        <CollectRow
          key={c.index}
          collect={c}
          last={i === series.collects.length - 1}
          isNext={next !== null && c.window_start === next}
          lang={lang}
          onOpenOrder={onOpenOrder}
        />
      ))}
    </Box>
  );
}

function CollectRow({
  collect: c,
  last,
  isNext,
  lang,
  onOpenOrder,
}: {
  collect: SeriesCollect;
  last: boolean;
  isNext: boolean;
  lang: Lang;
  onOpenOrder: (id: number) => void;
}) {
  const { t } = useTranslation('series');
  const color = collectColor(c.order_state);
  const follow = (id: number) => (e: MouseEvent) => {
    e.preventDefault();
    onOpenOrder(id);
  };
  return (
    <Box component="li" data-testid="series-collect" data-color={color} sx={{ display: 'flex', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }}>
        <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: THEME_COLOR[color] }} />
        {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 1.5, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('collect', { n: c.index + 1 })}
          </Typography>
          <Typography variant="body2" data-testid="series-collect-window">
            {t('window', {
              start: formatDateTime(c.window_start, lang),
              end: formatDateTime(c.window_end, lang),
            })}
          </Typography>
          {isNext && <Chip size="small" color="primary" label={t('nextBadge')} data-testid="series-next" />}
        </Stack>
        {c.mission_id !== null ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.25 }}>
            <Link
              href={orderHref(c.mission_id)}
              onClick={follow(c.mission_id)}
              data-testid={`series-order-${c.mission_id}`}
            >
              {c.order_no}
            </Link>
            {c.order_state !== null && (
              <Typography
                variant="body2"
                component="span"
                sx={{ color: color === 'grey' ? 'text.secondary' : THEME_COLOR[color] }}
                data-testid="series-collect-state"
              >
                {orderStateLabel(c.order_state, lang)}
              </Typography>
            )}
            {c.cost_fen !== null && (
              <Typography variant="body2" component="span" color="text.secondary">
                {t('cost', { money: formatMoney(c.cost_fen, lang) })}
              </Typography>
            )}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="series-collect-pending">
            {t('notCreated', { days: SERIES_LIMITS.horizonDays })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
