/**
 * Planning a tasking order: the passes offered (rows with their index, conflicts and whether a task of the order is
 * already anchored there), the selection, the conflicts a planning call answers, and what the globe draws — the
 * order's target and each pass's footprint.
 */
import { toWgs84, type CoordinateSystem } from '@portal/shared/domain';
import type { Mission } from '@portal/shared/domain/missions';
import { TASK_LIMITS, type PlanningOpportunity, type TaskConflict } from '@portal/shared/domain/tasks';
import {
  positionsOf,
  type GlobeFeature,
  type GlobeGeometry,
  type GlobeLayer,
  type LngLat,
} from '@portal/shared/globe';

export interface OpportunityRow {
  /** Its place in the list as the server gave it (test ids and globe features use it). */
  index: number;
  key: string;
  featureId: string;
  opportunity: PlanningOpportunity;
  /** A task of this order is already anchored on it: shown, not selectable. */
  disabled: boolean;
  conflicts: readonly TaskConflict[];
}

export const featureIdOf = (index: number) => `pass-${index}`;

export function opportunityRows(opportunities: readonly PlanningOpportunity[]): OpportunityRow[] {
  return opportunities.map((o, index) => ({
    index,
    key: o.key,
    featureId: featureIdOf(index),
    opportunity: o,
    disabled: o.planned,
    conflicts: o.conflicts,
  }));
}

/** Ticks or unticks a pass; planned passes and a selection beyond the call's limit are refused. */
export function toggleSelection(
  selected: ReadonlySet<string>,
  key: string,
  rows: readonly OpportunityRow[],
): Set<string> {
  const next = new Set(selected);
  if (next.has(key)) {
    next.delete(key);
    return next;
  }
  const row = rows.find((r) => r.key === key);
  if (!row || row.disabled || next.size >= TASK_LIMITS.maxPlanned) return next;
  next.add(key);
  return next;
}

/** The selection kept across a reload: only passes still offered and still free. */
export function keepSelectable(selected: ReadonlySet<string>, rows: readonly OpportunityRow[]): Set<string> {
  const free = new Set(rows.filter((r) => !r.disabled).map((r) => r.key));
  return new Set([...selected].filter((k) => free.has(k)));
}

/** Every free pass, up to the call's limit (the "select all" box). */
export const allSelectable = (rows: readonly OpportunityRow[]): Set<string> =>
  new Set(
    rows
      .filter((r) => !r.disabled)
      .slice(0, TASK_LIMITS.maxPlanned)
      .map((r) => r.key),
  );

/** Selected keys in the order the passes are listed (the order the call names them in). */
export const selectedKeysInOrder = (selected: ReadonlySet<string>, rows: readonly OpportunityRow[]) =>
  rows.filter((r) => selected.has(r.key)).map((r) => r.key);

export interface PlanConflict {
  key: string;
  /** The server's words for the problem of this pass. */
  message: string;
  /** The planned tasks it conflicts with, as the list of passes knows them. */
  conflicts: readonly TaskConflict[];
}

/**
 * The conflicts of a refused planning call, or null when the refusal is something else. The API answers 422 with
 * one field error per refused pass, `keys.<i>` (i: its place in the keys sent), whose message is its localized
 * reason (the conflict check's `taskConflict`, or "already planned" for a pass planned meanwhile). Passes planned
 * meanwhile cannot be planned "anyway": only when some refused pass is free is the answer a conflict to accept.
 */
export function planConflictsOf(
  err: unknown,
  keysSent: readonly string[],
  rows: readonly OpportunityRow[],
): PlanConflict[] | null {
  const e = err as { status?: unknown; errors?: unknown };
  if (e?.status !== 422 || !Array.isArray(e.errors)) return null;
  const out: PlanConflict[] = [];
  for (const fe of e.errors as { field?: unknown; message?: unknown }[]) {
    const m = /^keys\.(\d+)$/.exec(String(fe?.field ?? ''));
    const key = m ? keysSent[Number(m[1])] : undefined;
    if (key === undefined) continue;
    const row = rows.find((r) => r.key === key);
    if (!row || row.disabled) continue;
    out.push({ key, message: String(fe.message ?? ''), conflicts: row.conflicts });
  }
  return out.length ? out : null;
}

// ---------- the globe ----------

const toWgs84Ring = (ring: readonly LngLat[], crs: CoordinateSystem): LngLat[] =>
  ring.map((p) => toWgs84(p, crs));

