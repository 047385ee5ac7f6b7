/**
 * The passes an order can be planned on, soonest first: satellite, imaging window in the reader's time (one line),
 * duration, look angle and side, orbit direction, absolute orbit, coverage and the conflicts with planned tasks.
 * Passes a task of the order already sits on are shown but cannot be ticked.
 */
import { useTranslation } from 'react-i18next';
import {
  Box,
  Checkbox,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDateTime, formatDateTimeCompact } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';
import { COVERAGES, enumLabel, type Lang } from '@portal/shared/domain';
import type { OpportunityRow } from '../state/planning';
import '../i18n';

/** A pass's imaging window on one line: its start to the second, then its end's time (with its date on another day). */
function PassWindow({ start, end, lang }: { start: string; end: string; lang: Lang }) {
  const from = formatDateTimeCompact(start, lang, { seconds: true });
  const to = formatDateTimeCompact(end, lang, { seconds: true });
  return (
    <span
      title={`${formatDateTime(start, lang)} – ${formatDateTime(end, lang)}`}
      style={{ whiteSpace: 'nowrap' }}
    >
      {`${from} – ${to.slice(0, 10) === from.slice(0, 10) ? to.slice(11) : to}`}
    </span>
  );
}

export function OpportunitiesTable({
  rows,
  selected,
  onToggle,
  onToggleAll,
}: {
  rows: readonly OpportunityRow[];
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onToggleAll: (on: boolean) => void;
}) {
  const { t } = useTranslation('missionAdmin');
  const lang = useLang();
  const free = rows.filter((r) => !r.disabled);
  const ticked = free.filter((r) => selected.has(r.key)).length;
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader data-testid="plan-opportunities">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                disabled={free.length === 0}
                checked={free.length > 0 && ticked === free.length}
                indeterminate={ticked > 0 && ticked < free.length}
                onChange={(e) => onToggleAll(e.target.checked)}
                slotProps={{ input: { 'aria-label': t('selectAll') } as object }}
              />
            </TableCell>
            <TableCell>#</TableCell>
            <TableCell>{t('col.satellite')}</TableCell>
            <TableCell>{t('imagingTime')}</TableCell>
            <TableCell align="right">{t('duration')}</TableCell>
            <TableCell>{t('lookAngle')}</TableCell>
            <TableCell>{t('direction')}</TableCell>
            <TableCell align="right">{t('orbit')}</TableCell>
            <TableCell>{t('coverage')}</TableCell>
            <TableCell>{t('conflicts')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const o = r.opportunity;
            const checked = selected.has(r.key);
            return (
              <TableRow
                key={r.key}
                hover={!r.disabled}
                selected={checked}
                data-testid="opportunity-row"
                data-key={r.key}
                data-planned={r.disabled ? 'true' : 'false'}
                sx={r.disabled ? { '& td': { color: 'text.disabled' } } : undefined}
              >
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={checked}
                    disabled={r.disabled}
                    onChange={() => onToggle(r.key)}
                    slotProps={{
                      input: {
                        'data-testid': `opportunity-${r.index}`,
                        'aria-label': `${o.satellite_id} ${formatDateTime(o.imaging_start, lang)}`,
                      } as object,
                    }}
                  />
                </TableCell>
                <TableCell>{r.index + 1}</TableCell>
                <TableCell>{o.satellite_id}</TableCell>
                <TableCell>
                  <PassWindow start={o.imaging_start} end={o.imaging_end} lang={lang} />
                </TableCell>
                <TableCell align="right">{o.imaging_duration.toFixed(1)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {`${t(`sideValue.${o.look_side}`)} ${o.look_angle.toFixed(1)}°`}
                </TableCell>
                <TableCell>{t(`directionValue.${o.orbit_direction}`)}</TableCell>
                <TableCell align="right">{o.absolute_orbit}</TableCell>
                <TableCell>{enumLabel(COVERAGES, o.coverage, lang)}</TableCell>
                <TableCell>
                  {r.disabled && (
                    <Chip size="small" label={t('planned')} data-testid={`opportunity-planned-${r.index}`} />
                  )}
                  {r.conflicts.length > 0 && (
                    <Box data-testid={`opportunity-conflicts-${r.index}`}>
                      {r.conflicts.map((c) => (
                        <Typography
                          key={`${c.task_id}-${c.kind}`}
                          variant="caption"
                          color="warning.main"
                          component="div"
                        >
                          {t(c.kind === 'time' ? 'conflictTime' : 'conflictLook', { task: c.task })}
                        </Typography>
                      ))}
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
