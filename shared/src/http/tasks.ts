/**
 * Staff calls of fulfilment (docs/requirements.md §7 "Tasking missions" staff calls and "Tasks"; contract:
 * shared/src/domain/tasks.ts): review and edit tasking orders, plan tasks on real passes, act on tasks, the
 * operations overview and the requirement notices. Every change names the `version` it was made on; a 409 means
 * someone else changed it first (reload and try again).
 */
import type { Mission, MissionQuery } from '../domain/missions';
import type {
  MissionStaffFields,
  Overview,
  PlanningOpportunity,
  RequirementNotice,
  Task,
  TaskDetail,
  TaskQuery,
  TaskUpdate,
} from '../domain/tasks';
import type { DeliveryStatus } from '../domain/task-state';
import { call, callOne, downloadFile, type Envelope } from '@portal/shared/http'; // the page's client, not a copy (./index.ts)

const M = '/commodity/missions';
const T = '/commodity/tasks';

/** Staff list filters of tasking orders (on top of the customer's). */
export type MissionStaffQuery = MissionQuery & {
  priority_band?: 'A+' | 'A' | 'B' | 'C' | 'D';
  task_nature?: string;
  suspended?: 'true' | 'false';
  sort?: 'create_time' | 'id_date_1' | 'priority' | 'order_state';
  order?: 'asc' | 'desc';
};

export const listStaffMissions = (
  q: MissionStaffQuery & { page: number; size: number },
): Promise<Envelope<Mission>> =>
  call<Mission>({ method: 'GET', url: `${M}/`, params: { ...q, scope: 'all' } });

export const exportStaffMissions = (q: MissionStaffQuery, format: 'xlsx' | 'csv' = 'xlsx') =>
  downloadFile(
    { method: 'GET', url: `${M}/mission_export/`, params: { ...q, scope: 'all', format } },
    `tasking-orders.${format}`,
  );

/** Orders waiting for planning (reviewed, or planning under way). */
export const ordersToPlan = (page: number, size: number) =>
  call<Mission>({ method: 'GET', url: `${M}/get_orders/`, params: { page, size } });

/** A staff action on one order (POST commodity/missions/{id}/{action}/): the order as it is after it. */
const missionAction = (id: number, action: string, data: Record<string, unknown>) =>
  callOne<Mission>({ method: 'POST', url: `${M}/${id}/${action}/`, data, quiet: true });

export const reviewMission = (id: number, version: number, accept: boolean, reason?: string) =>
  missionAction(id, 'review', { version, accept, reason });

export const updateMissionStaffFields = (id: number, version: number, fields: MissionStaffFields) =>
  callOne<Mission>({ method: 'PATCH', url: `${M}/${id}/`, data: { ...fields, version }, quiet: true });

/** Sets a state by hand (review and planning outcomes only; later states follow the tasks). */
export const transitionMission = (id: number, version: number, to_state: number, note?: string) =>
  missionAction(id, 'transition', { to_state, note, version });

export const suspendedMissions = (page: number, size: number) =>
  call<Mission>({ method: 'GET', url: `${M}/suspend/`, params: { page, size } });

export const suspendMissions = (ids: number[], suspended: boolean, reason?: string) =>
  callOne<{ changed: number }>({
    method: 'POST',
    url: `${M}/suspend/`,
    data: { ids, suspended, reason },
    quiet: true,
  });

/** Delivers every qualified task of an order. */
export const sendMissionGoods = (
  id: number,
  version: number,
  delivery_status: DeliveryStatus,
  reason?: string,
) => missionAction(id, 'sendgoods', { version, delivery_status, reason });

export interface SyncResult {
  synced_at: string;
  message: Record<string, unknown>;
}
export const syncMission = (id: number) =>
  callOne<SyncResult>({ method: 'POST', url: `${M}/${id}/synctoc/`, data: {} });

export const commentMission = (id: number, text: string) =>
  callOne<{ id: number }>({ method: 'POST', url: `${M}/${id}/comments/`, data: { text }, quiet: true });

/** Passes over the order's target within its window and constraints, each with its conflicts with planned tasks. */
export const planningOpportunities = (missionId: number) =>
  call<PlanningOpportunity>({ method: 'GET', url: `${M}/${missionId}/opportunities/` });

/** Anchors one task on each chosen pass (422 `taskConflict` listing conflicts unless accepted). */
export const planTasks = (missionId: number, version: number, keys: string[], acceptConflicts = false) =>
  call<Task>({
    method: 'POST',
    url: `${T}/`,
    data: { mission_id: missionId, version, keys, accept_conflicts: acceptConflicts },
    quiet: true,
  });

export const listTasks = (q: TaskQuery & { page: number; size: number }): Promise<Envelope<Task>> =>
  call<Task>({ method: 'GET', url: `${T}/`, params: q });

export const tasksOfMission = (missionId: number) =>
  call<Task>({ method: 'GET', url: `${T}/taskmission/`, params: { mission_id: missionId } });

/** Tasks imaged in a time window (the timeline), by imaging time. */
export const tasksInWindow = (from: string, to: string, satellite?: string) =>
  call<Task>({ method: 'GET', url: `${T}/get_tasks/`, params: { from, to, satellite } });

export const taskDetail = (id: number, quiet = false) =>
  callOne<TaskDetail>({ method: 'GET', url: `${T}/${id}/`, quiet });

export const updateTask = (id: number, body: TaskUpdate) =>
  callOne<Task>({ method: 'PUT', url: `${T}/${id}/`, data: body, quiet: true });

export const receiveTasks = (tasks: { id: number; version: number }[], accepted = true, reason?: string) =>
  call<Task>({ method: 'POST', url: `${T}/receive/`, data: { tasks, accepted, reason }, quiet: true });

export const deliverTasks = (
  tasks: { id: number; version: number }[],
  delivery_status: DeliveryStatus,
  real_deliver_num?: number,
  reason?: string,
) =>
  call<Task>({
    method: 'POST',
    url: `${T}/sendgoods/`,
    data: { tasks, delivery_status, real_deliver_num, reason },
    quiet: true,
  });

export const cancelTask = (id: number, version: number, reason: string) =>
  callOne<Task>({ method: 'POST', url: `${T}/${id}/cancal/`, data: { version, reason }, quiet: true });

export const syncTask = (id: number) =>
  callOne<SyncResult>({ method: 'POST', url: `${T}/${id}/synctoc/`, data: {} });

export const exportTasks = (q: TaskQuery, format: 'xlsx' | 'csv' = 'xlsx') =>
  downloadFile({ method: 'GET', url: `${T}/task_export/`, params: { ...q, format } }, `tasks.${format}`);

/** The control team's sheet: one row per task with what the satellite needs. */
export const exportTasksForControl = (q: TaskQuery, format: 'xlsx' | 'csv' = 'xlsx') =>
  downloadFile(
    { method: 'GET', url: `${T}/task_export_by_cekong/`, params: { ...q, format } },
    `tasks-control.${format}`,
  );

export const operationsOverview = () => callOne<Overview>({ method: 'GET', url: `${T}/overview/` });

export const listRequirementNotices = (q: {
  kind?: string;
  unacknowledged?: 'true' | 'false';
  page: number;
  size: number;
}) => call<RequirementNotice>({ method: 'GET', url: '/commodity/requirement_notices/', params: q });

export const acknowledgeNotices = (ids: number[]) =>
  callOne<{ acknowledged: number }>({
    method: 'POST',
    url: '/commodity/requirement_notices/ack/',
    data: { ids },
  });
