/** The organisation's budgets: code, name, state, cap, spent, held and left; managers create and edit them. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Chip } from '@mui/material';
import type { OrgBudget } from '@portal/shared/domain/organisations';
import { formatMoney } from '@portal/shared/i18n';
import { DataTable, useLang, useOwnList, type DataColumn } from '@portal/shared/ui';
import { listBudgets } from '../api/org';
import { BudgetDialog } from './BudgetDialog';
import { TabBody } from './TabBody';
import '../i18n';

export function BudgetsTab({ manager }: { manager: boolean }) {
  const { t } = useTranslation('organisation');
  const lang = useLang();
  const list = useOwnList(listBudgets);
  const budgets = list.data;
  /** The budget being edited, 'new' for a new one. */
  const [editing, setEditing] = useState<OrgBudget | 'new' | null>(null);
  const money = (fen: number | null) => (fen === null ? t('budgets.noCap') : formatMoney(fen, lang));
  const columns: DataColumn<OrgBudget>[] = [
    { key: 'code', header: t('budgets.code'), cellProps: { translate: 'no' }, cell: (b) => b.code },
    { key: 'name', header: t('budgets.name'), cellProps: { translate: 'no' }, cell: (b) => b.name },
    {
      key: 'active',
      header: t('budgets.active'),
      cell: (b) => (
        <Chip
          size="small"
          variant="outlined"
          color={b.active ? 'success' : 'default'}
          label={t(b.active ? 'budgets.isActive' : 'budgets.inactive')}
        />
      ),
    },
    { key: 'cap', header: t('budgets.cap'), align: 'right', cell: (b) => money(b.cap_fen) },
    { key: 'spent', header: t('budgets.spent'), align: 'right', cell: (b) => formatMoney(b.spent_fen, lang) },
    { key: 'held', header: t('budgets.held'), align: 'right', cell: (b) => formatMoney(b.held_fen, lang) },
    {
      key: 'left',
      header: t('budgets.left'),
      align: 'right',
      cellTestId: (b) => `org-budget-left-${b.id}`,
      cell: (b) => money(b.left_fen),
    },
  ];
  if (manager)
    columns.push({
      key: 'actions',
      header: t('budgets.actions'),
      cell: (b) => (
        <Button size="small" onClick={() => setEditing(b)} data-testid={`org-budget-edit-${b.id}`}>
          {t('budgets.edit')}
        </Button>
      ),
    });
  return (
    <TabBody
      list={list}
      empty={budgets?.length === 0}
      emptyTitle={t('budgets.emptyTitle')}
      emptyHint={t('budgets.emptyHint')}
      action={
        manager && (
          <Button variant="contained" onClick={() => setEditing('new')} data-testid="org-budget-create">
            {t('budgets.create')}
          </Button>
        )
      }
    >
      {budgets && budgets.length > 0 && (
        <DataTable
          columns={columns}
          rows={budgets}
          rowKey={(b) => b.id}
          rowProps={(b) => ({ 'data-testid': `org-budget-${b.id}` })}
          testId="org-budgets"
          container
        />
      )}
      <BudgetDialog
        budget={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void list.load();
        }}
      />
    </TabBody>
  );
}
