/**
 * The quote of a series of repeat collects (docs/tasking-offer.md, repeat collects): how many collects, the price of
 * one × their number = the total, that the first collect is charged on submit and each other one when its window
 * comes within the horizon (21 days), the collects' windows (the first few, then the last) in the reader's zone and,
 * with same geometry, the orbit direction, look side and look angle every collect keeps (or that no free pass gives
 * one to keep).
 */
import { useTranslation } from 'react-i18next';
import { Alert, Box, Typography } from '@mui/material';
import { LOOK_SIDES, ORBIT_MODES, enumLabel, type Lang } from '@portal/shared/domain';
import type { TaskingQuote } from '@portal/shared/domain/tasking-quote';
import { SERIES_LIMITS } from '@portal/shared/domain/tasking-series';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';
import { NS } from '../../../i18n';

/** The windows listed before "…": the first ones, then the last. */
export const SHOWN_WINDOWS = 3;

type Series = NonNullable<TaskingQuote['series']>;

export function QuoteSeries({
  quote,
  series,
  sameGeometry,
  lang,
}: {
  quote: TaskingQuote;
  series: Series;
  /** The customer asked for the same geometry. */
  sameGeometry: boolean;
  lang: Lang;
}) {
  const { t } = useTranslation(NS);
  const money = (fen: number) => formatMoney(fen, lang);
  const { windows, geometry } = series;
  const cut = windows.length > SHOWN_WINDOWS + 1;
  const listed = (cut ? windows.slice(0, SHOWN_WINDOWS) : windows).map((w, i) => ({ w, n: i + 1 }));
  const windowText = ({ w, n }: { w: Series['windows'][number]; n: number }) =>
    t('quote.series.window', { n, start: formatDateTime(w.start, lang), end: formatDateTime(w.end, lang) });
  return (
    <Box data-testid="quote-series" sx={{ mt: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="quote-series-collects">
        {t('quote.series.collects', { count: quote.collects })}
      </Typography>
      <Typography variant="body2" data-testid="quote-series-price">
        {t('quote.series.perCollect', {
          money: money(quote.collect_fen),
          count: quote.collects,
          total: money(quote.total_fen),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="quote-series-charged">
        {t('quote.series.charged', { days: SERIES_LIMITS.horizonDays })}
      </Typography>
      {sameGeometry &&
        (geometry ? (
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="quote-series-geometry">
            {t('quote.series.geometry', {
              direction: enumLabel(ORBIT_MODES, geometry.orbit_direction, lang),
              side: enumLabel(LOOK_SIDES, geometry.look_side, lang),
              angle: Number(geometry.look_angle.toFixed(1)),
              deg: SERIES_LIMITS.sameGeometryLookDeg,
            })}
          </Typography>
        ) : (
          <Alert severity="warning" sx={{ mt: 0.5 }} data-testid="quote-series-no-geometry">
            {t('quote.series.noGeometry')}
          </Alert>
        ))}
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('quote.series.windows')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }} data-testid="quote-series-windows">
        {listed.map((x) => (
          <li key={x.n}>{windowText(x)}</li>
        ))}
        {cut && (
          <>
            <li>{t('quote.series.more', { count: windows.length })}</li>
            <li>{windowText({ w: windows[windows.length - 1], n: windows.length })}</li>
          </>
        )}
      </Box>
    </Box>
  );
}
