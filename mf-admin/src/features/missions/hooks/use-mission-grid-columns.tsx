/**
 * The columns of the staff and sales list of tasking orders (shared/src/grid/mission-columns.tsx). Staff follow the
 * order number to the detail page; sales open a read-only detail in place. Only the columns the server sorts by are
 * sortable. A collect of a series of repeat collects shows a small badge after its number.
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
      withSeriesBadge(
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
        (k) => ({ label: t('seriesBadge', { k }), title: t('seriesBadgeTitle', { k }) }),
      ),
    [t, lang, audience, onOpen],
  );
}

/** The badge's room beside the order number. */
const BADGE_WIDTH = 60;

/** A collect of a series (docs/tasking-offer.md) carries a small badge after its order number: "系列 k". */
function withSeriesBadge(
  columns: GridColDef<Mission>[],
  words: (k: number) => { label: string; title: string },
): GridColDef<Mission>[] {
  return columns.map((c) => {
    if (c.field !== 'order_no' || !c.renderCell) return c;
    const cell = c.renderCell;
    return {
      ...c,
      width: (c.width ?? 170) + BADGE_WIDTH,
      renderCell: (params) => {
        const { row } = params;
        if (row.series_id === null) return cell(params);
        const w = words((row.series_index ?? 0) + 1);
        return (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            {cell(params)}
            <Chip
              size="small"
              variant="outlined"
              label={w.label}
              title={w.title}
              data-testid={`mission-series-${row.id}`}
            />
          </Stack>
        );
      },
    };
  });
}
