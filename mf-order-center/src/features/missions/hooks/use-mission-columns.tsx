import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColDef } from '@mui/x-data-grid';
import type { Mission } from '@portal/shared/domain/missions';
import { missionColumns } from '@portal/shared/grid';
import { useLang } from '@portal/shared/ui';
import '../i18n';

/** The tasking form's page for one order (docs/requirements.md §2: /programOrder/{id}), open while it waits for review. */
const editHref = (id: number) => `/programOrder/${id}`;

/**
 * The columns of the customer's tasking orders (shared/src/grid/mission-columns.tsx; newest first, as the server
 * sends them: the grid sorts nothing); the order number opens its detail.
 */
export function useMissionColumns(onOpen: (id: number) => void): GridColDef<Mission>[] {
  const { t } = useTranslation('missions');
  const lang = useLang();
  return useMemo<GridColDef<Mission>[]>(
    () =>
      missionColumns({
        audience: 'customer',
        lang,
        headers: { actions: t('actions'), id_date_1: t('window'), steps: t('progress') },
        onOpen,
        edit: { href: editHref, label: t('edit') },
      }),
    [t, lang, onOpen],
  );
}
