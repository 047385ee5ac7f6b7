/**
 * @portal/shared/orbit — the pure-TypeScript orbit engine (no DOM, React or Cesium).
 *
 * Typical use by the API:
 *   const sats = propagatorsFor(anchor, tlesFromDb);           // 'any' or 'TY-38' … 'TY-41'
 *   const opportunities = searchAccess({ satellites: sats, start, end, target, lookAngleDeg, lookSide,
 *                                        orbitDirection, imagingMode, limit: 5 });
 *   // each: satelliteId, imagingStart/Centre/End (ISO UTC), lookAngleDeg, incidenceAngleDeg, lookSide,
 *   //       orbitDirection, slantRangeKm, footprint (GeoJSON, CCW, split at ±180°), coverage, tleEpoch, tleSynthetic
 * Staff uploads: parseTleText(text) → { records, errors, warnings } with en/zh messages.
 * Seed: constellationSyntheticTles(new Date()) → synthetic sun-synchronous TLEs for TY-38 … TY-41.
 */
export * from './constants';
export type { Vec3 } from './vector';
export {
  geodeticToEcef,
  ecefToGeodetic,
  upVector,
  geodeticNadir,
  intersectEllipsoid,
  type Geodetic,
} from './geodesy';
export {
  createPropagator,
  propagateTeme,
  stateAt,
  newStateBuffer,
  STATE,
  PropagationError,
  SGP4_ERROR_MESSAGES,
  type Propagator,
} from './propagator';
export {
  imagingGeometry,
  closestApproachFn,
  type ImagingGeometry,
  type LookSide,
  type OrbitDirection,
  type TargetPoint,
} from './geometry';
export {
  ringToGeoJson,
  unwrapPolygon,
  alignToFrame,
  unwrapLongitudes,
  ringSignedArea2,
  type Position,
  type PointGeometry,
  type PolygonGeometry,
  type MultiPolygonGeometry,
  type FootprintGeometry,
} from './geojson';
export { IMAGING_MODES, imagingMode, type ImagingMode, type ImagingModeCode } from './imaging-modes';
export {
  SATELLITES,
  satelliteById,
  resolveAnchoringSatellite,
  type SatelliteInfo,
  type SatelliteId,
  type AnchoringSatellite,
} from './satellites';
export {
  targetPoint,
  prepareTarget,
  ringCentroid,
  type TargetInput,
  type LatLon,
  type PreparedTarget,
} from './target';
export {
  beamForTarget,
  inPlaneLookDeg,
  swathEdges,
  swathFootprint,
  type BeamLookAngles,
  type SwathEdges,
} from './footprint';
export { reachBounds, centralAngleForLook, type ReachBounds } from './reach';
export {
  searchAccess,
  findCandidates,
  PassScanner,
  passesFilters,
  toMs,
  DEFAULT_SCAN_OPTIONS,
  type AccessQuery,
  type Opportunity,
  type AccessCandidate,
  type ScanOptions,
  type LookSideFilter,
  type OrbitDirectionFilter,
  type TimeInput,
} from './access';
export { bruteForceAccess, type ReferenceOpportunity } from './brute-force';
export {
  parseTleText,
  tleChecksum,
  tleEpochMs,
  type TleRecord,
  type TleIssue,
  type TleIssueCode,
  type TleParseResult,
  type TleParseOptions,
} from './tle';
export {
  generateSunSynchronousTle,
  sunSynchronousInclinationDeg,
  constellationSyntheticTles,
  type SyntheticTle,
  type SyntheticTleInput,
} from './synthetic-tle';
export { propagatorsFor, syntheticConstellation, type SatelliteTle } from './constellation';
export { groundTrack } from './track';
