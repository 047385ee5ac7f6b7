/**
 * /personalCenter/userManagement (staff and sales, docs/requirements.md §2, §6): accounts in a server-paged, server-sorted grid,
 * searched by a keyword and per-field filters kept in the URL, exported as XLSX or CSV, and a detail panel per
 * account with what the viewer may do there. Staff see every account; sales see customer accounts (the server
 * decides), and act only on the customers they look after.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@portal/shared/router';
import { useAtomValue } from 'jotai';
import { Alert } from '@mui/material';
import { findOrderCenterChild, USER_TYPES, type UserType } from '@portal/shared/domain';
import { useServerGrid, type ServerQuery } from '@portal/shared/grid';
import { roleGroupAtom, userInfoAtom } from '@portal/shared/session';
import { ErrorState, notify, OrderCenterPage, usePageTitle } from '@portal/shared/ui';
import { errorMessage } from '../../../common/errors';
import { exportUsers, listUsers, salesAccounts, type AdminUser } from '../api';
import {
  DEFAULT_USER_SORT,
  orderingOf,
  searchOfUserFilters,
  userFiltersFromSearch,
  userQueryOf,
  type UserFilters,
} from '../state/user-filters';
import { UserDetailDrawer } from './UserDetailDrawer';
import { UserFilterBar } from './UserFilterBar';
import { USER_HIDE_ORDER, useUserColumns } from './use-user-columns';
import { CountedGrid } from '../../../common/CountedGrid';
import '../i18n';

const ALL_ROLES = Object.keys(USER_TYPES) as UserType[];
const CUSTOMER_ROLES = ALL_ROLES.filter((r) => USER_TYPES[r].group === 'customer');

/** `tabs`: user management's tabs (the remote's root gives them: accounts, organisations). */
export function UserManagementPage({ tabs }: { tabs?: ReactNode }) {
  const title = usePageTitle(findOrderCenterChild('userManagement')!.title);
  const { t } = useTranslation('users');
  const me = useAtomValue(userInfoAtom);
  const group = useAtomValue(roleGroupAtom);
  const staff = group === 'staff';
  const [params, setParams] = useSearchParams();
  const [initial] = useState<UserFilters>(() => userFiltersFromSearch(params));
  const [open, setOpen] = useState<AdminUser | null>(null);
  const [salesPeople, setSalesPeople] = useState<AdminUser[]>([]);

  const fetchPage = useCallback(
    ({ page, size, sort, filters }: ServerQuery<UserFilters>) =>
      listUsers({ page, size, ...userQueryOf(filters), ordering: orderingOf(sort) }),
    [],
  );
  const list = useServerGrid(fetchPage, { filters: initial, sort: DEFAULT_USER_SORT });

  useEffect(() => {
    if (!staff) return;
    salesAccounts().then(setSalesPeople, () => setSalesPeople([]));
  }, [staff]);

  const apply = (f: UserFilters) => {
    list.applyFilters(f);
    setParams(searchOfUserFilters(f), { replace: true });
  };
  const exportAs = (format: 'xlsx' | 'csv') =>
    exportUsers(
      { ...userQueryOf(list.filters), ordering: orderingOf(list.gridProps.sortModel[0]) },
      format,
    ).catch((err: unknown) => notify('error', errorMessage(err)));
  const columns = useUserColumns(setOpen);
  const viewer = useMemo(() => ({ id: me?.id ?? 0, type: me?.type ?? 'customer' }), [me]);

  return (
    <OrderCenterPage title={title}>
      {tabs}
      {!staff && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="users-sales-scope">
          {t('salesScope')}
        </Alert>
      )}
      <UserFilterBar
        initial={initial}
        onApply={apply}
        onExport={(format) => void exportAs(format)}
        roles={staff ? ALL_ROLES : CUSTOMER_ROLES}
      />
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      <CountedGrid
        totalText={t('total', { count: list.total })}
        totalTestId="users-total"
        {...list.gridProps}
        columns={columns}
        hideOrder={USER_HIDE_ORDER}
        testId="users-grid"
        empty={{ title: t('emptyTitle'), hint: t('emptyHint') }}
        onRowDoubleClick={({ row }) => setOpen(row as AdminUser)}
      />
      <UserDetailDrawer
        user={open}
        viewer={viewer}
        salesPeople={salesPeople}
        onChanged={(u) => {
          setOpen(u);
          void list.reload();
        }}
        onDeleted={() => {
          setOpen(null);
          void list.reload();
        }}
        onClose={() => setOpen(null)}
      />
    </OrderCenterPage>
  );
}
