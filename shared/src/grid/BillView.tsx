/**
 * The bill (docs/requirements.md §3 bill scenes): ledger rows with the scene, the signed amount, the balance after, the note, who
 * made the change and when; filtered by scene and dates, sorted and paged on the server. A customer sees their own
 * rows; staff see every account's, filter by user, export, and top up or reduce a customer's balance with a reason.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { BILL_SCENES, enumLabel } from '@portal/shared/domain';
import type { BillItem, BillQuery } from '@portal/shared/domain/bills';
import { exportBills, listBills } from '@portal/shared/http';
import { formatMoney } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';
import { BalanceChangeDialog } from './BalanceChangeDialog';
import { DateRangeFields, SelectFilter } from './FilterBar';
import { ScopedListView } from './ScopedListView';
import { timeColumn } from './time-column';
import { typedColumn } from './typed-column';
import { filledFields, useScopedGrid } from './use-scoped-grid';
import './i18n';

const SORTS: Record<string, BillQuery['sort']> = {
  'created_at:desc': 'newest',
  'created_at:asc': 'oldest',
  'amount:desc': 'amount_desc',
  'amount:asc': 'amount_asc',
};

interface Filters {
  scene: string;
  from: string;
  to: string;
  username: string;
}
const NO_FILTERS: Filters = { scene: '', from: '', to: '', username: '' };
/** Hidden first, in this order, where the bill is narrow (the customer's account page; issue 33). */
const HIDE_ORDER = ['balance_after', 'created_by_name'];
const queryOf = (f: Filters) => filledFields(f) as BillQuery;
/** Room for the largest amounts ("+CN¥100,000.00") in a wide font. */
const MONEY_WIDTH = 140;

/**
 * A cell's text on as many lines as it needs (the row grows), broken between words: a note is never cut in the
 * middle of the order number it names (issue 52).
 */
function Wrapped({ children }: { children: React.ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'normal', overflowWrap: 'break-word', lineHeight: 1.43, py: 1 }}>
      {children}
    </Box>
  );
}

export function BillView({
  audience,
  username = '',
}: {
  audience: 'customer' | 'staff';
  /** Staff: start filtered to this account's rows (a link from the account's detail). */
  username?: string;
}) {
  const { t } = useTranslation('bill');
  const lang = useLang();
  const staff = audience === 'staff';
  const [initial] = useState<Filters>(() => ({ ...NO_FILTERS, username: staff ? username : '' }));
  const [changing, setChanging] = useState(false);

  const list = useScopedGrid(listBills, {
    all: staff,
    sorts: SORTS,
    filters: initial,
    queryOf,
    pageSize: staff ? 20 : 10,
  });
  const { draft, setDraft } = list;

  const columns = useMemo<GridColDef<BillItem>[]>(
    () => [
      timeColumn<BillItem>('created_at', t('time'), lang),
      ...(staff
        ? [
            typedColumn<BillItem>({
              field: 'username',
              headerName: t('username'),
              width: 120,
              sortable: false,
            }),
          ]
        : []),
      {
        field: 'scene',
        headerName: t('scene'),
        width: 150,
        sortable: false,
        valueFormatter: (v: string) => enumLabel(BILL_SCENES, v, lang),
        display: 'flex',
        renderCell: ({ formattedValue }) => <Wrapped>{formattedValue}</Wrapped>,
      },
      {
        field: 'amount',
        headerName: t('amount'),
        width: MONEY_WIDTH,
        renderCell: ({ value }) => (
          <Box component="span" sx={{ color: value < 0 ? 'error.main' : 'success.main' }}>
            {value > 0 ? '+' : '−'}
            {formatMoney(Math.abs(value as number), lang)}
          </Box>
        ),
      },
      {
        field: 'balance_after',
        headerName: t('balanceAfter'),
        width: MONEY_WIDTH,
        sortable: false,
        valueFormatter: (v: number) => formatMoney(v, lang),
      },
      {
        field: 'note',
        headerName: t('note'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        // The portal's own notes are said in the page's language; a reason a person gave is shown as typed.
        display: 'flex',
        renderCell: ({ row }) => (
          <Wrapped>{row.note_typed ? <span translate="no">{row.note}</span> : row.note}</Wrapped>
        ),
      },
      ...(staff
        ? [
            typedColumn<BillItem>({
              field: 'created_by_name',
              headerName: t('by'),
              width: 110,
              sortable: false,
            }),
          ]
        : []),
    ],
    [t, lang, staff],
  );

  return (
    <Box>
      <ScopedListView
        list={list}
        onExport={() => exportBills(queryOf(list.filters))}
        exportTestId="bill-export"
        actions={
          <Button variant="contained" onClick={() => setChanging(true)} data-testid="balance-change">
            {t('change')}
          </Button>
        }
        grid={{
          columns,
          hideOrder: HIDE_ORDER,
          testId: 'bill-grid',
          getRowHeight: () => 'auto',
          overlayHeight: 200,
          empty: { title: t('emptyTitle'), hint: staff ? t('staffEmptyHint') : t('emptyHint') },
        }}
      >
        <SelectFilter
          label={t('scene')}
          value={draft.scene}
          onChange={(scene) => setDraft({ ...draft, scene })}
          options={BILL_SCENES.map((s) => ({ value: s.value, label: s[lang] }))}
          allLabel={t('allScenes')}
        />
        <DateRangeFields value={draft} onChange={setDraft} />
      </ScopedListView>
      {staff && (
        <BalanceChangeDialog
          open={changing}
          onClose={() => setChanging(false)}
          onChanged={() => {
            setChanging(false);
            void list.reload();
          }}
        />
      )}
    </Box>
  );
}
