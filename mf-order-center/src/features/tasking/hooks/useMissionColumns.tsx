import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { Box, Button, Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { ANCHORING_SATELLITES, IMG_MODES, enumLabel } from '@portal/shared/domain';
import type { Mission } from '@portal/shared/domain/missions';
import { timeColumn, typedColumn } from '@portal/shared/grid';
import { formatDate, formatDateTime, formatMoney, orderStateLabel } from '@portal/shared/i18n';
import { MissionSteps, useLang } from '@portal/shared/ui';
import '../i18n';

/** The tasking form's page for one order (docs/requirements.md §2: /programOrder/{id}), open while it waits for review. */
const editHref = (id: number) => `/programOrder/${id}`;

/**
 * Hidden first, in this order, while the columns do not fit (issue 33): the order's detail shows them. The order
 * number, its target (what a customer knows an order by), state, progress and cost stay longest; the creation time
 * goes before the target (the list is newest first).
 */
export const MISSION_HIDE_ORDER = [
  'img_mode',
  'anchoring_satellite',
  'id_date_1',
  'create_time',
  'target_name',
];

/**
 * The columns of the customer's tasking orders (newest first, as the server sends them: the grid sorts nothing);
 * the order number opens its detail.
 */
export function useMissionColumns(onOpen: (id: number) => void): GridColDef<Mission>[] {
  const { t } = useTranslation('taskingOrders');
  const lang = useLang();
  return useMemo<GridColDef<Mission>[]>(() => {
    return [
      {
        field: 'order_no',
        headerName: t('field.order_no'),
        width: 160,
        renderCell: ({ row }) => (
          <Button
            size="small"
            sx={{ textTransform: 'none', px: 0 }}
            onClick={() => onOpen(row.id)}
            data-testid={`mission-detail-${row.id}`}
          >
            {row.order_no}
          </Button>
        ),
      },
      {
        field: 'actions',
        headerName: t('actions'),
        width: 80,
        renderCell: ({ row }) =>
          row.editable && (
            <Link
              href={editHref(row.id)}
              onClick={(e: MouseEvent) => {
                e.preventDefault();
                navigateToUrl(editHref(row.id));
              }}
              data-testid={`mission-edit-${row.id}`}
            >
              {t('edit')}
            </Link>
          ),
      },
      typedColumn<Mission>({
        field: 'target_name',
        headerName: t('field.target_name'),
        minWidth: 120,
        flex: 1,
      }),
      {
        field: 'anchoring_satellite',
        headerName: t('field.anchoring_satellite'),
        width: 150,
        valueFormatter: (v: string) => enumLabel(ANCHORING_SATELLITES, v, lang),
      },
      {
        field: 'img_mode',
        headerName: t('field.img_mode'),
        width: 140,
        valueFormatter: (v: number) => enumLabel(IMG_MODES, v, lang),
      },
      {
        // The wished window in one column, as days; the detail has its times.
        field: 'id_date_1',
        headerName: t('window'),
        width: 200,
        renderCell: ({ row }) => (
          <span title={`${formatDateTime(row.id_date_1, lang)} – ${formatDateTime(row.id_date_2, lang)}`}>
            {`${formatDate(row.id_date_1, lang)} – ${formatDate(row.id_date_2, lang)}`}
          </span>
        ),
      },
      {
        field: 'order_state',
        headerName: t('field.order_state'),
        width: lang === 'zh' ? 140 : 200,
        valueFormatter: (v: number) => orderStateLabel(v, lang),
        // A long state takes two lines of its row rather than being cut (issue 52).
        display: 'flex',
        renderCell: ({ formattedValue }) => (
          <Box component="span" sx={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
            {formattedValue}
          </Box>
        ),
      },
      {
        field: 'steps',
        headerName: t('progress'),
        width: 140,
        renderCell: ({ row }) => <MissionSteps steps={row.steps} compact />,
        display: 'flex',
      },
      {
        field: 'cost_fen',
        headerName: t('field.cost_fen'),
        width: 130,
        valueFormatter: (v: number) => formatMoney(v, lang),
      },
      timeColumn<Mission>('create_time', t('field.create_time'), lang),
    ];
  }, [t, lang, onOpen]);
}
