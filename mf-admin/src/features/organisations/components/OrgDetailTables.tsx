/**
 * The tables of an organisation's detail: its members (role, enabled, monthly limit and what they spent this
 * month), its budgets (cap, spent, held, left), its recent orders and its bill by member. Each says so when empty.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip, Link, Stack, Typography } from '@mui/material';
import { ORG_ROLES } from '@portal/shared/domain/organisations';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';
import { Link as RouterLink } from '@portal/shared/router';
import { DataTable, useLang, type DataColumn } from '@portal/shared/ui';
import { missionDetailPath } from '../../../common/staff-links';
import type { AdminOrgDetail } from '../api';
import '../i18n';

type Member = AdminOrgDetail['members'][number];
type Budget = AdminOrgDetail['budgets'][number];
type Order = AdminOrgDetail['orders'][number];
type BillGroup = AdminOrgDetail['bill'][number];

const typed = { translate: 'no' } as const;

/** A titled table, or the sentence that says it has no rows. */
function Section<R>({
  title,
  testId,
  empty,
  rows,
  rowKey,
  columns,
}: {
  title: string;
  testId: string;
  empty: string;
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  columns: DataColumn<R>[];
}) {
  return (
    <Stack spacing={0.5} component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {rows.length ? (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          testId={testId}
          container={{ overflowX: 'auto' }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-empty`}>
          {empty}
        </Typography>
      )}
    </Stack>
  );
}

/** A money column, right-aligned; `null` says what it means (no limit, no cap). */
const money = <R,>(
  key: string,
  header: string,
  value: (row: R) => number | null,
  lang: 'zh' | 'en',
  none = '—',
): DataColumn<R> => ({
  key,
  header,
  align: 'right',
  cell: (row) => {
    const v = value(row);
    return v === null ? none : formatMoney(v, lang);
  },
});

export function OrgMembersTable({ members }: { members: Member[] }) {
  const { t } = useTranslation('orgs');
  const lang = useLang();
  return (
    <Section<Member>
      title={t('membersTitle')}
      testId="org-members"
      empty={t('noMembers')}
      rows={members}
      rowKey={(m) => m.id}
      columns={[
        { key: 'username', header: t('username'), cellProps: typed, cell: (m) => m.username },
        { key: 'name', header: t('memberName'), cellProps: typed, cell: (m) => m.name || '—' },
        { key: 'role', header: t('role'), cell: (m) => ORG_ROLES[m.role][lang] },
        {
          key: 'enabled',
          header: t('state'),
          cell: (m) => (
            <Chip
              size="small"
              variant="outlined"
              color={m.enabled ? 'success' : 'default'}
              label={m.enabled ? t('enabled') : t('disabled')}
            />
          ),
        },
        money('limit', t('monthlyLimit'), (m) => m.monthly_limit_fen, lang, t('noLimit')),
        money('spent', t('spentThisMonth'), (m) => m.spent_this_month_fen, lang),
      ]}
    />
  );
}

export function OrgBudgetsTable({ budgets }: { budgets: Budget[] }) {
  const { t } = useTranslation('orgs');
  const lang = useLang();
  return (
    <Section<Budget>
      title={t('budgetsTitle')}
      testId="org-budgets"
      empty={t('noBudgets')}
      rows={budgets}
      rowKey={(b) => b.id}
      columns={[
        { key: 'code', header: t('code'), cellProps: typed, cell: (b) => b.code },
        { key: 'name', header: t('budgetName'), cellProps: typed, cell: (b) => b.name || '—' },
        { key: 'active', header: t('state'), cell: (b) => (b.active ? t('active') : t('inactive')) },
        money('cap', t('cap'), (b) => b.cap_fen, lang, t('noCap')),
        money('spent', t('spent'), (b) => b.spent_fen, lang),
        money('held', t('held'), (b) => b.held_fen, lang),
        money('left', t('left'), (b) => b.left_fen, lang),
      ]}
    />
  );
}

export function OrgOrdersTable({ orders, staff }: { orders: Order[]; staff: boolean }) {
  const { t } = useTranslation('orgs');
  const lang = useLang();
  // A tasking order leads to its page: staff's order page, or sales' list opened on it.
  const orderNo = (o: Order): ReactNode =>
    o.kind === 'tasking' ? (
      <Link
        component={RouterLink}
        to={staff ? missionDetailPath(o.id) : `/personalCenter/allprogrammedOrderManagement?open=${o.id}`}
      >
        {o.no}
      </Link>
    ) : (
      o.no
    );
  return (
    <Section<Order>
      title={t('ordersTitle')}
      testId="org-orders"
      empty={t('noOrders')}
      rows={orders}
      rowKey={(o) => `${o.kind}-${o.id}`}
      columns={[
        { key: 'kind', header: t('kind'), cell: (o) => t(`kind_${o.kind}`) },
        { key: 'no', header: t('orderNo'), cell: orderNo },
        { key: 'username', header: t('buyer'), cellProps: typed, cell: (o) => o.username },
        money('amount', t('amount'), (o) => o.amount_fen, lang),
        { key: 'time', header: t('time'), cell: (o) => formatDateTime(o.created_at, lang) },
      ]}
    />
  );
}

export function OrgBillTable({ bill }: { bill: BillGroup[] }) {
  const { t } = useTranslation('orgs');
  const lang = useLang();
  return (
    <Section<BillGroup>
      title={t('billTitle')}
      testId="org-bill"
      empty={t('noBill')}
      rows={bill}
      rowKey={(g) => g.key}
      columns={[
        { key: 'member', header: t('member'), cellProps: typed, cell: (g) => g.key || '—' },
        money('spent', t('spent'), (g) => g.spent_fen, lang),
        money('refunded', t('refunded'), (g) => g.refunded_fen, lang),
        money('held', t('held'), (g) => g.held_fen, lang),
        money('net', t('net'), (g) => g.net_fen, lang),
        { key: 'orders', header: t('orders'), align: 'right', cell: (g) => g.orders },
      ]}
    />
  );
}
