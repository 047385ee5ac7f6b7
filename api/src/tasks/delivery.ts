/**
 * A delivered task's product enters the archive: a scene made from the pass the task was anchored on, ingested as
 * a STAC Item (so the archive search, STAC and saved searches see it as they see any other), put in an archive
 * order of the customer's (price 0: the tasking order paid for it) through which they download the product package.
 * A product classified sensitive or restricted is opened to its customer by a permission record limited to its
 * satellite and footprint.
 * Its product package is rendered into the file storage by a `product-package` job sent in the delivery's
 * transaction. When the customer first downloads a delivered product, their order moves to "order downloaded".
 */
import { CONSTELLATION, IMAGING_MODES, orderPath, type ImagingModeCode } from '@portal/shared/domain';
import { writeAudit } from '../audit/log';
import type { Db, Queryable } from '../db';
import { MODE_SPEC, type SceneRow } from '../catalog/generate';
import { queueProductPackages } from '../catalog/product-package';
import { lockMission, stepOrder, type LockedMission } from '../missions/order-state';
import { missionNo } from '../numbers';
import { ApiError } from '../http/errors';
import { itemOfScene } from '../stac/item-schema';
import { ingestItem } from '../stac/transactions';
import { queueSubscriptionMatch } from '../subscriptions/match';
import type { TaskPassRow } from './tasks';
import { announceArchiveOrder } from '../webhooks/order-events';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const stamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
const round2 = (x: number) => Math.round(x * 100) / 100;
const DEG = Math.PI / 180;

interface TaskProductRow extends TaskPassRow {
  footprint: string;
  missiondata: { incidence_angle: number; slant_range_km: number };
  product_type: string;
  classified: 'public' | 'sensitive' | 'restricted';
  mission_created: Date;
}

/** The archive scene of a task's acquisition (id in the catalog's form: TY38_SM_20261201T021530_012345). */
export function sceneOfTask(r: TaskProductRow): SceneRow {
  const start = new Date(r.imaging_start);
  const mode = r.imaging_mode as ImagingModeCode;
  const sat = CONSTELLATION.find((s) => s.id === r.satellite);
  const spec = MODE_SPEC[mode];
  // The swath seen from the satellite spans about width × cos(incidence) / slant range radians of incidence.
  const half =
    (IMAGING_MODES[mode].swathWidthKm * Math.cos(r.missiondata.incidence_angle * DEG)) /
    r.missiondata.slant_range_km /
    DEG /
    2;
  const fp = JSON.parse(r.footprint) as { coordinates: number[][][][] };
  return {
    id: `${r.satellite.replace('-', '')}_${IMAGING_MODES[mode].sceneIdCode}_${stamp(start)}_${pad(r.absolute_orbit, 6)}`,
    satellite: r.satellite,
    acquired_at: start,
    acquired_end: new Date(r.imaging_end),
    footprint: fp.coordinates,
    img_mode: mode,
    product_type: r.product_type,
    polarization: sat?.polarisation ?? 'VV',
    orbit_direction: r.orbit_direction,
    look_side: r.look_side,
    look_angle: round2(r.look_angle),
    incidence_angle: round2(r.missiondata.incidence_angle),
    incidence_near: round2(r.missiondata.incidence_angle - half),
    incidence_far: round2(r.missiondata.incidence_angle + half),
    resolution_range: spec.rg,
    resolution_azimuth: spec.az,
    classification: r.classified,
    absolute_orbit: r.absolute_orbit,
  };
}

/**
 * The scene enters the archive through the catalog's ingest (validated, found at once, matched against saved
 * searches). A scene of that id already there (another order anchored on the same pass) is delivered as it is, and
 * still queued for matching (a match job tells nothing twice).
 */
async function ingestScene(tx: Queryable, scene: SceneRow) {
  try {
    await ingestItem(tx, itemOfScene(scene), { replace: false });
  } catch (err) {
    if (!(err instanceof ApiError && err.key === 'stacItemExists')) throw err;
    await queueSubscriptionMatch(tx, [scene.id]);
  }
}

/**
 * Makes the product of a task: its scene, the order's delivery archive order of this transaction (one per order
 * and delivery), the item, and for a non-public product the customer's permission.
 */
export async function deliverProducts(tx: Queryable, m: LockedMission, taskId: number, by: number) {
  const { rows } = await tx.query<TaskProductRow>(
    `SELECT t.satellite, t.imaging_mode, t.absolute_orbit, t.look_side, t.look_angle, t.orbit_direction,
            t.imaging_start, t.imaging_end, ST_AsGeoJSON(t.footprint, 6) AS footprint, t.missiondata,
            m.product_type, m.classified, m.created_at AS mission_created
       FROM tasks t JOIN missions m ON m.id = t.mission_id WHERE t.id = $1`,
    [taskId],
  );
  const scene = sceneOfTask(rows[0]);
  await ingestScene(tx, scene);
  const note = `Tasking order ${missionNo(m.id, rows[0].mission_created)}`;
  // The order keeps no note: it is said from the tasking order it delivers, in the reader's language (ledger/notes.ts).
  const order = await tx.query<{ id: string }>(
    `INSERT INTO archive_orders (user_id, money_fen, note, idempotency_key)
     VALUES ($1, 0, '', 'delivery:' || $2 || ':' || txid_current())
     ON CONFLICT (user_id, idempotency_key) DO UPDATE SET updated_at = now()
     RETURNING id`,
    [m.user_id, String(m.id)],
  );
  const archiveOrderId = Number(order.rows[0].id);
  await tx.query(
    'INSERT INTO archive_order_items (order_id, scene_id, price_fen) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING',
    [archiveOrderId, scene.id],
  );
  // Its package is made by a job sent with the delivery (the download makes it if it comes first).
  await queueProductPackages(tx, [scene.id]);
  await announceArchiveOrder(tx, Number(m.user_id), archiveOrderId);
  if (scene.classification !== 'public') {
    // The customer's own product opens to them: exactly that scene, granted by whoever delivered it (audited).
    const granted = await tx.query<{ id: string; username: string }>(
      `INSERT INTO scene_permissions (user_id, classifications, satellites, scene_ids, note, created_by)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id, (SELECT username FROM users WHERE id = $6) AS username`,
      [m.user_id, [scene.classification], [scene.satellite], [scene.id], note, by],
    );
    await writeAudit(tx, {
      actor: { id: by, username: granted.rows[0].username },
      action: 'permission.grant',
      subject: { type: 'permission', id: Number(granted.rows[0].id) },
      after: { user_id: m.user_id, scene_ids: [scene.id], classifications: [scene.classification], note },
    });
  }
  return { sceneId: scene.id, archiveOrderId };
}

/**
 * The customer downloaded a product of an archive order: a tasking order delivered through it (all its products
 * delivered: "product shipped" or "awaiting download") moves to "order downloaded".
 */
export async function noteProductDownloaded(db: Db, archiveOrderId: number, userId: number) {
  const { rows } = await db.query<{ mission_id: string }>(
    `SELECT DISTINCT t.mission_id FROM tasks t JOIN missions m ON m.id = t.mission_id
      WHERE t.archive_order_id = $1 AND m.user_id = $2 AND m.order_state IN (108, 109)`,
    [archiveOrderId, userId],
  );
  for (const r of rows) {
    await db.transaction(async (tx) => {
      const m = await lockMission(tx, Number(r.mission_id));
      if (!m || (m.order_state !== 108 && m.order_state !== 109)) return;
      for (const s of orderPath(m.order_state, 1092) ?? []) await stepOrder(tx, m, s, userId);
    });
  }
}
