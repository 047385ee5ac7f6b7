/**
 * Archive orders as a table (docs/requirements.md §3: order id, creation time, money, image IDs, status, note), filtered by status,
 * dates and image ID, sorted and paged on the server, with each order's detail. Who looks decides what more it has:
 * - a customer: their own orders; products through signed, resumable links plus a manifest; cancel with a refund;
 * - staff (allarchivedOrderManagement, the mall orders): every order, the customer's username, export, staff's note,
 *   cancel with a reason on the bill, products;
 * - sales: every order and the export, read-only (cancelling and money stay with staff).
 * An order a tasking order's delivery made is marked so, leading to the tasking order, and offers no cancel.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { ARCHIVE_ORDER_LIMITS, ARCHIVE_ORDER_STATUSES, type Lang } from '@portal/shared/domain';
import type { ArchiveOrder, DownloadLinks } from '@portal/shared/domain/orders';
import {
  cancelOrder,
  exportOrders,
  listOrders,
  orderDownloads,
  refreshUserInfo,
  setOrderStaffNote,
  type OrderQuery,
} from '@portal/shared/http';
import { formatMoney } from '@portal/shared/i18n';
import { EmptyState, notify, useLang } from '@portal/shared/ui';
import {
  DeliveryChip,
  OrderDetailDialog,
  OrderLinksDialog,
  SceneIdsCell,
  type OrdersAudience,
} from './ArchiveOrderParts';
import { DateRangeFields, SelectFilter } from './FilterBar';
import { ScopedListView } from './ScopedListView';
import { timeColumn } from './time-column';
import { typedColumn } from './typed-column';
import { filledFields, useScopedGrid } from './use-scoped-grid';
import './i18n';

export type { OrdersAudience };

/** Buttons of the actions column, tight so the column fits its buttons' words. */
const ACTION_SX = { minWidth: 0, px: 1 } as const;
/** The actions column's width: its buttons' words in each language (staff have a third button). */
const actionsWidth = (lang: Lang, staff: boolean) => (lang === 'zh' ? 150 : 200) + (staff ? 60 : 0);
/** Sales read only: their actions column holds a delivery's mark alone (编程订单交付 / Tasking delivery). */
const salesActionsWidth = (lang: Lang) => (lang === 'zh' ? 125 : 135);
/**
 * Columns hidden first on a narrow screen (issue 33); the order's detail shows them all. A customer's own note goes
 * first; staff keep their note longest, as they write it from the list.
 */
const HIDE_ORDER = ['note', 'scene_ids', 'money_fen', 'staff_note', 'username'];

const SORTS: Record<string, OrderQuery['sort']> = {
  'created_at:desc': 'newest',
  'created_at:asc': 'oldest',
  'money_fen:desc': 'money_desc',
  'money_fen:asc': 'money_asc',
};

interface Filters {
  status: string;
  from: string;
  to: string;
  scene_id: string;
  username: string;
}
const NO_FILTERS: Filters = { status: '', from: '', to: '', scene_id: '', username: '' };
const queryOf = (f: Filters): Partial<OrderQuery> => filledFields(f);

