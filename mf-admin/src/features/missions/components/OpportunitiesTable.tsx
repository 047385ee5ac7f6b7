/**
 * The passes an order can be planned on, soonest first: satellite, imaging window in the reader's time (one line),
 * duration, look angle and side, orbit direction, absolute orbit, coverage and the conflicts with planned tasks.
 * Passes a task of the order already sits on are shown but cannot be ticked.
 */
import { useTranslation } from 'react-i18next';
import { Box, Checkbox, Chip, Typography } from '@mui/material';
import { formatDateTime, formatDateTimeCompact } from '@portal/shared/i18n';
import { DataTable, useLang, type DataColumn } from '@portal/shared/ui';
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
  const columns: DataColumn<OpportunityRow>[] = [
    {
      key: 'tick',
      padding: 'checkbox',
      header: (
        <Checkbox
          size="small"
          disabled={free.length === 0}
          checked={free.length > 0 && ticked === free.length}
          indeterminate={ticked > 0 && ticked < free.length}
          onChange={(e) => onToggleAll(e.target.checked)}
          slotProps={{ input: { 'aria-label': t('selectAll') } as object }}
        />
      ),
      cell: (r) => (
        <Checkbox
          size="small"
          checked={selected.has(r.key)}
          disabled={r.disabled}
          onChange={() => onToggle(r.key)}
          slotProps={{
            input: {
              'data-testid': `opportunity-${r.index}`,
              'aria-label': `${r.opportunity.satellite_id} ${formatDateTime(r.opportunity.imaging_start, lang)}`,
            } as object,
          }}
        />
      ),
    },
    { key: 'index', header: '#', cell: (r) => r.index + 1 },
    { key: 'satellite', header: t('col.satellite'), cell: (r) => r.opportunity.satellite_id },
    {
      key: 'time',
      header: t('imagingTime'),
      cell: ({ opportunity: o }) => <PassWindow start={o.imaging_start} end={o.imaging_end} lang={lang} />,
    },
    {
      key: 'duration',
      header: t('duration'),
      align: 'right',
      cell: (r) => r.opportunity.imaging_duration.toFixed(1),
    },
    {
      key: 'look',
      header: t('lookAngle'),
      cellProps: { sx: { whiteSpace: 'nowrap' } },
      cell: ({ opportunity: o }) => `${t(`sideValue.${o.look_side}`)} ${o.look_angle.toFixed(1)}°`,
    },
    {
      key: 'direction',
      header: t('direction'),
      cell: (r) => t(`directionValue.${r.opportunity.orbit_direction}`),
    },
    { key: 'orbit', header: t('orbit'), align: 'right', cell: (r) => r.opportunity.absolute_orbit },
    {
      key: 'coverage',
      header: t('coverage'),
      cell: (r) => enumLabel(COVERAGES, r.opportunity.coverage, lang),
    },
    {
      key: 'conflicts',
      header: t('conflicts'),
      cell: (r) => (
        <>
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
        </>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      rowProps={(r) => ({
        hover: !r.disabled,
        selected: selected.has(r.key),
        'data-testid': 'opportunity-row',
        'data-key': r.key,
        'data-planned': r.disabled ? 'true' : 'false',
        sx: r.disabled ? { '& td': { color: 'text.disabled' } } : undefined,
      })}
      testId="plan-opportunities"
      stickyHeader
      container={{ maxHeight: 420 }}
    />
  );
}