/**
 * The order's target in WGS-84 (the globe of the planning panel speaks WGS-84, the system of the passes'
 * footprints): its point, or its areas. The order comes in the session's system `crs`.
 */
export function targetGeometry(
  m: Pick<Mission, 'Latitude' | 'Longitude' | 'target'>,
  crs: CoordinateSystem,
): GlobeGeometry | null {
  if (m.target && Array.isArray(m.target.coordinates) && m.target.coordinates.length) {
    const polygons = m.target.coordinates as LngLat[][][];
    return {
      type: 'MultiPolygon',
      coordinates: polygons.map((rings) => rings.map((r) => toWgs84Ring(r, crs))),
    };
  }
  if (m.Latitude !== null && m.Longitude !== null)
    return { type: 'Point', coordinates: toWgs84([m.Longitude, m.Latitude], crs) };
  return null;
}

const DRAWABLE = new Set(['Point', 'LineString', 'Polygon', 'MultiPolygon']);
/** A footprint the globe can draw (the contract types it loosely), or null. */
export function asGlobeGeometry(g: { type: string; coordinates: unknown[] } | null | undefined) {
  return g && DRAWABLE.has(g.type) && Array.isArray(g.coordinates) ? (g as GlobeGeometry) : null;
}

export const TARGET_STYLE = { outline: '#d32f2f', fill: '#d32f2f55' };
export const FOOTPRINT_STYLE = { fill: '#1e88e522', outline: '#1e88e5' };
export const SELECTED_STYLE = { fill: '#43a04766', outline: '#43a047' };
export const PLANNED_STYLE = { fill: '#9e9e9e33', outline: '#757575' };
/** Tasks already planned in a pass's way (other orders', or this order's other passes). */
export const IN_THE_WAY_STYLE = { fill: '#fb8c0033', outline: '#ef6c00' };

/**
 * The layers of the planning globe: the target, the tasks already planned in the passes' way (orange, by their
 * number), then every pass's footprint (planned ones greyed).
 */
export function planningLayers(
  m: Pick<Mission, 'Latitude' | 'Longitude' | 'target' | 'target_name'>,
  rows: readonly OpportunityRow[],
  crs: CoordinateSystem,
): GlobeLayer[] {
  const target = targetGeometry(m, crs);
  const footprints: GlobeFeature[] = rows.flatMap((r) => {
    const geometry = asGlobeGeometry(r.opportunity.footprint);
    if (!geometry) return [];
    return [
      {
        id: r.featureId,
        geometry,
        label: `${r.index + 1}. ${r.opportunity.satellite_id}`,
        ...(r.disabled ? { style: PLANNED_STYLE } : {}),
      },
    ];
  });
  const inTheWay = new Map<number, GlobeFeature>();
  for (const r of rows)
    for (const c of r.conflicts) {
      const geometry = c.footprint ? asGlobeGeometry(c.footprint) : null;
      if (geometry && !inTheWay.has(c.task_id))
        inTheWay.set(c.task_id, { id: `planned-task-${c.task_id}`, geometry, label: c.task });
    }
  return [
    {
      id: 'planned-tasks',
      pickable: false,
      style: IN_THE_WAY_STYLE,
      features: [...inTheWay.values()],
    },
    {
      id: 'target',
      pickable: false,
      style: TARGET_STYLE,
      features: target ? [{ id: 'mission-target', geometry: target, label: m.target_name }] : [],
    },
    {
      id: 'opportunities',
      style: FOOTPRINT_STYLE,
      selectedStyle: SELECTED_STYLE,
      features: footprints,
    },
  ];
}

/** The globe's selected features: the footprints of the selected passes. */
export const selectedFeatureIds = (selected: ReadonlySet<string>, rows: readonly OpportunityRow[]) =>
  rows.filter((r) => selected.has(r.key)).map((r) => r.featureId);

/** Where the globe looks first: the target and every footprint. */
export function viewOf(layers: readonly GlobeLayer[]): GlobeGeometry | null {
  const finite = layers
    .flatMap((l) => l.features.flatMap((f) => positionsOf(f.geometry)))
    .filter((p) => Number.isFinite(p[0]) && Number.isFinite(p[1]));
  if (!finite.length) return null;
  if (finite.length === 1) return { type: 'Point', coordinates: finite[0] };
  return { type: 'LineString', coordinates: finite };
}
