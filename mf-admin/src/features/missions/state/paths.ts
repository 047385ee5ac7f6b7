/** The staff pages this feature links to (docs/requirements.md §2: missionadmin/detail/{id}, tasksadmin/taskdetail/{id}). */
export const MISSION_LIST_PATH = '/personalCenter/missionadmin/missionforty';
export const missionDetailPath = (id: number) => `/personalCenter/missionadmin/detail/${id}`;
export const taskDetailPath = (id: number) => `/personalCenter/tasksadmin/taskdetail/${id}`;

/** The `:id` of a detail route as an order id, or null. */
export function idParamOf(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw !== undefined && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
