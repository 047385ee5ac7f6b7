/**
 * A SAR amplitude picture of a place, drawn from what is known of it: land and sea from Natural Earth's coasts,
 * the ground's ruggedness and cover from Natural Earth II, towns from GeoNames, and the picture's subject (ships,
 * oil slicks, a river, a flood, sea ice). σ⁰ (linear backscatter) per pixel, then speckle: intensity = σ⁰ × a
 * gamma variate of `looks` looks (1: single-look, the exponential of a product raster), amplitude = √intensity
 * scaled to 8 bits. Calm water is dark, the sea's brightness follows the wind, slopes facing the radar are bright
 * and those turned away dark, towns are bright with strong point scatterers. Deterministic: the same options give
 * the same bytes.
 *
 * The world changes with the acquisition time (`at`; world.ts): rivers and lakes follow the season and the flood
 * events, the fields the crop calendar, the building sites grow. The same place at the same time has the same σ⁰
 * in every scene of it: only the speckle and the ships (and a sample's subject) are a scene's own.
 */
import {
  AMPLITUDE_SCALE,
  seededRandom,
  type PlantedShip,
  type PlantedSlick,
} from '@portal/shared/sar-analysis';
import type { Bbox } from '../geo/bbox';
import { distanceTo } from './distance';
import { KM_PER_DEGREE, pixelGrid, type PixelGrid } from './grid';
import { landMask } from './land';
import { fbm, hashString, valueNoise } from './noise';
import { withoutIslets } from './islets';
import { inSlick, placeShips, placeSlicks, type Slick } from './plant';
import { groundCover } from './relief';
import { townsIn } from './places';
import { addTerminal } from './harbour';
import { carveWater } from './inland-water';
import type { Subject } from './subject';
import { reclaim, siteCells, sitesIn, type SiteNow } from './building-sites';
import { cropFactor, dayOfYear, meanCropFactor } from './world';

export interface RenderOptions {
  bbox: Bbox;
  width: number;
  height: number;
  /** What seeds the scene's own draws (ships, slicks, speckle): its ID. */
  key: string;
  subject: Subject;
  /** When the scene was acquired: the world's season, floods, crops and building sites on that day. */
  at: Date;
  /** Looks averaged into each pixel's speckle: 1 for a product raster, more for a quicklook. */
  looks?: number;
  /** Keep each pixel's intensity (σ⁰ with speckle, linear) beside the 8-bit amplitude: what a product holds. */
  calibrated?: boolean;
}

export interface RenderedScene {
  image: { width: number; height: number; data: Uint8Array };
  /** With `calibrated`: the intensity of each pixel (linear σ⁰ with speckle), row by row. */
  intensity?: Float32Array;
  grid: PixelGrid;
  truth: {
    /** 1 = water (sea, slicks, rivers, floods), row by row. */
    water: Uint8Array;
    waterPixels: number;
    ships: PlantedShip[];
    slicks: PlantedSlick[];
  };
}

/** σ⁰ of the surfaces (linear). */
const SEA = 0.055;
const CALM_WATER = 0.018;
const SLICK_DAMPING = 0.1;
const INCIDENCE = (35 * Math.PI) / 180;

/** Salts of the place-bound noise fields. */
const SALT = { warp: 11, wind: 23, texture: 37, relief: 41, urban: 53, ice: 61, parcels: 71 } as const;

/** The coast drawn ragged below the polygons' precision (some 120 m), at most 6 pixels. */
function raggedCoast(g: PixelGrid, land: Uint8Array): Uint8Array {
  const pixelM = (g.pixelM[0] + g.pixelM[1]) / 2;
  const amp = Math.min(6, 120 / pixelM);
  if (amp < 0.5) return land;
  const reach = Math.ceil(amp);
  const { width, height } = g;
  const out = new Uint8Array(land);
  const largestKm = (48 * pixelM) / 1000;
  const smallestKm = (2 * pixelM) / 1000;
  const at = (x: number, y: number) =>
    land[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))];
  for (let y = 0; y < height; y++) {
    const yKm = g.yKm[y];
    for (let x = 0; x < width; x++) {
      const v = land[y * width + x];
      // Only pixels near a coast can change.
      if (
        at(x - reach, y) === v &&
        at(x + reach, y) === v &&
        at(x, y - reach) === v &&
        at(x, y + reach) === v
      )
        continue;
      const xKm = g.xKm[x];
      const wx = amp * fbm(xKm, yKm, SALT.warp, largestKm, smallestKm, 0.6);
      const wy = amp * fbm(xKm, yKm, SALT.warp + 1, largestKm, smallestKm, 0.6);
      out[y * width + x] = at(Math.round(x + wx), Math.round(y + wy));
    }
  }
  return out;
}

