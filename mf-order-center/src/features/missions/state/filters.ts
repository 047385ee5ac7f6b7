import type { MissionQuery } from '@portal/shared/domain/missions';
import { ORDER_STATES } from '@portal/shared/domain';

/** The list's filters as the fields hold them ('' = any). */
export interface MissionFilters {
  order_state: string;
  from: string;
  to: string;
  satellite: string;
  keyword: string;
}
export const NO_MISSION_FILTERS: MissionFilters = {
  order_state: '',
  from: '',
  to: '',
  satellite: '',
  keyword: '',
};

/** The query the list and the export send: only the filters given. */
export function missionQueryOf(f: MissionFilters): MissionQuery {
  const q: MissionQuery = {};
  if (f.order_state) q.order_state = Number(f.order_state);
  if (f.from) q.from = f.from;
  if (f.to) q.to = f.to;
  if (f.satellite) q.satellite = f.satellite as MissionQuery['satellite'];
  if (f.keyword.trim()) q.keyword = f.keyword.trim();
  return q;
}

/**
 * The order states in the order an order meets them: by progress step, then by code (object keys of numbers come
 * back sorted by number, which would put 1021 after 109).
 */
export const ORDER_STATE_CHOICES = Object.entries(ORDER_STATES)
  .map(([code, def]) => ({ code: Number(code), ...def }))
  .sort((a, b) => a.step - b.step || a.code - b.code);