export function ArchiveOrdersView({
  audience,
  emptyAction,
}: {
  audience: OrdersAudience;
  /** What the empty state offers a customer (e.g. a way to the cart). */
  emptyAction?: React.ReactNode;
}) {
  const { t } = useTranslation('archiveOrders');
  const { t: tg } = useTranslation('grid');
  const lang = useLang();
  const staff = audience === 'staff';
  const seesAll = audience !== 'customer';
  const [detail, setDetail] = useState<ArchiveOrder | null>(null);
  const [cancelling, setCancelling] = useState<ArchiveOrder | null>(null);
  const [reason, setReason] = useState('');
  const [noting, setNoting] = useState<{ order: ArchiveOrder; text: string } | null>(null);
  const [links, setLinks] = useState<{ order: ArchiveOrder; links: DownloadLinks } | null>(null);

  const list = useScopedGrid(listOrders, { all: seesAll, sorts: SORTS, filters: NO_FILTERS, queryOf });
  const { draft, setDraft } = list;

  const statusLabel = useCallback(
    (v: string) => {
      const s = ARCHIVE_ORDER_STATUSES.find((x) => x.value === v);
      // Codes are for staff and sales; a customer reads the words.
      return s ? `${s[lang]}${seesAll && s.code ? ` (${s.code})` : ''}` : v;
    },
    [lang, seesAll],
  );

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      const env = await cancelOrder(cancelling.id, staff && reason.trim() ? reason.trim() : undefined);
      notify('success', env.msg);
      if (!seesAll) void refreshUserInfo();
    } finally {
      setCancelling(null);
      setReason('');
      await list.reload();
    }
  };
  const saveNote = async () => {
    if (!noting) return;
    const env = await setOrderStaffNote(noting.order.id, noting.text);
    notify('success', env.msg);
    setNoting(null);
    await list.reload();
  };
  const openDownloads = async (order: ArchiveOrder) => {
    setLinks({ order, links: await orderDownloads(order.id) });
  };

  const columns = useMemo<GridColDef<ArchiveOrder>[]>(
    () => [
      {
        field: 'order_no',
        headerName: t('orderNo'),
        width: 160,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            sx={{ textTransform: 'none', px: 0 }}
            onClick={() => setDetail(row)}
            data-testid={`order-detail-${row.id}`}
          >
            {row.order_no}
          </Button>
        ),
      },
      ...(seesAll
        ? [
            typedColumn<ArchiveOrder>({
              field: 'username',
              headerName: tg('username'),
              width: 120,
              sortable: false,
            }),
          ]
        : []),
      timeColumn<ArchiveOrder>('created_at', t('created'), lang),
      {
        field: 'money_fen',
        headerName: t('money'),
        width: 110,
        valueFormatter: (v: number) => formatMoney(v, lang),
      },
      {
        field: 'scene_ids',
        headerName: t('images'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        valueFormatter: (v: string[]) => v.join(', '),
        display: 'flex',
        renderCell: ({ row }) => <SceneIdsCell ids={row.scene_ids} />,
      },
      {
        field: 'status',
        headerName: t('status'),
        // Staff read the state's code beside it: Awaiting download (109).
        width: lang === 'zh' ? 140 : seesAll ? 190 : 165,
        sortable: false,
        valueFormatter: (v: string) => statusLabel(v),
      },
      typedColumn<ArchiveOrder>({
        field: seesAll ? 'staff_note' : 'note',
        headerName: seesAll ? t('staffNote') : t('note'),
        flex: 1,
        minWidth: 100,
        sortable: false,
      }),
      ...(audience === 'sales'
        ? [
            {
              field: 'actions',
              headerName: t('actions'),
              width: salesActionsWidth(lang),
              sortable: false,
              display: 'flex',
              renderCell: ({ row }: { row: ArchiveOrder }) => (
                <DeliveryChip order={row} audience={audience} />
              ),
            } satisfies GridColDef<ArchiveOrder>,
          ]
        : [
            {
              field: 'actions',
              headerName: t('actions'),
              width: actionsWidth(lang, staff),
              sortable: false,
              renderCell: ({ row }: { row: ArchiveOrder }) => (
                <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
                  {row.status !== 'cancelled' && (
                    <Button
                      size="small"
                      sx={ACTION_SX}
                      onClick={() => void openDownloads(row)}
                      data-testid={`order-download-${row.id}`}
                    >
                      {t('download')}
                    </Button>
                  )}
                  {staff && (
                    <Button
                      size="small"
                      sx={ACTION_SX}
                      onClick={() => setNoting({ order: row, text: row.staff_note ?? '' })}
                      data-testid={`order-note-${row.id}`}
                    >
                      {t('editNote')}
                    </Button>
                  )}
                  <DeliveryChip order={row} audience={audience} />
                  {row.cancellable && (
                    <Button
                      size="small"
                      color="error"
                      sx={ACTION_SX}
                      onClick={() => setCancelling(row)}
                      data-testid={`order-cancel-${row.id}`}
                    >
                      {t('cancelShort')}
                    </Button>
                  )}
                </Stack>
              ),
            } satisfies GridColDef<ArchiveOrder>,
          ]),
    ],
    [t, tg, lang, statusLabel, seesAll, staff, audience],
  );

  const unfiltered = list.filters === NO_FILTERS;
  const nothingAtAll = !list.loading && !list.error && list.total === 0 && unfiltered && !seesAll;
  if (nothingAtAll) return <EmptyState title={t('emptyTitle')} hint={t('emptyHint')} action={emptyAction} />;
  return (
    <Box>
      <ScopedListView
        list={list}
        onExport={() => exportOrders(queryOf(list.filters))}
        exportTestId="orders-export"
        grid={{
          columns,
          hideOrder: HIDE_ORDER,
          testId: 'orders-grid',
          empty: {
            title: seesAll ? t('staffEmptyTitle') : t('emptyTitle'),
            hint: seesAll ? t('staffEmptyHint') : t('emptyHint'),
          },
        }}
      >
        <SelectFilter
          label={t('status')}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          options={ARCHIVE_ORDER_STATUSES.map((s) => ({ value: s.value, label: statusLabel(s.value) }))}
        />
        <DateRangeFields value={draft} onChange={setDraft} />
        <TextField
          size="small"
          label={t('sceneId')}
          value={draft.scene_id}
          onChange={(e) => setDraft({ ...draft, scene_id: e.target.value.trim() })}
        />
      </ScopedListView>

      <OrderDetailDialog
        order={detail}
        audience={audience}
        statusLabel={statusLabel}
        onClose={() => setDetail(null)}
      />

      <Dialog open={cancelling !== null} onClose={() => setCancelling(null)}>
        <DialogTitle>{t('cancel')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {cancelling &&
              t('cancelConfirm', { no: cancelling.order_no, money: formatMoney(cancelling.money_fen, lang) })}
          </DialogContentText>
          {staff && (
            <TextField
              fullWidth
              margin="dense"
              label={t('cancelReason')}
              helperText={t('cancelReasonHint')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{
                htmlInput: { maxLength: ARCHIVE_ORDER_LIMITS.maxNote, 'data-testid': 'cancel-reason' },
              }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(null)}>{t('keep')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void confirmCancel()}
            data-testid="cancel-confirm"
          >
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={noting !== null} onClose={() => setNoting(null)} maxWidth="sm" fullWidth>
        <DialogTitle>{noting && t('noteTitle', { no: noting.order.order_no })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('noteHint')}</DialogContentText>
          <TextField
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={t('staffNote')}
            value={noting?.text ?? ''}
            onChange={(e) => noting && setNoting({ ...noting, text: e.target.value })}
            helperText={`${noting?.text.length ?? 0}/${ARCHIVE_ORDER_LIMITS.maxNote}`}
            slotProps={{
              htmlInput: { maxLength: ARCHIVE_ORDER_LIMITS.maxNote, 'data-testid': 'staff-note' },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNoting(null)}>{t('close')}</Button>
          <Button variant="contained" onClick={() => void saveNote()} data-testid="staff-note-save">
            {t('save')}
          </Button>
        </DialogActions>
      </Dialog>

      <OrderLinksDialog links={links} onClose={() => setLinks(null)} />
    </Box>
  );
}
