/**
 * /personalCenter/myProgrammingOrder: the customer's own tasking orders, paged and filtered on the server, with
 * their five-step progress (docs/requirements.md §4), the detail and history of each, the XLSX export, editing (a link to the
 * order form) and deleting while they wait for review, and cancelling under the terms (in the detail). `?open={id}` opens that order's detail (from an alert).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { Button, Stack, Tooltip, Typography } from '@mui/material';
import { findOrderCenterChild } from '@portal/shared/domain';
import {
  MISSION_HIDE_ORDER,
  ServerGrid,
  useKeptSelection,
  useOpenParam,
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
import { EmptyState, ErrorState, OrderCenterPage, notify, usePageTitle } from '@portal/shared/ui';
import { useMissionColumns } from '../hooks/use-mission-columns';
import { missionQueryOf, NO_MISSION_FILTERS, type MissionFilters } from '../state/filters';
import { DeleteMissionsDialog } from './DeleteMissionsDialog';
import { MissionDetailDialog } from './MissionDetailDialog';
import { MissionFilterBar } from './MissionFilterBar';
import '../i18n';

const NEW_ORDER = '/programOrder';

export function MyMissionsPage() {
  const { t } = useTranslation('missions');
  const { t: tg } = useTranslation('grid');
  const title = usePageTitle(findOrderCenterChild('myProgrammingOrder')!.title);
  const [draft, setDraft] = useState<MissionFilters>(NO_MISSION_FILTERS);
  const { openId, open, close: closeDetail } = useOpenParam();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const fetchPage = useCallback(
    ({ page, size, filters }: ServerQuery<MissionFilters>) =>
      listMissions({ page, size, ...missionQueryOf(filters) }),
    [],
  );
  const list = useServerGrid(fetchPage, { filters: NO_MISSION_FILTERS });
  const columns = useMissionColumns(open);

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
    <OrderCenterPage title={title}>
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
      <MissionDetailDialog missionId={openId} onClose={closeDetail} onChanged={() => void list.reload()} />
      <DeleteMissionsDialog
        missions={confirming ? chosen : null}
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void deleteChosen()}
      />
    </OrderCenterPage>
  );
}
