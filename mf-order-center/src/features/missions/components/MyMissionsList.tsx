/**
 * The customer's own tasking orders on /personalCenter/myProgrammingOrder, paged and filtered on the server, with
 * their five-step progress (docs/requirements.md §4), the XLSX export, editing (a link to the order form) and
 * deleting while they wait for review. The order number opens its detail (`onOpen`; the page shows it, and
 * cancelling under the terms is done there).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { Button, Stack, Tooltip, Typography } from '@mui/material';
import {
  MISSION_HIDE_ORDER,
  ServerGrid,
  useKeptSelection,
  useServerGrid,
  type ServerQuery,
} from '@portal/shared/grid';
import {
  destroyMissions,
  exportMissions,
  listMissions,
  refreshUserInfo,
  showFailure,
} from '@portal/shared/http';
import { EmptyState, ErrorState, notify } from '@portal/shared/ui';
import { useMissionColumns } from '../hooks/use-mission-columns';
import { missionQueryOf, NO_MISSION_FILTERS, type MissionFilters } from '../state/filters';
import { DeleteMissionsDialog } from './DeleteMissionsDialog';
import { MissionFilterBar } from './MissionFilterBar';
import '../i18n';

const NEW_ORDER = '/programOrder';

export function MyMissionsList({
  onOpen,
  version = 0,
}: {
  /** Opens an order's detail. */
  onOpen: (id: number) => void;
  /** A new number shows the list anew (an order changed in its detail, or a series' collects). */
  version?: number;
}) {
  const { t } = useTranslation('missions');
  const { t: tg } = useTranslation('grid');
  const [draft, setDraft] = useState<MissionFilters>(NO_MISSION_FILTERS);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const fetchPage = useCallback(
    ({ page, size, filters }: ServerQuery<MissionFilters>) =>
      listMissions({ page, size, ...missionQueryOf(filters) }),
    [],
  );
  const list = useServerGrid(fetchPage, { filters: NO_MISSION_FILTERS });
  const columns = useMissionColumns(onOpen);
  const { reload } = list;
  const shownVersion = useRef(version);
  useEffect(() => {
    if (version === shownVersion.current) return;
    shownVersion.current = version;
    void reload();
  }, [version, reload]);

  // Selected orders by id, kept across pages so "every selected order is editable" needs no refetch.
  const { chosen, clear, gridProps: selection } = useKeptSelection(list.rows);
  const deletable = chosen.length > 0 && chosen.every((m) => m.editable);

  const deleteChosen = async () => {
    setDeleting(true);
    try {
      const env = await destroyMissions(chosen.map((m) => m.id));
      notify('success', env.msg);
      clear();
      // The refund shows in the header's balance.
      void refreshUserInfo();
    } catch {
      // The HTTP client has shown the server's reason (e.g. an order reviewed meanwhile).
    } finally {
      setDeleting(false);
      setConfirming(false);
      await list.reload();
    }
  };

  const unfiltered = list.filters === NO_MISSION_FILTERS;
  const nothingYet = !list.loading && !list.error && list.total === 0 && unfiltered;
  const emptyAction = (
    <Button variant="contained" onClick={() => navigateToUrl(NEW_ORDER)} data-testid="missions-new">
      {t('newOrder')}
    </Button>
  );

  return (
    <>
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      {nothingYet ? (
        <EmptyState title={t('emptyTitle')} hint={t('emptyHint')} action={emptyAction} />
      ) : (
        <>
          <MissionFilterBar
            value={draft}
            onChange={setDraft}
            onSubmit={() => list.applyFilters({ ...draft })}
            actions={
              <Button
                onClick={() => void exportMissions(missionQueryOf(list.filters)).catch(showFailure)}
                data-testid="missions-export"
              >
                {tg('export')}
              </Button>
            }
          />
          <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
            <Typography sx={{ flex: 1 }} data-testid="missions-selection">
              {chosen.length > 0 && t('selected', { count: chosen.length })}
            </Typography>
            <Tooltip title={chosen.length > 0 && !deletable ? t('deleteOnlyPending') : ''}>
              {/* A disabled button gets no pointer events; the span keeps the tooltip working. */}
              <span>
                <Button
                  color="error"
                  variant="outlined"
                  disabled={!deletable}
                  onClick={() => setConfirming(true)}
                  data-testid="missions-delete"
                >
                  {t('delete')}
                </Button>
              </span>
            </Tooltip>
          </Stack>
          <ServerGrid
            {...list.gridProps}
            columns={columns}
            hideOrder={MISSION_HIDE_ORDER}
            testId="missions-grid"
            empty={{ title: t('noMatchTitle'), hint: t('noMatchHint') }}
            disableColumnSorting
            {...selection}
          />
        </>
      )}
      <DeleteMissionsDialog
        missions={confirming ? chosen : null}
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void deleteChosen()}
      />
    </>
  );
}
