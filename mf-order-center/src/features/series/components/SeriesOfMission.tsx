/**
 * On a tasking order's detail, the series it is a collect of (docs/tasking-offer.md): "系列 RS… 第 k/n 次 / Collect k
 * of n of series RS…", a link to the series (in place when the page shows series, else by its address).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@mui/material';
import type { TaskingSeries } from '@portal/shared/domain/tasking-series';
import { seriesDetail } from '@portal/shared/http';
import { followInPortal } from '@portal/shared/ui';
import { seriesHref } from '../hooks/use-series-tab';
import '../i18n';

export function SeriesOfMission({
  seriesId,
  index,
  onOpen,
}: {
  seriesId: number;
  /** Which collect (0 the first). */
  index: number | null;
  onOpen?: (seriesId: number) => void;
}) {
  const { t } = useTranslation('series');
  const [series, setSeries] = useState<TaskingSeries | null>(null);
  useEffect(() => {
    let shown = true;
    setSeries(null);
    // Quiet: without its number the link still leads to the series.
    seriesDetail(seriesId, true).then(
      (s) => shown && setSeries(s),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [seriesId]);
  const k = (index ?? 0) + 1;
  const href = seriesHref(seriesId);
  return (
    <Link
      href={href}
      onClick={
        onOpen
          ? (e) => {
              e.preventDefault();
              onOpen(seriesId);
            }
          : followInPortal(href)
      }
      data-testid="mission-series"
    >
      {series
        ? t('ofSeries', { no: series.series_no, k, n: series.collects.length })
        : t('ofSeriesPending', { k })}
    </Link>
  );
}
