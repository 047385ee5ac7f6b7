/**
 * Calls of tasking orders and their alerts (docs/requirements.md §7 "Tasking missions"; contract: shared/src/domain/missions.ts),
 * shared by the order form (mf-tasking) and the order centre's lists (mf-order-center). The tasking offer's calls
 * (docs/tasking-offer.md; contract: shared/src/domain/tasking-quote.ts): the quote of the form's fields, the order
 * placed on a quote and the customer's cancellation; a series of repeat collects (contract:
 * shared/src/domain/tasking-series.ts): its quote, the customer's list, one series and cancelling its rest.
 */
import type { AxiosResponseTransformer } from 'axios';
import type { z } from 'zod';
import type { Mission, MissionDetail, MissionQuery, Notification } from '../domain/missions';
import type { missionCancelled, TaskingQuote } from '../domain/tasking-quote';
import type { Repeat, seriesCancelled, TaskingSeries } from '../domain/tasking-series';
import { portalStore, signedInAtom, unreadAlertsAtom } from '../session';
import { ApiError, call, callOne, http, type Envelope } from './client';
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

/**
 * The price of the form's fields now (JSON: the fields as the order sends them, without the application form), with
 * the balance after, the first collect, the cancellation terms and how each predicted pass stands. Quiet: the form
 * shows a refusal beside the quote; `signal` drops a quote the fields have moved on from.
 */
export const quoteMission = (values: MissionFormValues, signal?: AbortSignal): Promise<TaskingQuote> =>
  callOne<TaskingQuote>({
    method: 'POST',
    url: '/commodity/missions/quote/',
    data: Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')),
    signal,
    quiet: true,
  });

/** An order refused because its price changed since the quote it names (409): the server's words and the new quote. */
export class QuoteChangedError extends ApiError {
  constructor(
    err: ApiError,
    readonly quote: TaskingQuote,
  ) {
    super(err.message, err.status, err.code, err.errors);
  }
}

/**
 * Submits a new order (`id` null) or saves one pending review, on a quote: `values` carry `quote_id` and
 * `quoted_cost_fen`. Rejects with a QuoteChangedError when the price changed since (the refusal's body holds the new
 * quote), else as submitMission and updateMission do (quiet).
 */
export async function placeMission(
  id: number | null,
  values: MissionFormValues,
  applicationForm: File | null,
): Promise<Envelope<Mission>> {
  let body: Partial<Envelope<TaskingQuote>> | undefined;
  // The client's refusal keeps the server's words, not the body: it is read here on its way.
  const keep: AxiosResponseTransformer = (data) => {
    body = data as typeof body;
    return data;
  };
  const transformResponse = [http.defaults.transformResponse ?? []].flat().concat(keep);
  try {
    return await call<Mission>({
      method: id ? 'PUT' : 'POST',
      url: id ? `/commodity/missions/${id}/` : '/commodity/missions/new_order/',
      data: formData(values, applicationForm),
      transformResponse,
      quiet: true,
    });
  } catch (err) {
    const quote = body?.data?.[0];
    if (err instanceof ApiError && err.status === 409 && quote?.quote_id)
      throw new QuoteChangedError(err, quote);
    throw err;
  }
}

export type MissionCancelled = z.output<typeof missionCancelled>;

/** The customer cancels an order: the refund and the fee (quiet: a refusal, e.g. within 12 h of the first collect, is shown in the dialog). */
export const cancelMission = (id: number, reason?: string): Promise<MissionCancelled> =>
  callOne<MissionCancelled>({
    method: 'POST',
    url: `/commodity/missions/${id}/cancel/`,
    data: reason ? { reason } : {},
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

/**
 * The quote of the form's fields asked for again on a cadence (docs/tasking-offer.md, repeat collects): as
 * quoteMission, with `repeat` as the JSON object the quote takes; the answer prices every collect and names each
 * one's window (`series`).
 */
export const quoteRepeatMission = (
  values: MissionFormValues,
  repeat: Repeat,
  signal?: AbortSignal,
): Promise<TaskingQuote> =>
  callOne<TaskingQuote>({
    method: 'POST',
    url: '/commodity/missions/quote/',
    data: { ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')), repeat },
    signal,
    quiet: true,
  });

/** The caller's series of repeat collects, newest first (a page of them). */
export const listSeries = (q: { page: number; size: number }): Promise<Envelope<TaskingSeries>> =>
  call<TaskingSeries>({ method: 'GET', url: '/commodity/series/', params: { ...q, scope: 'mine' } });

/** One series with its collects on a time line; quiet when the caller shows a failure itself. */
export const seriesDetail = (id: number, quiet = false): Promise<TaskingSeries> =>
  callOne<TaskingSeries>({ method: 'GET', url: `/commodity/series/${id}/`, quiet });

export type SeriesCancelled = z.output<typeof seriesCancelled>;

/**
 * Cancels the rest of the customer's series: no further collect is made, and each one made is cancelled under its
 * own terms or kept (quiet: the dialog shows a refusal).
 */
export const cancelSeries = (id: number, reason?: string): Promise<SeriesCancelled> =>
  callOne<SeriesCancelled>({
    method: 'POST',
    url: `/commodity/series/${id}/cancel/`,
    data: reason ? { reason } : {},
    quiet: true,
  });
