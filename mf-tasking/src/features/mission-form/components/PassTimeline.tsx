/**
 * The predicted opportunities on a time line of the prediction's window: one numbered mark per pass at its imaging
 * time, labelled with the satellite and the time (in the viewer's zone), the selected one highlighted. A click
 * selects a pass, as a click on its swath on the globe or on its row does.
 */
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Box, ButtonBase, Chip, Typography } from '@mui/material';
import type { Lang } from '@portal/shared/domain';
import { useElementWidth } from '@portal/shared/ui';
import { NS } from '../../../i18n';
import type { Opportunity } from '../api/simulation';
import { opportunityId } from './OpportunityTable';

const zoneOf = (lang: Lang) => (lang === 'zh' ? 'Asia/Shanghai' : 'utc');

/** Where an instant lies on the axis from `from` to `to`, as a fraction (clamped to the axis). */
export function axisFraction(at: string, from: string, to: string): number {
  const a = Date.parse(from),
    b = Date.parse(to),
    x = Date.parse(at);
  if (!(b > a)) return 0.5;
  return Math.min(1, Math.max(0, (x - a) / (b - a)));
}

/** A short label of an instant: day and time to the minute, in the viewer's zone ("11-28 14:05"). */
export function shortTime(iso: string, lang: Lang): string {
  return DateTime.fromISO(iso, { zone: 'utc' }).setZone(zoneOf(lang)).toFormat('MM-dd HH:mm');
}

/**
 * The axis of the time line: the passes' span widened by a tenth on each side (at least an hour), within the window
 * searched, so that five passes found in the window's first day do not crowd one end of a week-long axis.
 */
export function axisSpan(centres: readonly string[], from: string, to: string): { from: string; to: string } {
  const times = centres.map((c) => Date.parse(c)).filter(Number.isFinite);
  if (!times.length) return { from, to };
  const first = Math.min(...times),
    last = Math.max(...times);
  const pad = Math.max(3_600_000, (last - first) / 10);
  return {
    from: new Date(Math.max(Date.parse(from), first - pad)).toISOString(),
    to: new Date(Math.min(Date.parse(to), last + pad)).toISOString(),
  };
}

/** A mark's diameter and the room a lane of marks takes, in pixels. */
const MARK = 22;
const LANE = 24;

/**
 * The lane of each mark, in time order: a pass lies on the first lane where it keeps clear of the mark before it, so
 * that passes minutes apart sit one above the other instead of hiding each other (each stays clickable). Without a
 * measured width every mark keeps the first lane.
 */
export function markLanes(fractions: readonly number[], widthPx: number | undefined): number[] {
  if (!widthPx) return fractions.map(() => 0);
  const laneEnds: number[] = [];
  return fractions.map((f) => {
    const x = f * widthPx;
    let lane = laneEnds.findIndex((end) => x - end >= MARK + 2);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = x;
    return lane;
  });
}

export function PassTimeline(props: {
  opportunities: readonly Opportunity[];
  /** The window the prediction searched (the axis never goes beyond it). */
  from: string;
  to: string;
  selected: string | null;
  onSelect: (id: string) => void;
  lang: Lang;
}) {
  const { t } = useTranslation(NS);
  const { lang } = props;
  const { from, to } = axisSpan(
    props.opportunities.map((o) => o.imaging_centre),
    props.from,
    props.to,
  );
  const label = (o: Opportunity, i: number) =>
    t('passLabel', { n: i + 1, satellite: o.satellite_id, time: shortTime(o.imaging_centre, lang) });
  const [axisRef, axisWidth] = useElementWidth<HTMLDivElement>();
  const fractions = props.opportunities.map((o) => axisFraction(o.imaging_centre, from, to));
  const lanes = markLanes(fractions, axisWidth);
  const laneCount = Math.max(1, ...lanes.map((l) => l + 1));
  return (
    <Box data-testid="pass-timeline" sx={{ px: 1, pt: 0.5 }}>
      <Box ref={axisRef} sx={{ position: 'relative', height: 30 + (laneCount - 1) * LANE, mx: 2 }}>
        <Box sx={{ position: 'absolute', left: 0, right: 0, top: 14, height: 2, bgcolor: 'divider' }} />
        {props.opportunities.map((o, i) => {
          const id = opportunityId(o, i);
          const on = props.selected === id;
          return (
            <ButtonBase
              key={id}
              onClick={() => props.onSelect(id)}
              data-testid="pass-mark"
              data-id={id}
              aria-pressed={on}
              aria-label={label(o, i)}
              title={label(o, i)}
              sx={{
                position: 'absolute',
                left: `${fractions[i] * 100}%`,
                top: 4 + lanes[i] * LANE,
                transform: 'translateX(-50%)',
                width: MARK,
                height: MARK,
                borderRadius: '50%',
                fontSize: 12,
                fontWeight: 700,
                color: '#fff',
                bgcolor: on ? 'success.main' : 'primary.main',
                boxShadow: on ? 3 : 0,
                border: '2px solid #fff',
                zIndex: on ? 2 : 1,
              }}
            >
              {i + 1}
            </ButtonBase>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mx: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {shortTime(from, lang)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('timelineZone')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {shortTime(to, lang)}
        </Typography>
      </Box>
      {/* The same passes in words, in order: a mark's number, its satellite and time (never overlapping). */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
        {props.opportunities.map((o, i) => {
          const id = opportunityId(o, i);
          return (
            <Chip
              key={id}
              size="small"
              data-testid="pass-chip"
              color={props.selected === id ? 'success' : 'default'}
              variant={props.selected === id ? 'filled' : 'outlined'}
              label={`${i + 1} · ${o.satellite_id} ${shortTime(o.imaging_centre, lang)}`}
              onClick={() => props.onSelect(id)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
