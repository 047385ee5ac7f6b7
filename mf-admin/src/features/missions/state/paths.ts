/** The staff pages this feature links to (docs/requirements.md §2: missionadmin/detail/{id}, tasksadmin/taskdetail/{id}). */
export const MISSION_LIST_PATH = '/personalCenter/missionadmin/missionforty';
export { missionDetailPath, taskDetailPath } from '../../../common/staff-links';

/** The `:id` of a detail route as an order id, or null. */
export function idParamOf(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw !== undefined && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
