/**
 * The organisation's bill by member or by budget over a date range (UTC days, as the API reads them): spent,
 * refunded, held, net and orders per group, and the same as a CSV file.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { formatMoney } from '@portal/shared/i18n';
import { DataTable, useLang, useOwnList, type DataColumn } from '@portal/shared/ui';
import { billCsvUrl, downloadBillCsv, fetchBill, type BillFilter, type OrgBillGroup } from '../api/org';
import { TabBody } from './TabBody';
import '../i18n';

export function BillTab() {
  const { t } = useTranslation('organisation');
  const lang = useLang();
  const [filter, setFilter] = useState<BillFilter>({ group: 'member', from: '', to: '' });
  const load = useCallback(() => fetchBill(filter), [filter]);
  const list = useOwnList(load);
  const groups = list.data;
  const set = (patch: Partial<BillFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const money = (fen: number) => formatMoney(fen, lang);
  const byBudget = filter.group === 'budget';
  const columns: DataColumn<OrgBillGroup>[] = [
    {
      key: 'key',
      header: t(byBudget ? 'bill.budget' : 'bill.member'),
      cellProps: { translate: 'no' },
      cell: (g) => g.key || <span translate="yes">{t('bill.noBudget')}</span>,
    },
    { key: 'spent', header: t('bill.spent'), align: 'right', cell: (g) => money(g.spent_fen) },
    { key: 'refunded', header: t('bill.refunded'), align: 'right', cell: (g) => money(g.refunded_fen) },
    { key: 'held', header: t('bill.held'), align: 'right', cell: (g) => money(g.held_fen) },
    { key: 'net', header: t('bill.net'), align: 'right', cell: (g) => money(g.net_fen) },
    { key: 'orders', header: t('bill.orders'), align: 'right', cell: (g) => g.orders },
  ];
  const href = billCsvUrl(filter);
  return (
    <TabBody
      list={list}
      empty={groups?.length === 0}
      emptyTitle={t('bill.emptyTitle')}
      emptyHint={t('bill.emptyHint')}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('bill.group')}
          value={filter.group}
          onChange={(e) => set({ group: e.target.value as BillFilter['group'] })}
          sx={{ minWidth: 140 }}
          slotProps={{ htmlInput: { 'data-testid': 'org-bill-group' } }}
        >
          <MenuItem value="member">{t('bill.byMember')}</MenuItem>
          <MenuItem value="budget">{t('bill.byBudget')}</MenuItem>
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t('bill.from')}
          value={filter.from}
          onChange={(e) => set({ from: e.target.value })}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { max: filter.to || undefined, 'data-testid': 'org-bill-from' },
          }}
        />
        <TextField
          size="small"
          type="date"
          label={t('bill.to')}
          value={filter.to}
          onChange={(e) => set({ to: e.target.value })}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: filter.from || undefined, 'data-testid': 'org-bill-to' },
          }}
        />
        <Button
          variant="outlined"
          href={href}
          onClick={(e) => {
            e.preventDefault();
            void downloadBillCsv(filter).catch(() => undefined);
          }}
          data-testid="org-bill-csv"
        >
          {t('bill.download')}
        </Button>
      </Box>
      {groups && groups.length > 0 && (
        <DataTable
          columns={columns}
          rows={groups}
          rowKey={(g) => g.key}
          rowProps={(g) => ({ 'data-testid': `org-bill-row-${g.key}` })}
          testId="org-bill"
          container
        />
      )}
    </TabBody>
  );
}
