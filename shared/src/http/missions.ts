/**
 * Calls of tasking orders and their alerts (docs/requirements.md §7 "Tasking missions"; contract: shared/src/domain/missions.ts),
 * shared by the order form (mf-tasking) and the order centre's lists (mf-order-center).
 */
import type { Mission, MissionDetail, MissionQuery, Notification } from '../domain/missions';
import { portalStore, signedInAtom, unreadAlertsAtom } from '../session';
import { call, callOne, type Envelope } from './client';
import { downloadFile } from './download';

/** The order's fields as form values, the area (GeoJSON MultiPolygon) as JSON text, and the application form. */
export type MissionFormValues = Record<string, string>;

function formData(values: MissionFormValues, applicationForm: File | null): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== '') form.append(k, v);
  if (applicationForm) form.append('application_form', applicationForm);
  return form;
}

/** Submits a new order (quiet: the form shows each field's message). */
export const submitMission = (values: MissionFormValues, applicationForm: File | null) =>
  call<Mission>({
    method: 'POST',
    url: '/commodity/missions/new_order/',
    data: formData(values, applicationForm),
    quiet: true,
  });

/** Saves an order pending review (a new application form is optional). */
export const updateMission = (id: number, values: MissionFormValues, applicationForm: File | null) =>
  call<Mission>({
    method: 'PUT',
    url: `/commodity/missions/${id}/`,
    data: formData(values, applicationForm),
    quiet: true,
  });

/** One order with its history; `quiet` when the caller shows a failure itself (no global notice). */
export const missionDetail = (id: number, quiet = false): Promise<MissionDetail> =>
  callOne<MissionDetail>({ method: 'GET', url: `/commodity/missions/${id}/`, quiet });

export const listMissions = (q: MissionQuery & { page: number; size: number }): Promise<Envelope<Mission>> =>
  call<Mission>({ method: 'GET', url: '/commodity/missions/', params: q });

export const exportMissions = (q: MissionQuery, format: 'xlsx' | 'csv' = 'xlsx') =>
  downloadFile(
    { method: 'GET', url: '/commodity/missions/mission_export/', params: { ...q, format } },
    `tasking-orders.${format}`,
  );

/** Deletes own orders pending review (all or none). */
export const destroyMissions = (ids: number[]) =>
  call<{ deleted: number }>({ method: 'POST', url: '/commodity/missions/destroy_many/', data: { ids } });

/** The target areas of a kml, kmz or zipped-shapefile file, in the session's coordinate system. */
export const importMissionArea = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return callOne<{
    geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
    name: string | null;
  }>({
    method: 'POST',
    url: '/commodity/missions/map_file_import/',
    data: form,
    quiet: true,
  });
};

export type NotificationPage = Envelope<Notification> & { unread: number };

export const listNotifications = (page: number, size: number, unreadOnly = false) =>
  call<Notification>({
    method: 'GET',
    url: '/commodity/notifications/',
    params: { page, size, unread: unreadOnly ? 'true' : undefined },
  }) as Promise<NotificationPage>;

export const markNotificationsRead = (ids: number[] | 'all') =>
  call<{ marked: number }>({ method: 'POST', url: '/commodity/notifications/read/', data: { ids } });

/**
 * Sets the header's unread count (unreadAlertsAtom) from the first page of alerts; nothing without a session.
 * Quiet on purpose: it runs in the background (every minute), a missed count is not worth a message and the next
 * refresh tries again. Hence its own quiet call rather than listNotifications, which raises a notice on failure.
 */
export async function refreshUnreadAlerts(): Promise<void> {
  if (!portalStore.get(signedInAtom)) return;
  try {
    const page = (await call<Notification>({
      method: 'GET',
      url: '/commodity/notifications/',
      params: { page: 1, size: 1 },
      quiet: true,
    })) as NotificationPage;
    // The session may have ended while the call was under way.
    if (portalStore.get(signedInAtom)) portalStore.set(unreadAlertsAtom, page.unread);
  } catch {
    // Keep the last count.
  }
}
