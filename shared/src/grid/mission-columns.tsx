/**
 * The tasking orders' grid columns, one definition for each audience: staff and sales (mf-admin's lists, the same
 * columns) and the customer (mf-order-center's own orders). A column's header is its field's label
 * (`MISSION_FIELD_LABELS`) unless the page names it in its own words (`headers`).
 */
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ANCHORING_SATELLITES,
  IMG_MODES,
  MISSION_FIELD_LABELS,
  TASK_NATURES,
  enumLabel,
  type Lang,
} from '@portal/shared/domain';
import type { Mission } from '@portal/shared/domain/missions';
import { formatDate, formatDateTime, formatMoney, orderStateLabel, priorityText } from '@portal/shared/i18n';
import { Link as RouterLink } from '@portal/shared/router';
import { MissionSteps, PortalLink } from '@portal/shared/ui';
import { timeColumn } from './time-column';
import { typedColumn } from './typed-column';

/** Staff and sales (mf-admin) share one list and its columns; the customer (mf-order-center) reads their own orders. */
export type MissionGridAudience = 'staff' | 'sales' | 'customer';

const STAFF_FIELDS = [
  'order_no',
  'username',
  'target_name',
  'anchoring_satellite',
  'img_mode',
  'id_date_1',
  'priority',
  'task_nature',
  'order_state',
  'steps',
  'task_count',
  'suspended',
  'create_time',
];

/** The columns of each audience, in their order; `actions` is the customer's edit link. */
export const MISSION_GRID_FIELDS: Readonly<Record<MissionGridAudience, readonly string[]>> = {
  staff: STAFF_FIELDS,
  sales: STAFF_FIELDS,
  customer: [
    'order_no',
    'actions',
    'target_name',
    'anchoring_satellite',
    'img_mode',
    'id_date_1',
    'order_state',
    'steps',
    'cost_fen',
    'create_time',
  ],
};

/**
 * Staff and sales: hidden first, in this order, while the list does not fit (issue 33); the order's detail shows
 * them. The state, the progress and the creation time stay.
 */
export const MISSION_GRID_HIDE_ORDER = [
  'img_mode',
  'task_nature',
  'anchoring_satellite',
  'task_count',
  'priority',
  'id_date_1',
  'suspended',
  'username',
  'target_name',
];

/**
 * The customer: hidden first, in this order, while the columns do not fit (issue 33): the order's detail shows them.
 * The order number, its target (what a customer knows an order by), state, progress and cost stay longest; the
 * creation time goes before the target (the list is newest first).
 */
export const MISSION_HIDE_ORDER = [
  'img_mode',
  'anchoring_satellite',
  'id_date_1',
  'create_time',
  'target_name',
];

export interface MissionColumnOptions {
  audience: MissionGridAudience;
  lang: Lang;
  /** The page's own header of a column, by field; the others are the fields' labels. */
  headers?: Readonly<Partial<Record<string, string>>>;
  /** Staff (or sales without `onOpen`): the order number links to the order's page. */
  detailPath?: (id: number) => string;
  /** Sales and the customer: the order number opens the order's detail in place. */
  onOpen?: (id: number) => void;
  /** The customer: the order form of an order that waits for review (`actions`). */
  edit?: { href: (id: number) => string; label: string };
  /** Staff and sales: the badge of a suspended order. */
  suspendedLabel?: string;
  /** Whether the server sorts by a column; without it the grid's own setting holds. */
  sortable?: (field: string) => boolean;
}

