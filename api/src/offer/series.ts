/**
 * Series of repeat collects (docs/tasking-offer.md "Series"): submitting an order with a repeat writes the series
 * and its first collect in one transaction, then the others whose window starts within the rolling horizon, each a tasking order charged its quoted price;
 * `extendSeries` (the hourly `tasking-series` job, or a test's clock) writes the collects the horizon reaches later,
 * each exactly once whatever runs at the same moment (one order per index of a series, the customer's row locked);
 * cancelling a series cancels each collect the terms still allow and writes no more.
 */
import { MISSION_LIMITS, type MissionFields } from '@portal/shared/domain/missions';
import type { Mission } from '@portal/shared/domain/missions';
import {
  collectWindows,
  SERIES_LIMITS,
  type Repeat,
  type TaskingSeries,
} from '@portal/shared/domain/tasking-series';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { keepForm, toWgs84 } from '../missions/application-form';
import { findMission } from '../missions/read';
import { insertMission, type StoredFile } from '../missions/write';
import type { FileStorage } from '../storage';
import { announceSeries } from '../webhooks/order-events';
import { ORG_OF_SQL, ORG_READ_SQL } from '../orgs/membership';
import { feasibilityOf } from './feasibility';
import { assertQuoteStands, quoteMission, type SentQuote } from './quote';

const DAY_MS = 86_400_000;

type Geometry = NonNullable<TaskingSeries['geometry']>;

/**
 * The fields a collect is made from: the first one's, held to the series' geometry when it keeps one (the first free
 * pass's satellite, orbit direction and look side, its look angle ±2°).
 */
function heldTo(f: MissionFields, g: Geometry | null): MissionFields {
  if (!g) return f;
  const d = SERIES_LIMITS.sameGeometryLookDeg;
  return {
    ...f,
    // One satellite's repeat passes: so the collects' products form one stack in the scene viewer.
    anchoring_satellite: g.satellite_id,
    orbit_mode: g.orbit_direction,
    left_right_mode: g.look_side,
    lower_angle: Math.max(MISSION_LIMITS.lookAngleMin, Math.floor(g.look_angle - d)),
    upper_angle: Math.min(MISSION_LIMITS.lookAngleMax, Math.ceil(g.look_angle + d)),
  };
}

interface SeriesRow {
  id: number;
  user_id: number;
  fields: MissionFields;
  repeat: Repeat;
  geometry: Geometry | null;
  collect_fen: number;
  form: StoredFile;
  /** An organisation member's budget its collects are charged to. */
  budget_id: number | null;
}

/** The k-th collect's fields: the series' with the window moved by k cadences. */
function collectFields(s: SeriesRow, w: { start: string; end: string }): MissionFields {
  return { ...s.fields, id_date_1: w.start, id_date_2: w.end };
}

/**
 * Writes the collects of a series due by `now` + the horizon that are not written yet, each charged; returns how
 * many were written. A collect the balance cannot pay stays unwritten (and is tried again on the next run).
 */
async function writeDueCollects(db: Db, s: SeriesRow, now: number): Promise<number> {
  const windows = collectWindows(s.repeat, s.fields.id_date_1, s.fields.id_date_2);
  const due = windows
    .map((w, index) => ({ w, index }))
    .filter(({ w }) => Date.parse(w.start) <= now + SERIES_LIMITS.horizonDays * DAY_MS);
  const { rows } = await db.query<{ series_index: number }>(
    'SELECT series_index FROM missions WHERE series_id = $1',
    [s.id],
  );
  const written = new Set(rows.map((r) => r.series_index));
  let made = 0;
  for (const { w, index } of due.filter((d) => !written.has(d.index))) {
    const f = collectFields(s, w);
    // The access engine before the transaction: the first pass not taken, for the collect's terms.
    const first = (await feasibilityOf(db, f, s.user_id, now)).first_collect;
    const ok = await db
      .transaction(async (tx) => {
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [s.user_id]);
        const cancelled = await tx.query(
          'SELECT 1 FROM tasking_series WHERE id = $1 AND cancelled_at IS NOT NULL',
          [s.id],
        );
        if (cancelled.rows[0]) return null;
        const id = await insertMission(
          tx,
          s.user_id,
          f,
          s.form,
          { cost_fen: s.collect_fen, first_collect_at: first, budget_id: s.budget_id },
          { seriesId: s.id, index },
        );
        if (id !== null) await announceSeries(tx, s.user_id, s.id, 'collect_written', id);
        return id;
      })
      .catch((err) => {
        if (err instanceof ApiError && err.key === 'insufficientBalance') return null;
        throw err;
      });
    if (ok !== null) made++;
  }
  return made;
}

