/**
 * The columns of the staff and sales list of tasking orders (shared/src/grid/mission-columns.tsx). Staff follow the
 * order number to the detail page; sales open a read-only detail in place. Only the columns the server sorts by are
 * sortable. Small badges follow the order number: a collect of a series of repeat collects, and an imaged order
 * near or past its delivery deadline (docs/tasking-offer.md).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { Mission } from '@portal/shared/domain/missions';
import { missionColumns } from '@portal/shared/grid';
import { useLang } from '@portal/shared/ui';
import type { Audience } from '../state/mission-actions';
import { SORTABLE_COLUMNS } from '../state/filters';
import { missionDetailPath } from '../state/paths';
import '../i18n';

export function useMissionGridColumns(
  audience: Audience,
  onOpen?: (id: number) => void,
): GridColDef<Mission>[] {
  const { t } = useTranslation('missionAdmin');
  const lang = useLang();
  return useMemo<GridColDef<Mission>[]>(
    () =>
      withBadges(
        missionColumns({
          audience,
          lang,
          headers: {
            anchoring_satellite: t('col.satellite'),
            id_date_1: t('col.window'),
            order_state: t('col.state'),
            steps: t('col.progress'),
            task_count: t('col.tasks'),
          },
          detailPath: missionDetailPath,
          onOpen,
          suspendedLabel: t('suspendedBadge'),
          sortable: (field) => field in SORTABLE_COLUMNS,
        }),
        (row) => [
          ...(row.series_id === null
            ? []
            : [
                {
                  key: 'series',
                  label: t('seriesBadge', { k: (row.series_index ?? 0) + 1 }),
                  title: t('seriesBadgeTitle', { k: (row.series_index ?? 0) + 1 }),
                  color: 'default' as const,
                },
              ]),
          ...(DEADLINE_BADGES[row.delivery_deadline.state]
            ? [
                {
                  key: 'deadline',
                  label: t(`deadlineBadge.${row.delivery_deadline.state}`),
                  title: t('deadlineBadgeTitle'),
                  color: DEADLINE_BADGES[row.delivery_deadline.state]!,
                },
              ]
            : []),
        ],
      ),
    [t, lang, audience, onOpen],
  );
}

/** The badge's room beside the order number. */
const BADGE_WIDTH = 60;

/** Deadlines that carry a badge, and its colour. */
const DEADLINE_BADGES: Partial<Record<Mission['delivery_deadline']['state'], 'warning' | 'error'>> = {
  at_risk: 'warning',
  missed: 'error',
};

interface Badge {
  key: string;
  label: string;
  title: string;
  color: 'default' | 'warning' | 'error';
}

/** The order number followed by its row's badges (none: the number alone). */
function withBadges(
  columns: GridColDef<Mission>[],
  badgesOf: (row: Mission) => Badge[],
): GridColDef<Mission>[] {
  return columns.map((c) => {
    if (c.field !== 'order_no' || !c.renderCell) return c;
    const cell = c.renderCell;
    return {
      ...c,
      width: (c.width ?? 170) + BADGE_WIDTH,
      renderCell: (params) => {
        const badges = badgesOf(params.row);
        if (!badges.length) return cell(params);
        return (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            {cell(params)}
            {badges.map((b) => (
              <Chip
                key={b.key}
                size="small"
                variant="outlined"
                color={b.color}
                label={b.label}
                title={b.title}
                data-testid={`mission-${b.key}-${params.row.id}`}
              />
            ))}
          </Stack>
        );
      },
    };
  });
}