/**
 * Built-up density (0 … 1) of each pixel: a disc per town, its size growing with its population, frayed; a
 * terminal's ground; what the building sites have built by then.
 */
function builtUp(
  g: PixelGrid,
  land: Uint8Array,
  fromSea: Float32Array,
  terminal: Uint8Array | null,
  sites: SiteNow[],
): Float32Array {
  const { width, height } = g;
  const urban = new Float32Array(width * height);
  if (terminal) for (let i = 0; i < urban.length; i++) urban[i] = terminal[i] * 0.9;
  for (const site of sites)
    siteCells(g, site, (i, density) => {
      if (land[i] && 0.9 * density > urban[i]) urban[i] = 0.9 * density;
    });
  const east = g.west + g.dx * width;
  const south = g.north - g.dy * height;
  const marginDeg = 0.2;
  const towns = townsIn(g.west - marginDeg, south - marginDeg, east + marginDeg, g.north + marginDeg);
  for (const t of towns) {
    const radiusKm = 0.45 * (Math.max(1000, t.population) / 1e4) ** 0.45;
    const rx = (radiusKm * 1000) / g.pixelM[0];
    const ry = (radiusKm * 1000) / g.pixelM[1];
    const cx = (t.lon - g.west) / g.dx - 0.5;
    const cy = (g.north - t.lat) / g.dy - 0.5;
    const x0 = Math.max(0, Math.floor(cx - 1.6 * rx));
    const x1 = Math.min(width - 1, Math.ceil(cx + 1.6 * rx));
    const y0 = Math.max(0, Math.floor(cy - 1.6 * ry));
    const y1 = Math.min(height - 1, Math.ceil(cy + 1.6 * ry));
    if (rx < 0.6) {
      // Smaller than a pixel: one bright pixel where it stands.
      const x = Math.round(cx);
      const y = Math.round(cy);
      if (x >= 0 && y >= 0 && x < width && y < height)
        urban[y * width + x] = Math.max(urban[y * width + x], 0.6);
      continue;
    }
    for (let y = y0; y <= y1; y++) {
      const yKm = g.yKm[y];
      for (let x = x0; x <= x1; x++) {
        const i = y * width + x;
        if (!land[i]) continue;
        const d = Math.hypot((x - cx) / rx, (y - cy) / ry);
        const fray = 0.45 * fbm(g.xKm[x], yKm, SALT.urban, radiusKm, radiusKm / 16);
        const u = Math.min(1, Math.max(0, 1.25 - d + fray));
        if (u > urban[i]) urban[i] = u;
      }
    }
  }
  // Quays and waterfronts stay a few pixels inland: a bright scatterer at the water's edge would be taken for a ship.
  for (let i = 0; i < urban.length; i++)
    if (urban[i] && fromSea[i] < 3) urban[i] *= Math.max(0, fromSea[i] - 1) / 2;
  return urban;
}

/** Sea-ice cover (0 … 1) of each sea pixel: floes of a few km with sharp edges, open leads between them. */
function seaIce(g: PixelGrid, sea: Uint8Array): Float32Array {
  const pixelM = (g.pixelM[0] + g.pixelM[1]) / 2;
  const smallestKm = (1.5 * pixelM) / 1000;
  const cover = new Float32Array(sea.length);
  for (let y = 0; y < g.height; y++)
    for (let x = 0; x < g.width; x++) {
      const i = y * g.width + x;
      if (sea[i])
        cover[i] = Math.min(1, Math.max(0, 0.5 + 4 * fbm(g.xKm[x], g.yKm[y], SALT.ice, 30, smallestKm, 0.6)));
    }
  return cover;
}

/** A gamma variate of `looks` looks with mean 1 (the mean of `looks` exponentials). */
function speckle(rnd: () => number, looks: number): number {
  let sum = 0;
  for (let k = 0; k < looks; k++) sum -= Math.log(1 - rnd() * 0.999);
  return sum / looks;
}