/** The columns of `audience`'s list, in `MISSION_GRID_FIELDS` order. */
export function missionColumns(o: MissionColumnOptions): GridColDef<Mission>[] {
  const { audience, lang } = o;
  const customer = audience === 'customer';
  const header = (field: string) =>
    o.headers?.[field] ?? (MISSION_FIELD_LABELS[lang] as Partial<Record<string, string>>)[field] ?? field;
  const byField: Record<string, () => GridColDef<Mission>> = {
    order_no: () => ({
      field: 'order_no',
      headerName: header('order_no'),
      width: customer ? 160 : 170,
      renderCell: ({ row }) => orderNoCell(o, row),
    }),
    actions: () => ({
      field: 'actions',
      headerName: header('actions'),
      width: 80,
      renderCell: ({ row }) => row.editable && o.edit && editLink(o.edit, row.id),
    }),
    username: () => typedColumn<Mission>({ field: 'username', headerName: header('username'), width: 110 }),
    target_name: () =>
      typedColumn<Mission>({
        field: 'target_name',
        headerName: header('target_name'),
        minWidth: 120,
        flex: 1,
      }),
    anchoring_satellite: () => ({
      field: 'anchoring_satellite',
      headerName: header('anchoring_satellite'),
      width: 150,
      valueFormatter: (v: string) => enumLabel(ANCHORING_SATELLITES, v, lang),
    }),
    img_mode: () => ({
      field: 'img_mode',
      headerName: header('img_mode'),
      width: customer ? 140 : 120,
      valueFormatter: (v: number) => enumLabel(IMG_MODES, v, lang),
    }),
    id_date_1: () => ({
      // The wished window in one column, as days; the detail has its times.
      field: 'id_date_1',
      headerName: header('id_date_1'),
      width: 200,
      renderCell: ({ row }) => (
        <span title={`${formatDateTime(row.id_date_1, lang)} – ${formatDateTime(row.id_date_2, lang)}`}>
          {`${formatDate(row.id_date_1, lang)} – ${formatDate(row.id_date_2, lang)}`}
        </span>
      ),
    }),
    priority: () => ({
      field: 'priority',
      headerName: header('priority'),
      width: 80,
      valueFormatter: (v: number) => priorityText(v),
    }),
    task_nature: () => ({
      field: 'task_nature',
      headerName: header('task_nature'),
      width: 130,
      valueFormatter: (v: string) => enumLabel(TASK_NATURES, v, lang),
    }),
    order_state: () => (customer ? customerStateColumn : staffStateColumn)(header('order_state'), lang),
    steps: () => ({
      field: 'steps',
      headerName: header('steps'),
      width: 140,
      display: 'flex',
      renderCell: ({ row }) => <MissionSteps steps={row.steps} compact />,
    }),
    task_count: () => ({ field: 'task_count', headerName: header('task_count'), width: 70, type: 'number' }),
    suspended: () => ({
      field: 'suspended',
      headerName: header('suspended'),
      width: 100,
      display: 'flex',
      renderCell: ({ row }) =>
        row.suspended ? (
          <Chip
            size="small"
            color="warning"
            label={o.suspendedLabel}
            data-testid={`mission-suspended-${row.id}`}
          />
        ) : null,
    }),
    cost_fen: () => ({
      field: 'cost_fen',
      headerName: header('cost_fen'),
      width: 130,
      valueFormatter: (v: number) => formatMoney(v, lang),
    }),
    create_time: () => timeColumn<Mission>('create_time', header('create_time'), lang),
  };
  const cols = MISSION_GRID_FIELDS[audience].map((field) => byField[field]());
  const { sortable } = o;
  return sortable ? cols.map((c) => ({ ...c, sortable: sortable(c.field) })) : cols;
}

/**
 * The order number: the customer's opens the detail (`mission-detail-`); sales' too (`mission-open-`); staff's
 * links to the order's page (`mission-link-`).
 */
function orderNoCell({ audience, onOpen, detailPath }: MissionColumnOptions, row: Mission) {
  if (audience !== 'customer' && (audience === 'staff' || !onOpen))
    return (
      <Link component={RouterLink} to={detailPath?.(row.id) ?? ''} data-testid={`mission-link-${row.id}`}>
        {row.order_no}
      </Link>
    );
  const testId = audience === 'customer' ? 'mission-detail' : 'mission-open';
  return (
    <Button
      size="small"
      sx={{ textTransform: 'none', px: 0 }}
      onClick={() => onOpen?.(row.id)}
      data-testid={`${testId}-${row.id}`}
    >
      {row.order_no}
    </Button>
  );
}

function editLink(edit: NonNullable<MissionColumnOptions['edit']>, id: number) {
  return (
    <PortalLink href={edit.href(id)} data-testid={`mission-edit-${id}`}>
      {edit.label}
    </PortalLink>
  );
}

/** Staff read the state's label and its code. */
function staffStateColumn(headerName: string, lang: Lang): GridColDef<Mission> {
  return {
    field: 'order_state',
    headerName,
    width: lang === 'zh' ? 170 : 200,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        <span data-testid={`mission-state-${row.id}`}>{orderStateLabel(row.order_state, lang)}</span>
        <Typography component="span" variant="caption" color="text.secondary">
          {row.order_state}
        </Typography>
      </Stack>
    ),
  };
}

/** The customer reads the state's label; a long one takes two lines of its row rather than being cut (issue 52). */
function customerStateColumn(headerName: string, lang: Lang): GridColDef<Mission> {
  return {
    field: 'order_state',
    headerName,
    width: lang === 'zh' ? 140 : 200,
    valueFormatter: (v: number) => orderStateLabel(v, lang),
    display: 'flex',
    renderCell: ({ formattedValue }) => (
      <Box component="span" sx={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
        {formattedValue}
      </Box>
    ),
  };
}
