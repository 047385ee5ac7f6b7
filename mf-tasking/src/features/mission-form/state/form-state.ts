/**
 * The tasking order form's state: text values by field (as the API's multipart fields), the target areas drawn or
 * imported (at most 5; a sixth asks to drop the earliest), and their conversion to what the API takes and back.
 * Expected shooting times are typed in Beijing time in Chinese and in UTC in English, like they are shown.
 */
import { isoToLocalInput, localInputToIso } from '@portal/shared/i18n';
import type { Lang } from '@portal/shared/domain';
import { MISSION_FORM_INITIAL } from '@portal/shared/domain/mission-field-views';
import { MISSION_LIMITS, type Mission } from '@portal/shared/domain/missions';
import { shapeGeometry, type DrawnShape, type LngLat } from '@portal/shared/globe';

export type FormValues = Record<string, string>;

/** The form a customer starts with: the satellites' look-angle hints (docs/requirements.md §9: 39 and 13) and common choices. */
export const INITIAL_VALUES: FormValues = MISSION_FORM_INITIAL;

/** A datetime-local value typed in the language's zone → ISO 8601 UTC ('' stays ''; an unreadable value is sent
 * as typed, for the server's message). */
export const localToIso = (local: string, lang: Lang): string =>
  local ? (localInputToIso(local, lang) ?? local) : '';

/** ISO 8601 → a datetime-local value in the language's zone. */
export const isoToLocal = (iso: string, lang: Lang): string => isoToLocalInput(iso, lang);

/** The areas as one MultiPolygon (one polygon per drawn or imported shape), or null when there is none. */
export function areasGeometry(areas: readonly DrawnShape[]) {
  if (!areas.length) return null;
  const polygons = areas.flatMap((a) => {
    const g = shapeGeometry(a);
    if (g.type === 'Polygon') return [g.coordinates];
    if (g.type === 'MultiPolygon') return g.coordinates;
    return [];
  });
  return { type: 'MultiPolygon' as const, coordinates: polygons as LngLat[][][] };
}

/**
 * What the API receives: the values, times in UTC, and the areas when there are any. The point (latitude and
 * longitude) is always sent: docs/requirements.md §5 requires every field but the remarks, areas or not.
 */
export function apiValues(values: FormValues, areas: readonly DrawnShape[], lang: Lang): FormValues {
  const target = areasGeometry(areas);
  return {
    ...values,
    id_date_1: localToIso(values.id_date_1, lang),
    id_date_2: localToIso(values.id_date_2, lang),
    ...(target ? { target: JSON.stringify(target) } : {}),
  };
}

/**
 * A point for an area (the mean of its outer ring's corners, six decimals), to fill latitude and longitude when the
 * user has not typed them; null for a shape without a polygon.
 */
export function areaPoint(area: DrawnShape): { Latitude: string; Longitude: string } | null {
  const g = areasGeometry([area]);
  const ring = g?.coordinates[0]?.[0];
  if (!ring || ring.length < 2) return null;
  const corners = ring.slice(0, -1);
  const mean = (i: 0 | 1) => corners.reduce((sum, p) => sum + p[i], 0) / corners.length;
  const six = (x: number) => String(Number(x.toFixed(6)));
  return { Latitude: six(mean(1)), Longitude: six(mean(0)) };
}

/** Adds an area; beyond the limit the earliest goes (the caller has asked the user first). */
export function withArea(areas: readonly DrawnShape[], area: DrawnShape): DrawnShape[] {
  const next = [...areas, area];
  return next.length > MISSION_LIMITS.maxAreas ? next.slice(next.length - MISSION_LIMITS.maxAreas) : next;
}

/** A saved order back into the form (edit): values, and its areas as shapes. */
export function fromMission(m: Mission, lang: Lang): { values: FormValues; areas: DrawnShape[] } {
  const values: FormValues = { ...INITIAL_VALUES };
  for (const k of Object.keys(INITIAL_VALUES)) {
    const v = (m as unknown as Record<string, unknown>)[k];
    if (v !== null && v !== undefined) values[k] = String(v);
  }
  values.id_date_1 = isoToLocal(m.id_date_1, lang);
  values.id_date_2 = isoToLocal(m.id_date_2, lang);
  if (m.Latitude === null) {
    values.Latitude = '';
    values.Longitude = '';
  }
  const areas: DrawnShape[] = (m.target?.coordinates ?? []).map((poly, i) => ({
    id: `saved-${i}`,
    kind: 'geometry',
    geometry: { type: 'Polygon', coordinates: poly as LngLat[][] },
  }));
  return { values, areas };
}
