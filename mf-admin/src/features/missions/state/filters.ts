/**
 * The staff and sales list of tasking orders: its filters as the fields hold them, the query the list and the
 * export send, and the grid's sort as the server's `sort`/`order` parameters.
 */
import { ORDER_STATES } from '@portal/shared/domain';
import { PRIORITY_BANDS } from '@portal/shared/domain/tasks';
import type { MissionStaffQuery } from '@portal/shared/http/tasks';

/** The filters as the fields hold them ('' = any). */
export interface StaffMissionFilters {
  order_state: string;
  username: string;
  satellite: string;
  from: string;
  to: string;
  priority_band: string;
  task_nature: string;
  suspended: string;
  keyword: string;
}

export const NO_STAFF_FILTERS: StaffMissionFilters = {
  order_state: '',
  username: '',
  satellite: '',
  from: '',
  to: '',
  priority_band: '',
  task_nature: '',
  suspended: '',
  keyword: '',
};

type Band = (typeof PRIORITY_BANDS)[number];
const isBand = (v: string): v is Band => (PRIORITY_BANDS as readonly string[]).includes(v);

/** The query the list and the export send: only the filters given. */
export function staffQueryOf(f: StaffMissionFilters): MissionStaffQuery {
  const q: MissionStaffQuery = {};
  if (f.order_state && Number.isInteger(Number(f.order_state))) q.order_state = Number(f.order_state);
  if (f.username.trim()) q.username = f.username.trim();
  if (f.satellite) q.satellite = f.satellite as MissionStaffQuery['satellite'];
  if (f.from) q.from = f.from;
  if (f.to) q.to = f.to;
  if (isBand(f.priority_band)) q.priority_band = f.priority_band;
  if (f.task_nature) q.task_nature = f.task_nature;
  if (f.suspended === 'true' || f.suspended === 'false') q.suspended = f.suspended;
  if (f.keyword.trim()) q.keyword = f.keyword.trim();
  return q;
}

/** Grid columns the server sorts by, and its name for each. */
export const SORTABLE_COLUMNS: Readonly<Record<string, NonNullable<MissionStaffQuery['sort']>>> = {
  create_time: 'create_time',
  id_date_1: 'id_date_1',
  priority: 'priority',
  order_state: 'order_state',
};

/** The newest orders first, as the server lists them by default. */
export const DEFAULT_SORT = [{ field: 'create_time', sort: 'desc' as const }];

/** The grid's sort as `sort`/`order`; an unknown or missing sort gives the server's default (newest first). */
export function sortQueryOf(
  sort: { field: string; sort?: 'asc' | 'desc' | null } | undefined,
): Pick<MissionStaffQuery, 'sort' | 'order'> {
  const by = sort && SORTABLE_COLUMNS[sort.field];
  if (!by || !sort.sort) return { sort: 'create_time', order: 'desc' };
  return { sort: by, order: sort.sort };
}

/**
 * The order states in the order an order meets them: by progress step, then by code (object keys of numbers come
 * back sorted by number, which would put 1021 after 109).
 */
export const ORDER_STATE_CHOICES = Object.entries(ORDER_STATES)
  .map(([code, def]) => ({ code: Number(code), ...def }))
  .sort((a, b) => a.step - b.step || a.code - b.code);
