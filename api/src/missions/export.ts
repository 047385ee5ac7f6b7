/** The tasking orders of a list as a sheet (GET commodity/missions/mission_export/), in the reader's language. */
import {
  DELIVERY_STATUSES,
  enumLabel,
  IMAGE_STATUSES,
  IMG_MODES,
  MISSION_STATES,
  ORDER_STATES,
  PRODUCT_STATUSES,
} from '@portal/shared/domain';
import type { missionExportQuery } from '@portal/shared/domain/missions-calls';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '../db';
import { tableFile } from '../export';
import { filterOf } from './order-calls';
import { listMissions } from './read';
import { inCrs } from './request-view';

/** Every order of the request's list matching its filters, in the request's coordinate system. */
export async function exportMissions(
  db: Queryable,
  req: FastifyRequest,
  q: z.infer<typeof missionExportQuery>,
) {
  const { missions } = await listMissions(db, filterOf(req, q), 0, 100_000);
  return tableFile(
    {
      sheet: 'tasking-orders',
      header: [
        'order_no',
        'username',
        'target_name',
        'latitude',
        'longitude',
        'img_mode',
        'anchoring_satellite',
        'id_date_1',
        'id_date_2',
        'priority',
        'p_number',
        'order_state',
        'mission_state',
        'image_status',
        'product_status',
        'delivery_status',
        'cost_yuan',
        'create_time',
      ],
      rows: missions.map((m0) => {
        const m = inCrs(m0, req.crs);
        return [
          m.order_no,
          m.username,
          m.target_name,
          m.Latitude ?? '',
          m.Longitude ?? '',
          enumLabel(IMG_MODES, m.img_mode, req.lang),
          m.anchoring_satellite,
          m.id_date_1,
          m.id_date_2,
          m.priority,
          m.p_number,
          ORDER_STATES[m.order_state]?.[req.lang] ?? m.order_state,
          MISSION_STATES[m.mission_state]?.[req.lang] ?? m.mission_state,
          m.image_status ? enumLabel(IMAGE_STATUSES, m.image_status, req.lang) : '',
          m.product_status ? enumLabel(PRODUCT_STATUSES, m.product_status, req.lang) : '',
          m.delivery_status ? enumLabel(DELIVERY_STATUSES, m.delivery_status, req.lang) : '',
          (m.cost_fen / 100).toFixed(2),
          m.create_time,
        ];
      }),
    },
    q.format,
  );
}
