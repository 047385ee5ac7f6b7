/**
 * The predicted opportunities (docs/requirements.md §9: up to 5): one row each; a click selects it and the globe flies to it. The
 * imaging window is one column (start – end, to the second, its zone in the header); where the table is narrow (beside the globe on a laptop)
 * the centre time, the incidence angle and the TLE epoch leave their columns for a line under the selected row.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatDateTime, formatDateTimeCompact, timeZoneName } from '@portal/shared/i18n';
import type { Lang } from '@portal/shared/domain';
import { useElementWidth } from '@portal/shared/ui';
import { NS } from '../../../i18n';
import type { Opportunity } from '../api/simulation';

export const opportunityId = (o: Opportunity, i: number) => `opp-${i}-${o.satellite_id}`;

/** The table's width from which every column fits on one line. */
const ALL_COLUMNS_WIDTH = 900;

/** A time of the pass as hh:mm:ss when it falls on `day` (the start's date), else with its date. */
function timeOn(iso: string, day: string, lang: Lang): string {
  const full = formatDateTimeCompact(iso, lang, { seconds: true });
  return full.startsWith(day) ? full.slice(day.length + 1) : full;
}

function Window({ o, lang }: { o: Opportunity; lang: Lang }) {
  const start = formatDateTimeCompact(o.imaging_start, lang, { seconds: true });
  return (
    <span
      title={`${formatDateTime(o.imaging_start, lang)} – ${formatDateTime(o.imaging_end, lang)}`}
      style={{ whiteSpace: 'nowrap' }}
    >
      {`${start} – ${timeOn(o.imaging_end, start.slice(0, 10), lang)}`}
    </span>
  );
}

/**
 * A pass a planned task is in the way of (docs/tasking-offer.md "Capacity"): "booked", or the caller's own orders by
 * number; a free pass says nothing.
 */
function Booked({ o }: { o: Opportunity }) {
  const { t } = useTranslation(NS);
  if (o.schedule.free) return null;
  const label = o.schedule.own_orders.length
    ? t('schedule.own', { orders: o.schedule.own_orders.join(', ') })
    : t('schedule.booked');
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={label}
      title={t('schedule.title')}
      sx={{ ml: 0.5 }}
      data-testid="opportunity-booked"
    />
  );
}

export function OpportunityTable({
  opportunities,
  selected,
  onSelect,
  lang,
}: {
  opportunities: readonly Opportunity[];
  selected: string | null;
  onSelect: (id: string) => void;
  lang: Lang;
}) {
  const { t } = useTranslation(NS);
  const [box, width] = useElementWidth<HTMLDivElement>();
  const wide = width === undefined || width >= ALL_COLUMNS_WIDTH;
  const cols = [
    'satellite',
    'window',
    'look',
    'side',
    'direction',
    ...(wide ? ['centre', 'incidence', 'epoch'] : []),
  ];
  const day = (o: Opportunity) => formatDateTimeCompact(o.imaging_start, lang).slice(0, 10);
  const extra = (o: Opportunity) => ({
    centre: timeOn(o.imaging_centre, day(o), lang),
    incidence: `${o.incidence_angle.toFixed(2)}°`,
    epoch: formatDateTimeCompact(o.tle_epoch, lang),
  });
  return (
    <TableContainer ref={box} sx={{ maxHeight: 320 }}>
      <Table size="small" stickyHeader data-testid="opportunities">
        <TableHead>
          <TableRow>
            {cols.map((c) => (
              <TableCell key={c} sx={{ whiteSpace: 'nowrap' }}>
                {c === 'window'
                  ? `${t('col.start')} – ${t('col.end')} (${timeZoneName(lang)})`
                  : t(`col.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {opportunities.map((o, i) => {
            const id = opportunityId(o, i);
            const more = extra(o);
            return (
              <Fragment key={id}>
                <TableRow
                  hover
                  selected={selected === id}
                  onClick={() => onSelect(id)}
                  sx={{ cursor: 'pointer' }}
                  data-testid="opportunity-row"
                  data-id={id}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {o.satellite_id}
                    <Booked o={o} />
                  </TableCell>
                  <TableCell>
                    <Window o={o} lang={lang} />
                  </TableCell>
                  <TableCell>{o.look_angle.toFixed(2)}°</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`side.${o.look_side}`)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`direction.${o.orbit_direction}`)}</TableCell>
                  {wide && (
                    <>
                      <TableCell title={formatDateTime(o.imaging_centre, lang)}>{more.centre}</TableCell>
                      <TableCell>{more.incidence}</TableCell>
                      <TableCell title={formatDateTime(o.tle_epoch, lang)} sx={{ whiteSpace: 'nowrap' }}>
                        {more.epoch}
                      </TableCell>
                    </>
                  )}
                </TableRow>
                {!wide && selected === id && (
                  <TableRow selected data-testid="opportunity-more">
                    <TableCell colSpan={cols.length} sx={{ color: 'text.secondary' }}>
                      {(['centre', 'incidence', 'epoch'] as const)
                        .map((c) => `${t(`col.${c}`)} ${more[c]}`)
                        .join(' · ')}
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