export function renderScene(opts: RenderOptions): RenderedScene {
  const { width, height, subject } = opts;
  const looks = opts.looks ?? 1;
  const g = pixelGrid(opts.bbox, width, height);
  const n = width * height;
  const pixelM = (g.pixelM[0] + g.pixelM[1]) / 2;
  const rnd = seededRandom(hashString(opts.key));

  const atMs = opts.at.getTime();
  const land = withoutIslets(raggedCoast(g, landMask(g)), width, height);
  const sites = sitesIn(g, atMs);
  reclaim(g, land, sites);
  const terminal = subject.port ? addTerminal(g, land, pixelM, rnd) : null;
  const sea = new Uint8Array(n);
  for (let i = 0; i < n; i++) sea[i] = land[i] ? 0 : 1;
  const ice = subject.ice ? seaIce(g, sea) : null;
  // Ships and slicks keep off the land and the ice.
  const fromLand = distanceTo(ice ? land.map((v, i) => (v || ice[i] > 0.3 ? 1 : 0)) : land, width, height);
  const fromSea = distanceTo(sea, width, height);
  const urban = builtUp(g, land, fromSea, terminal, sites);
  // Rivers, lakes and floods on the land: calm water, part of the truth's water, not of the sea.
  const inland = carveWater(g, land, fromSea, subject, rnd, atMs, urban);

  const slicks: Slick[] = placeSlicks({ width, height, fromLand }, subject.slicks, rnd);
  const ships = placeShips({ width, height, fromLand }, subject.ships, rnd, { pixelM, avoid: slicks });
  const hulls = new Map<number, number>();
  for (const s of ships) for (const [i, v] of s.hull) hulls.set(i, v);

  // Relief: a height field (m) as rugged as Natural Earth II says the ground is, lit from the radar's side.
  const reliefLargest = 24;
  const texLargest = 6;
  const smallestKm = (1.5 * pixelM) / 1000;
  // The shape of the ground (fBm) and how high it is drawn there (metres for a shape of 1).
  const terrain = new Float32Array(n);
  const relief = new Float32Array(n);
  const base = new Float32Array(n);
  const cover = groundCover(g.lons[0], g.lats[0]);
  // The crop calendar: each parcel's stage on the day (fine pixels), the fields' mean (coarse ones).
  const day = dayOfYear(atMs);
  const parcels = pixelM < 60;
  const fieldsMean = meanCropFactor((g.lats[0] + g.lats[height - 1]) / 2, day);
  let parcelX = Number.NaN;
  let parcelY = Number.NaN;
  let parcelFactor = 1;
  for (let y = 0; y < height; y++) {
    const lat = g.lats[y];
    const yKm = g.yKm[y];
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!land[i]) continue;
      const c = groundCover(g.lons[x], lat, cover);
      const xKm = g.xKm[x];
      // Not a real height: a relief whose slopes (0.05 on plains, 0.5 in mountains) look right to the radar.
      const rugged = Math.min(1, Math.max(0, (c.rugged - 0.25) / 0.5));
      relief[i] = 200 + 14000 * rugged * rugged;
      terrain[i] = fbm(xKm, yKm, SALT.relief, reliefLargest, smallestKm * 2, 0.5);
      // Green land scatters more than bare ground; snow less; the large-scale shading of real ranges on top.
      let s0 = (0.15 + 0.17 * c.green) * (1 - 0.35 * c.snow) * (1 + 0.5 * c.shade * rugged);
      s0 *= 1 + 0.2 * fbm(xKm, yKm, SALT.texture, texLargest, smallestKm);
      // Fields on flat green land: at fine pixel sizes parcels of a few hundred metres, each its own crop at its
      // stage of the crop calendar; at coarse ones the fields' mean.
      if (c.rugged < 0.4) {
        const farm = (1 - c.rugged / 0.4) * Math.min(1, Math.max(0, 2.5 * c.green - 0.25));
        let f = fieldsMean;
        if (parcels) {
          const px = Math.floor(xKm / 0.32 + 0.3 * valueNoise(xKm / 0.9, yKm / 0.9, SALT.parcels));
          const py = Math.floor(yKm / 0.21);
          if (px !== parcelX || py !== parcelY) {
            parcelX = px;
            parcelY = py;
            const crop = valueNoise(px * 7.31, py * 3.17, SALT.parcels + 1);
            // At whole lattice points the noise is its lattice's hash: uniform draws of the parcel's own.
            const pick = (valueNoise(px, py, SALT.parcels + 2) + 1) / 2;
            const phase = valueNoise(px, py, SALT.parcels + 3);
            parcelFactor =
              (1 + 0.15 * crop) * cropFactor(pick, phase, ((py + 0.5) * 0.21) / KM_PER_DEGREE, day);
          }
          f = parcelFactor;
        }
        s0 *= 1 + (f - 1) * farm;
      }
      base[i] = s0;
    }
  }

  const water = new Uint8Array(n);
  const sigma = new Float32Array(n);
  // How windy the region is (the sea's mean brightness): a field of hundreds of km, read at the corners.
  const windiness = (x: number, y: number) =>
    Math.min(1.6, Math.max(0.6, Math.exp(1.6 * fbm(g.xKm[x], g.yKm[y], SALT.wind + 3, 900, 150))));
  const [nw, ne, sw, se] = [
    windiness(0, 0),
    windiness(width - 1, 0),
    windiness(0, height - 1),
    windiness(width - 1, height - 1),
  ];
  const calmAt = (x: number, y: number) => {
    const fx = x / Math.max(1, width - 1);
    const fy = y / Math.max(1, height - 1);
    return (nw * (1 - fx) + ne * fx) * (1 - fy) + (sw * (1 - fx) + se * fx) * fy;
  };
  const windSmallest = Math.max(0.4, smallestKm * 4);
  for (let y = 0; y < height; y++) {
    const yKm = g.yKm[y];
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const xKm = g.xKm[x];
      let s0: number;
      if (sea[i]) {
        // The sea's brightness follows the wind over it: calmer or windier regions, fronts and gusts, streaks.
        const calm = calmAt(x, y);
        const gusts = 1 + 0.6 * fbm(xKm, yKm, SALT.wind, 40, windSmallest, 0.6);
        const streaks = 1 + 0.15 * valueNoise(xKm / 6 + yKm / 6, (yKm - xKm) / 0.7, SALT.wind + 4);
        s0 = SEA * calm * Math.max(0.15, gusts) * streaks;
        if (ice) {
          const floe = 0.16 * (1 + 0.6 * fbm(xKm, yKm, SALT.ice + 1, 3, smallestKm, 0.7));
          s0 = s0 * (1 - ice[i]) + floe * ice[i];
        }
        // Ice-covered sea is not open water: not what a water extraction should find.
        water[i] = ice && ice[i] >= 0.5 ? 0 : 1;
      } else if (inland[i]) {
        s0 = CALM_WATER * (1 + 0.3 * fbm(xKm, yKm, SALT.wind + 2, 4, windSmallest));
        water[i] = 1;
      } else {
        // Ground rising eastwards faces the radar (looking from the west): the local incidence angle sets the brightness.
        const row = y * width;
        const xa = x > 0 && land[i - 1] ? i - 1 : i;
        const xb = x < width - 1 && land[i + 1] ? i + 1 : i;
        const slope = xb > xa ? (relief[i] * (terrain[xb] - terrain[xa])) / ((xb - xa) * g.pixelM[0]) : 0;
        // Slopes facing the radar fold over (layover: bright); those turned beyond the grazing ray are in shadow.
        const local = INCIDENCE - Math.atan(slope);
        const lit =
          local <= 0.05 ? 4 : local >= 1.4 ? 0.12 : Math.max(0.4, Math.cos(local) / Math.cos(INCIDENCE));
        s0 = base[row + x] * lit;
        const u = urban[i];
        if (u > 0) {
          // Buildings: bright blocks between darker streets, and corner reflectors that outshine everything.
          const block = valueNoise(xKm / 0.09, yKm / 0.09, SALT.urban + 1);
          s0 = s0 * (1 - u) + u * (0.35 + 0.3 * (block + 1));
          const corner = valueNoise(xKm / 0.02 + 0.5, yKm / 0.02 + 0.5, SALT.urban + 2);
          if (corner > 1 - 0.12 * u) s0 += 6 * u;
        }
      }
      sigma[i] = s0;
    }
  }
  for (const k of slicks)
    for (let y = Math.max(0, Math.floor(k.y - k.a * 1.3)); y <= Math.min(height - 1, k.y + k.a * 1.3); y++)
      for (let x = Math.max(0, Math.floor(k.x - k.a * 1.3)); x <= Math.min(width - 1, k.x + k.a * 1.3); x++) {
        const i = y * width + x;
        if (sea[i] && inSlick(k, x + 0.5, y + 0.5)) {
          sigma[i] *= SLICK_DAMPING;
          k.pixels++;
        }
      }

  const data = new Uint8Array(n);
  const kept = opts.calibrated ? new Float32Array(n) : null;
  const scale = AMPLITUDE_SCALE;
  let waterPixels = 0;
  for (let i = 0; i < n; i++) {
    waterPixels += water[i];
    const hull = hulls.get(i);
    // A hull is a few strong, stable scatterers: little speckle on it.
    const intensity = (hull ?? 0) + sigma[i] * speckle(rnd, looks);
    if (kept) kept[i] = intensity;
    data[i] = Math.min(255, Math.round(Math.sqrt(intensity) * scale));
  }
  return {
    image: { width, height, data },
    ...(kept && { intensity: kept }),
    grid: g,
    truth: {
      water,
      waterPixels,
      ships: ships.map(({ x, y, lengthPx, headingDeg, lengthM, beamM }) => ({
        x,
        y,
        lengthPx,
        headingDeg,
        lengthM,
        beamM,
      })),
      slicks: slicks.map(({ x, y, a, b, angleDeg, pixels }) => ({ x, y, a, b, angleDeg, pixels })),
    },
  };
}
