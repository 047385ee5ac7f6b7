/**
 * /personalCenter/userSensitivePermissions (staff, hidden; linked from user management with `?user=<id>`): the
 * permission records that open a customer's sensitive and restricted scenes, server-paged, for one customer or for
 * every customer; a record's detail with its area on the globe; grant, edit, revoke (asked first), export one
 * record or all as XLSX or CSV.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@portal/shared/router';
import { Alert, Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { findOrderCenterChild, type UserInfo } from '@portal/shared/domain';
import { useServerGrid, type ServerQuery } from '@portal/shared/grid';
import { EmptyState, ErrorState, notify, OrderCenterPage, usePageTitle, UserPicker } from '@portal/shared/ui';
import { ActionDialog } from '../../../common/ActionDialog';
import { errorMessage } from '../../../common/errors';
import { exportPermissions, fetchAccount, listPermissions, revokePermission } from '../api';
import {
  filtersFromSearch,
  listQueryOf,
  searchOfFilters,
  type PermissionFilters,
} from '../state/permission-filters';
import type { PermissionRecord } from '../state/permission-record';
import { PermissionDetail } from './PermissionDetail';
import { PermissionDialog, type Editing } from './PermissionDialog';
import { PERMISSION_HIDE_ORDER, usePermissionColumns } from './use-permission-columns';
import { CountedGrid } from '../../../common/CountedGrid';
import '../i18n';

const NOTHING = { code: 0, msg: '', data: [] as PermissionRecord[], total: 0 };

export function UserSensitivePermissionsPage() {
  const title = usePageTitle(findOrderCenterChild('userSensitivePermissions')!.title);
  const { t } = useTranslation('permissions');
  const [params, setParams] = useSearchParams();
  const [initial] = useState<PermissionFilters>(() => filtersFromSearch(params));
  const [customer, setCustomer] = useState<UserInfo | null>(null);
  const [missing, setMissing] = useState<number | null>(null);
  const [keyword, setKeyword] = useState(initial.keyword);
  const [open, setOpen] = useState<PermissionRecord | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [revoking, setRevoking] = useState<PermissionRecord | null>(null);

  const fetchPage = useCallback(({ page, size, filters }: ServerQuery<PermissionFilters>) => {
    const q = listQueryOf(filters);
    return q ? listPermissions({ page, size, ...q }) : Promise.resolve(NOTHING);
  }, []);
  const list = useServerGrid(fetchPage, { filters: initial });
  const filters = list.filters;

  // The customer named in the URL.
  useEffect(() => {
    if (initial.userId === null) return;
    fetchAccount(initial.userId).then(
      (u) => (u ? setCustomer(u) : setMissing(initial.userId)),
      (err: unknown) => notify('error', errorMessage(err)),
    );
  }, [initial.userId]);

  const apply = (f: PermissionFilters) => {
    list.applyFilters(f);
    setParams(searchOfFilters(f), { replace: true });
  };
  const choose = (u: UserInfo | null) => {
    setCustomer(u);
    setMissing(null);
    apply({ scope: 'customer', userId: u?.id ?? null, keyword: '' });
  };
  const exportAs = (format: 'xlsx' | 'csv', id?: number) =>
    void exportPermissions(format, id).catch((err: unknown) => notify('error', errorMessage(err)));
  const edit = useCallback((r: PermissionRecord) => {
    setOpen(null);
    setEditing({ mode: 'edit', record: r });
  }, []);
  const revoke = useCallback((r: PermissionRecord) => setRevoking(r), []);
  const columns = usePermissionColumns({ showUser: filters.scope === 'all', onEdit: edit, onRevoke: revoke });
  const picking = filters.scope === 'customer' && filters.userId === null;

  return (
    <OrderCenterPage title={title}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filters.scope}
          onChange={(_e, v: PermissionFilters['scope'] | null) => {
            if (v === 'all') apply({ scope: 'all', userId: null, keyword });
            else if (v === 'customer')
              apply({ scope: 'customer', userId: customer?.id ?? null, keyword: '' });
          }}
        >
          <ToggleButton value="customer" data-testid="permission-scope-customer">
            {t('customer')}
          </ToggleButton>
          <ToggleButton value="all" data-testid="permission-scope-all">
            {t('allCustomers')}
          </ToggleButton>
        </ToggleButtonGroup>
        {filters.scope === 'customer' ? (
          <Box sx={{ width: { xs: '100%', md: 360 } }}>
            <UserPicker
              value={customer}
              onChange={choose}
              label={t('chooseCustomer')}
              testId="permission-customer"
            />
          </Box>
        ) : (
          <Stack
            component="form"
            direction="row"
            spacing={1}
            onSubmit={(e) => {
              e.preventDefault();
              apply({ scope: 'all', userId: null, keyword });
            }}
          >
            <TextField
              size="small"
              label={t('keyword')}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'permission-keyword' } }}
            />
            <Button type="submit" variant="outlined">
              {t('search')}
            </Button>
          </Stack>
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          disabled={filters.scope !== 'customer' || !customer || customer.id !== filters.userId}
          onClick={() =>
            customer && setEditing({ mode: 'grant', userId: customer.id, username: customer.username })
          }
          data-testid="permission-grant"
        >
          {t('grant')}
        </Button>
        <Button variant="outlined" onClick={() => exportAs('xlsx')} data-testid="permission-export-xlsx">
          {t('exportAll')} XLSX
        </Button>
        <Button variant="outlined" onClick={() => exportAs('csv')} data-testid="permission-export-csv">
          {t('exportAll')} CSV
        </Button>
      </Stack>
      {missing !== null && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="permission-customer-missing">
          {t('customerMissing', { id: missing })}
        </Alert>
      )}
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      {picking ? (
        <EmptyState title={t('chooseCustomer')} hint={t('pickHint')} />
      ) : (
        <>
          <CountedGrid
            totalText={t('total', { count: list.total })}
            totalTestId="permissions-total"
            {...list.gridProps}
            columns={columns}
            hideOrder={PERMISSION_HIDE_ORDER}
            testId="permissions-grid"
            empty={{
              title: t('emptyTitle'),
              hint: filters.scope === 'all' ? t('emptyHintAll') : t('emptyHintCustomer'),
            }}
            onRowClick={({ row }) => setOpen(row as PermissionRecord)}
          />
        </>
      )}
      <PermissionDetail
        record={open}
        onClose={() => setOpen(null)}
        onEdit={edit}
        onRevoke={revoke}
        onExport={(r, format) => exportAs(format, r.id)}
      />
      <PermissionDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void list.reload();
        }}
      />
      <ActionDialog
        open={revoking !== null}
        title={t('revokeTitle', { id: revoking?.id ?? '' })}
        text={t('revokeText', { name: revoking?.username ?? '' })}
        confirmLabel={t('revoke')}
        confirmColor="error"
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return null;
          try {
            notify('success', await revokePermission(revoking.id));
            setOpen(null);
            void list.reload();
            return null;
          } catch (err) {
            return errorMessage(err);
          }
        }}
      />
    </OrderCenterPage>
  );
}
