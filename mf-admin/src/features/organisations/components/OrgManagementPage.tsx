/**
 * /personalCenter/orgManagement (staff and sales; user management's second tab): customers' organisations in a
 * server-paged grid searched by a keyword kept in the URL (?keyword=), a detail panel per organisation (also from
 * ?open={id}), and for staff a top-up / reduce of its balance. Sales see the organisations of their customers (the
 * server decides) and change no balance.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { Alert, TextField } from '@mui/material';
import { findOrderCenterChild } from '@portal/shared/domain';
import { FilterBar, useOpenParam, useServerGrid, type ServerQuery } from '@portal/shared/grid';
import { formatMoney } from '@portal/shared/i18n';
import { useSearchParams } from '@portal/shared/router';
import { roleGroupAtom } from '@portal/shared/session';
import { ErrorState, notify, OrderCenterPage, useLang, usePageTitle } from '@portal/shared/ui';
import { CountedGrid } from '../../../common/CountedGrid';
import { listOrgs, type AdminOrgRow } from '../api';
import { OrgBalanceDialog } from './OrgBalanceDialog';
import { OrgDetailDrawer } from './OrgDetailDrawer';
import { UserManagementTabs } from './UserManagementTabs';
import { ORG_HIDE_ORDER, useOrgColumns } from './use-org-columns';
import '../i18n';

interface OrgFilters {
  keyword: string;
}

export function OrgManagementPage() {
  const title = usePageTitle(findOrderCenterChild('orgManagement')!.title);
  const { t } = useTranslation('orgs');
  const lang = useLang();
  const staff = useAtomValue(roleGroupAtom) === 'staff';
  const [params, setParams] = useSearchParams();
  const [initial] = useState<OrgFilters>(() => ({ keyword: params.get('keyword')?.trim() ?? '' }));
  const [keyword, setKeyword] = useState(initial.keyword);
  const { openId, open, close } = useOpenParam();
  const [changing, setChanging] = useState<AdminOrgRow | null>(null);
  // Bumped after a change of a balance: the open detail reads its organisation again.
  const [version, setVersion] = useState(0);

  const fetchPage = useCallback(
    ({ page, size, filters }: ServerQuery<OrgFilters>) => listOrgs({ keyword: filters.keyword, page, size }),
    [],
  );
  const list = useServerGrid(fetchPage, { filters: initial });

  const apply = () => {
    const next = { keyword: keyword.trim() };
    list.applyFilters(next);
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next.keyword) out.set('keyword', next.keyword);
        else out.delete('keyword');
        return out;
      },
      { replace: true },
    );
  };
  const openOrg = useCallback((org: AdminOrgRow) => open(org.id), [open]);
  const columns = useOrgColumns(openOrg, staff ? setChanging : undefined);

  return (
    <OrderCenterPage title={title}>
      <UserManagementTabs current="orgs" />
      {!staff && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="orgs-sales-scope">
          {t('salesScope')}
        </Alert>
      )}
      <FilterBar onSubmit={apply}>
        <TextField
          size="small"
          label={t('keyword')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          sx={{ minWidth: 280 }}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'orgs-keyword' } }}
        />
      </FilterBar>
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      <CountedGrid
        totalText={t('total', { count: list.total })}
        totalTestId="orgs-total"
        {...list.gridProps}
        columns={columns}
        hideOrder={ORG_HIDE_ORDER}
        testId="orgs-grid"
        empty={{
          title: t('emptyTitle'),
          hint: list.filters.keyword
            ? t('emptyKeywordHint', { keyword: list.filters.keyword })
            : t('emptyHint'),
        }}
        onRowDoubleClick={({ row }) => openOrg(row as AdminOrgRow)}
      />
      <OrgDetailDrawer
        orgId={openId}
        version={version}
        staff={staff}
        onChangeBalance={staff ? setChanging : undefined}
        onClose={close}
      />
      {staff && (
        <OrgBalanceDialog
          org={changing}
          onClose={() => setChanging(null)}
          onChanged={(org) => {
            setChanging(null);
            notify(
              'success',
              t('balanceChanged', { name: org.name, balance: formatMoney(org.balance_fen, lang) }),
            );
            setVersion((v) => v + 1);
            void list.reload();
          }}
        />
      )}
    </OrderCenterPage>
  );
}
