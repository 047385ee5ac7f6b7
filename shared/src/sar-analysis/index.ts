/**
 * SAR image analyses in plain TypeScript (no DOM, no Node APIs): the same code runs in a browser web worker for the
 * portal's demonstrations and on the API for `discern/…/getwfs/`. Images are grayscale amplitudes; positions are
 * pixels (x right, y down, pixel centres at x + 0.5).
 */
export type { GrayImage, PixelBox, Progress } from './image';
export { boxMean } from './image';
export { labelComponents, type Component, type Labelling } from './components';
export {
  areaKm2,
  extractWater,
  otsuThreshold,
  WATER_DEFAULTS,
  type WaterOptions,
  type WaterResult,
} from './water';
export { detectDarkSpots, OIL_DEFAULTS, type DarkSpot, type OilOptions, type OilResult } from './oil';
export {
  cfarFactor,
  detectVessels,
  VESSEL_DEFAULTS,
  vesselSize,
  withoutTargets,
  type Vessel,
  type VesselMoments,
  type VesselOptions,
  type VesselResult,
} from './vessels';
export { componentOutline, type Ring } from './outline';
export {
  AMPLITUDE_SCALE,
  hullCells,
  plantShip,
  seededRandom,
  syntheticScene,
  type PlantedShip,
  type PlantedSlick,
  type SceneOptions,
  type SyntheticScene,
} from './synthetic';
export {
  analysePixels,
  ANALYSES,
  HOLE_PIXELS,
  HULL_BLUR_M2,
  WATER_OUTLINE_PIXELS,
  type Analysis,
  type AnalysisOptions,
  type PixelAnalysis,
  type PixelRegion,
  type PixelVessel,
} from './pipeline';
