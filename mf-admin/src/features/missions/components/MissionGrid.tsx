/**
 * Tasking orders in a server-paged, server-sorted grid with the staff filters and the Excel export of the current
 * filter. Who looks decides what more it has:
 * - staff: every order; select orders to suspend or resume them with a reason; the order number leads to its page;
 * - sales: their customers' orders, read-only; the order number opens its detail in place (`onOpen`).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  MISSION_GRID_HIDE_ORDER,
  ServerGrid,
  useKeptSelection,
  useServerGrid,
  type ServerQuery,
} from '@portal/shared/grid';
import { exportStaffMissions, listStaffMissions, suspendMissions } from '@portal/shared/http/tasks';
import { ErrorState, notify } from '@portal/shared/ui';
import { useMissionGridColumns } from '../hooks/use-mission-grid-columns';
import { errorMessage } from '../../../common/errors';
import {
  DEFAULT_SORT,
  NO_STAFF_FILTERS,
  sortQueryOf,
  staffQueryOf,
  type StaffMissionFilters,
} from '../state/filters';
import type { Audience } from '../state/mission-actions';
import { ActionDialog } from '../../../common/ActionDialog';
import { MissionFilterBar } from './MissionFilterBar';
import '../i18n';

export function MissionGrid({ audience, onOpen }: { audience: Audience; onOpen?: (id: number) => void }) {
  const { t } = useTranslation('missionAdmin');
  const { t: tg } = useTranslation('grid');
  const staff = audience === 'staff';
  const [draft, setDraft] = useState<StaffMissionFilters>(NO_STAFF_FILTERS);
  const [bulk, setBulk] = useState<'suspend' | 'resume' | null>(null);
  const [exporting, setExporting] = useState(false);

  const fetchPage = useCallback(
    ({ page, size, sort, filters }: ServerQuery<StaffMissionFilters>) =>
      listStaffMissions({ page, size, ...staffQueryOf(filters), ...sortQueryOf(sort) }),
    [],
  );
  const list = useServerGrid(fetchPage, { filters: NO_STAFF_FILTERS, sort: DEFAULT_SORT });
  const columns = useMissionGridColumns(audience, onOpen);

  // Selected orders by id, kept across pages.
  const { chosen, clear, gridProps: selection } = useKeptSelection(list.rows);
  const toSuspend = chosen.filter((m) => !m.suspended);
  const toResume = chosen.filter((m) => m.suspended);

  const exportList = async () => {
    setExporting(true);
    try {
      await exportStaffMissions({
        ...staffQueryOf(list.filters),
        ...sortQueryOf(list.gridProps.sortModel[0]),
      });
    } catch {
      // The HTTP client has shown the server's reason.
    } finally {
      setExporting(false);
    }
  };

  const applyBulk = async (reason: string): Promise<string | null> => {
    if (!bulk) return null;
    const targets = bulk === 'suspend' ? toSuspend : toResume;
    try {
      const done = await suspendMissions(
        targets.map((m) => m.id),
        bulk === 'suspend',
        reason || undefined,
      );
      notify('success', t('bulkDone', { count: done?.changed ?? targets.length }));
      clear();
      await list.reload();
      return null;
    } catch (err) {
      return errorMessage(err);
    }
  };

  return (
    <Box>
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      <MissionFilterBar
        value={draft}
        onChange={setDraft}
        onSubmit={() => list.applyFilters({ ...draft })}
        actions={
          <Button disabled={exporting} onClick={() => void exportList()} data-testid="missions-export">
            {tg('export')}
          </Button>
        }
      />
      {staff && (
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', minHeight: 36 }}>
          <Typography sx={{ flex: 1 }} data-testid="missions-selection">
            {chosen.length > 0 && t('selected', { count: chosen.length })}
          </Typography>
          <Button
            variant="outlined"
            color="warning"
            disabled={toSuspend.length === 0}
            onClick={() => setBulk('suspend')}
            data-testid="missions-suspend"
          >
            {t('bulkSuspend')}
          </Button>
          <Button
            variant="outlined"
            disabled={toResume.length === 0}
            onClick={() => setBulk('resume')}
            data-testid="missions-resume"
          >
            {t('bulkResume')}
          </Button>
        </Stack>
      )}
      <ServerGrid
        {...list.gridProps}
        columns={columns}
        hideOrder={MISSION_GRID_HIDE_ORDER}
        testId="missions-grid"
        empty={{ title: t('emptyTitle'), hint: t('emptyHint') }}
        {...(staff ? selection : {})}
      />
      {staff && (
        <ActionDialog
          open={bulk !== null}
          title={
            bulk === 'resume'
              ? t('bulkResumeTitle', { count: toResume.length })
              : t('bulkSuspendTitle', { count: toSuspend.length })
          }
          text={bulk === 'resume' ? t('bulkResumeText') : t('bulkSuspendText')}
          reason="optional"
          reasonLabel={t('reason')}
          confirmLabel={bulk === 'resume' ? t('bulkResume') : t('bulkSuspend')}
          confirmColor={bulk === 'resume' ? 'primary' : 'warning'}
          onClose={() => setBulk(null)}
          onConfirm={applyBulk}
        />
      )}
    </Box>
  );
}
