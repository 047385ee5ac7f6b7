/** The archive orders as a sheet (GET commodity/orders/export/): every order matching the list's filters. */
import { ARCHIVE_ORDER_STATUSES } from '@portal/shared/domain';
import type { orderExportQuery } from '@portal/shared/domain/orders';
import type { z } from 'zod';
import type { Queryable } from '../db';
import { tableFile } from '../export';
import type { Lang } from '../i18n/messages';
import { listOrders } from './orders';

export async function exportOrders(db: Queryable, q: z.infer<typeof orderExportQuery>, lang: Lang) {
  const { orders } = await listOrders(
    db,
    {
      ownerId: null,
      status: q.status,
      from: q.from,
      to: q.to,
      sceneId: q.scene_id,
      username: q.username,
      sort: q.sort,
      lang,
    },
    0,
    100_000,
  );
  const label = (s: string) => ARCHIVE_ORDER_STATUSES.find((x) => x.value === s)?.[lang] ?? s;
  return tableFile(
    {
      sheet: 'orders',
      header: [
        'order_no',
        'username',
        'created_at',
        'money_yuan',
        'scene_ids',
        'status',
        'note',
        'staff_note',
        'cancel_reason',
      ],
      rows: orders.map((o) => [
        o.order_no,
        o.username,
        o.created_at,
        (o.money_fen / 100).toFixed(2),
        o.scene_ids.join(' '),
        label(o.status),
        o.note,
        o.staff_note ?? '',
        o.cancel_reason ?? '',
      ]),
    },
    q.format,
  );
}
