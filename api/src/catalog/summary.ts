import type { CoordinateSystem } from '@portal/shared/domain';
import type { SceneSummary } from '@portal/shared/domain/catalog';
import { convertGeometry } from '../geo/crs';
import type { SceneSummaryRow } from './query';
import type { QuicklookSigner } from './signing';

const iso = (t: Date | string) => (t instanceof Date ? t : new Date(t)).toISOString();

/** The summary of a scene; its footprint (when the row has one) in the request's coordinate system, unless left out. */
export function toSummary(
  r: SceneSummaryRow,
  crs: CoordinateSystem,
  quicklook: QuicklookSigner,
  footprint = true,
): SceneSummary {
  const out: SceneSummary = {
    id: r.id,
    satellite: r.satellite,
    acquired_at: iso(r.acquired_at),
    acquired_end: iso(r.acquired_end),
    img_mode: r.img_mode,
    product_type: r.product_type,
    polarization: r.polarization,
    orbit_direction: r.orbit_direction,
    look_side: r.look_side,
    look_angle: r.look_angle,
    incidence_angle: r.incidence_angle,
    resolution: Math.max(r.resolution_range, r.resolution_azimuth),
    classification: r.classification,
    absolute_orbit: r.absolute_orbit,
    quicklook_url: quicklook(r.id),
  };
  if (r.fp && footprint)
    out.footprint = convertGeometry(
      JSON.parse(r.fp) as NonNullable<SceneSummary['footprint']>,
      'WGS84',
      crs,
      6,
    );
  return out;
}

/** A summary as JSON text: a WGS-84 footprint goes in as PostGIS wrote it (GeoJSON), without a parse and a rewrite. */
export function summaryJson(r: SceneSummaryRow, crs: CoordinateSystem, quicklook: QuicklookSigner): string {
  if (r.fp === undefined || crs !== 'WGS84') return JSON.stringify(toSummary(r, crs, quicklook));
  return `${JSON.stringify(toSummary(r, crs, quicklook, false)).slice(0, -1)},"footprint":${r.fp}}`;
}
