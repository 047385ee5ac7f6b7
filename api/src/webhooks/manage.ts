/**
 * What a person does with their own webhook endpoints (docs/requirements.md §1.6): add or change one at an
 * address the rules allow (./address.ts), delete one, read its deliveries, deliver one again, send a test event.
 * Another person's endpoint or delivery is not found.
 */
import type { WebhookInput } from '@portal/shared/domain/webhooks';
import type { Db } from '../db';
import { decodeCursor, nextCursor } from '../http/envelope';
import { ApiError } from '../http/errors';
import { refusedAddress } from './address';
import {
  createEndpoint,
  deleteEndpoint,
  findDelivery,
  listDeliveries,
  ownEndpoint,
  updateEndpoint,
} from './endpoints';
import { redeliver, sendTestEvent } from './events';

/** Refuses an address the rules refuse (400), before anything is saved. */
async function checkAddress(url: string, allowPrivate: boolean): Promise<void> {
  const refused = await refusedAddress(url, allowPrivate);
  if (refused === 'unresolved')
    throw new ApiError(400, 'webhookUnresolved', [{ field: 'url', key: 'webhookUnresolved' }]);
  if (refused)
    throw new ApiError(400, 'webhookAddressRefused', [{ field: 'url', key: 'webhookAddressRefused' }]);
}

export async function addEndpoint(
  db: Db,
  allowPrivate: boolean,
  userId: number,
  input: WebhookInput,
  orgId: number | null = null,
) {
  await checkAddress(input.url, allowPrivate);
  return db.transaction((tx) => createEndpoint(tx, userId, input, orgId));
}

export async function changeEndpoint(
  db: Db,
  allowPrivate: boolean,
  userId: number,
  id: number,
  change: Partial<WebhookInput> & { enabled?: boolean },
) {
  if (change.url !== undefined) await checkAddress(change.url, allowPrivate);
  return db.transaction((tx) => updateEndpoint(tx, userId, id, change));
}

export async function removeEndpoint(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteEndpoint(db, userId, id))) throw new ApiError(404, 'notFound');
}

/** A page of an own endpoint's deliveries, newest first. */
export async function endpointDeliveries(
  db: Db,
  userId: number,
  id: number,
  q: { page: number; size: number; cursor?: string },
) {
  await ownEndpoint(db, userId, id);
  const offset = decodeCursor(q.cursor, q.page, q.size);
  const { deliveries, total } = await listDeliveries(db, id, offset, q.size);
  return { deliveries, total, next: nextCursor(offset, q.size, total) };
}

/** Delivers an own delivery again (409 while it is still being delivered). */
export async function redeliverOwn(db: Db, userId: number, id: number, delivery: number): Promise<void> {
  const sent = await db.transaction(async (tx) => {
    await ownEndpoint(tx, userId, id);
    if (!(await findDelivery(tx, id, delivery))) throw new ApiError(404, 'notFound');
    return redeliver(tx, delivery);
  });
  if (!sent) throw new ApiError(409, 'webhookDeliveryPending');
}

/** Sends the test event to an own endpoint (409 when it is paused or disabled). */
export async function testEndpoint(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const endpoint = await ownEndpoint(tx, userId, id);
    if (!endpoint.enabled) throw new ApiError(409, 'webhookDisabled');
    await sendTestEvent(tx, endpoint.id);
  });
}