const toSeriesRow = (r: {
  id: string;
  user_id: string;
  fields: MissionFields;
  repeat: Repeat;
  geometry: Geometry | null;
  collect_fen: string;
  application_form_key: string;
  application_form_name: string;
  budget_id: string | null;
}): SeriesRow => ({
  id: Number(r.id),
  user_id: Number(r.user_id),
  fields: r.fields,
  repeat: r.repeat,
  geometry: r.geometry,
  collect_fen: Number(r.collect_fen),
  form: { key: r.application_form_key, name: r.application_form_name },
  budget_id: r.budget_id === null ? null : Number(r.budget_id),
});

const SERIES_COLUMNS =
  'id, user_id, fields, repeat, geometry, collect_fen, application_form_key, application_form_name, budget_id';

/** The hourly run (and a test's clock): every active series gets the collects its horizon reaches. */
export async function extendSeries(db: Db, now = Date.now()): Promise<{ series: number; collects: number }> {
  const { rows } = await db.query<Parameters<typeof toSeriesRow>[0]>(
    `SELECT ${SERIES_COLUMNS} FROM tasking_series WHERE cancelled_at IS NULL ORDER BY id`,
  );
  let collects = 0;
  for (const r of rows) collects += await writeDueCollects(db, toSeriesRow(r), now);
  return { series: rows.length, collects };
}

/** The multipart body of an order with a repeat. */
type SeriesBody = MissionFields &
  SentQuote & { repeat: Repeat; application_form?: { filename: string; data: Buffer } };

/**
 * A new order with a repeat: the series and its first collects (those within the horizon), each charged the quoted
 * price of one collect. 409 with the new quote when it changed; 422 when same geometry finds no pass to keep.
 * Answers the first collect's order.
 */
export async function submitSeries(
  db: Db,
  storage: FileStorage,
  req: FastifyRequest,
  body: SeriesBody,
): Promise<Mission> {
  const { application_form, repeat, quote_id, quoted_cost_fen, budget_id, ...rest } = body;
  const userId = req.user!.id;
  const fields = toWgs84(rest, req.crs);
  const quote = await quoteMission(db, userId, fields, repeat, Date.now(), budget_id);
  assertQuoteStands(quote, { quote_id, quoted_cost_fen });
  const geometry = quote.series?.geometry ?? null;
  if (repeat.same_geometry && !geometry)
    throw new ApiError(422, 'seriesNoGeometry', [{ field: 'repeat', key: 'seriesNoGeometry' }]);
  const form = await keepForm(storage, userId, application_form!);
  const held = heldTo(fields, geometry);
  // The series and its first collect (the order submitted, charged the quote's price) together, or neither.
  const made = await db
    .transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO tasking_series (user_id, fields, repeat, geometry, collect_fen, application_form_key, application_form_name,
                                     budget_id, org_id)
         VALUES ($1, $2::jsonb, $3::jsonb, $4::jsonb, $5, $6, $7, $8, ${ORG_OF_SQL('$1')}) RETURNING id`,
        [
          userId,
          JSON.stringify(held),
          JSON.stringify(repeat),
          JSON.stringify(geometry),
          quote.collect_fen,
          form.key,
          form.name,
          budget_id ?? null,
        ],
      );
      const seriesId = Number(rows[0].id);
      await announceSeries(tx, userId, seriesId, 'created');
      const priced = { cost_fen: quote.collect_fen, first_collect_at: quote.first_collect, budget_id };
      const missionId = (await insertMission(tx, userId, held, form, priced, { seriesId, index: 0 }))!;
      await announceSeries(tx, userId, seriesId, 'collect_written', missionId);
      return { seriesId, missionId };
    })
    .catch(async (err) => {
      await storage.remove(form.key);
      throw err;
    });
  const series: SeriesRow = {
    id: made.seriesId,
    user_id: userId,
    fields: held,
    repeat,
    geometry,
    collect_fen: quote.collect_fen,
    form,
    budget_id: budget_id ?? null,
  };
  // The later collects the horizon already reaches.
  await writeDueCollects(db, series, Date.now());
  return (await findMission(db, made.missionId, null))!;
}

/** A series' row for reading; null when missing or not the owner's (`ownerId` null: any). */
export async function seriesRow(db: Queryable, id: number, ownerId: number | null) {
  const { rows } = await db.query<
    Parameters<typeof toSeriesRow>[0] & { cancelled_at: Date | null; created_at: Date }
  >(
    `SELECT ${SERIES_COLUMNS}, cancelled_at, created_at FROM tasking_series
      WHERE id = $1 AND ($2::bigint IS NULL OR user_id = $2 OR org_id = ${ORG_READ_SQL('$2')})`,
    [id, ownerId],
  );
  return rows[0]
    ? { ...toSeriesRow(rows[0]), cancelled_at: rows[0].cancelled_at, created_at: rows[0].created_at }
    : null;
}
