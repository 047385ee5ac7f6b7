/**
 * The predicted opportunities on a time line of the prediction's window: one numbered mark per pass at its imaging
 * time, labelled with the satellite and the time (in the viewer's zone), the selected one highlighted. A click
 * selects a pass, as a click on its swath on the globe or on its row does.
 */
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Box, ButtonBase, Typography } from '@mui/material';
import type { Lang } from '@portal/shared/domain';
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

export function PassTimeline(props: {
  opportunities: readonly Opportunity[];
  /** The window the prediction searched (the axis' ends). */
  from: string;
  to: string;
  selected: string | null;
  onSelect: (id: string) => void;
  lang: Lang;
}) {
  const { t } = useTranslation(NS);
  const { from, to, lang } = props;
  return (
    <Box data-testid="pass-timeline" sx={{ px: 1, pt: 0.5 }}>
      <Box sx={{ position: 'relative', height: 64, mx: 7 }}>
        <Box sx={{ position: 'absolute', left: 0, right: 0, top: 22, height: 2, bgcolor: 'divider' }} />
        {props.opportunities.map((o, i) => {
          const id = opportunityId(o, i);
          const on = props.selected === id;
          const x = axisFraction(o.imaging_centre, from, to);
          return (
            <ButtonBase
              key={id}
              onClick={() => props.onSelect(id)}
              data-testid="pass-mark"
              data-id={id}
              aria-pressed={on}
              aria-label={t('passLabel', {
                n: i + 1,
                satellite: o.satellite_id,
                time: shortTime(o.imaging_centre, lang),
              })}
              sx={{
                position: 'absolute',
                left: `${x * 100}%`,
                top: 0,
                transform: 'translateX(-50%)',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                borderRadius: 1,
                px: 0.5,
                zIndex: on ? 2 : 1,
              }}
            >
              <Box
                sx={{
                  width: 22,
                  height: 22,
                  mt: '12px',
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 12,
                  fontWeight: 700,
                  color: '#fff',
                  bgcolor: on ? 'success.main' : 'primary.main',
                  boxShadow: on ? 3 : 0,
                }}
              >
                {i + 1}
              </Box>
              <Typography
                variant="caption"
                sx={{
                  whiteSpace: 'nowrap',
                  lineHeight: 1.2,
                  fontWeight: on ? 700 : 400,
                  // Marks close in time would overlap their labels: every other label sits a line lower.
                  mt: i % 2 ? 1.5 : 0,
                  bgcolor: 'background.paper',
                  px: 0.25,
                }}
              >
                {o.satellite_id} {shortTime(o.imaging_centre, lang)}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1.5 }}>
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
    </Box>
  );
}
