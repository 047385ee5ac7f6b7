/**
 * The columns of the staff and sales list of tasking orders (shared/src/grid/mission-columns.tsx). Staff follow the
 * order number to the detail page; sales open a read-only detail in place. Only the columns the server sorts by are
 * sortable.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
    [t, lang, audience, onOpen],
  );
}
