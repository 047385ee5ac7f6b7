/**
 * The synthetic world over time: what the pictures of a place show on a given day, the same in every scene of that
 * place and day (only speckle and ships are a scene's own).
 * - The season: rivers and lakes are wider in the wet season (the northern summer north of the equator, the
 *   southern one south of it; `wetness`).
 * - Flood events (FLOOD_EVENTS): a box and its dates; while one lasts, low flat land near the rivers and lakes of
 *   its box is calm water, most at its peak (`floodIntensity`).
 * - The crop calendar: each field parcel grows one crop of its region's calendar (double rice in the south,
 *   winter wheat then maize on the northern plains, one summer crop further north), bare and ploughed, flooded for
 *   transplanting, growing, harvested, each with its σ⁰ (`cropFactor`).
 * - Building sites (GROWING_SITES): a new city or port whose built-up area grows from its start to its end date,
 *   a port reclaiming land from the sea (`growthAt`).
 * The tables are plain data: the archive's repeat passes (catalog/repeat-passes.ts) fly over the same sites, and the
 * tests find a stack across a flood from them. The events are modelled on real seasons and places; their dates and
 * extents are the portal's own (synthetic data, not a record of real floods).
 */
import type { Bbox } from '../geo/bbox';

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.2425;

export interface FloodEvent {
  id: string;
  name: { en: string; zh: string };
  /** Where the flood is, WGS-84 [west, south, east, north]: it fades out over FLOOD_EDGE_DEG inside the edges. */
  box: Bbox;
  /** ISO 8601 dates (UTC): the water rises from `start` to `peak` and recedes until `end`. */
  start: string;
  peak: string;
  end: string;
}

/** The flood fades from nothing at the box's edge to its full extent this far inside it. */
export const FLOOD_EDGE_DEG = 0.08;

export const FLOOD_EVENTS: readonly FloodEvent[] = [
  {
    id: 'poyang-2024',
    name: { en: 'Poyang Lake and middle Yangtze summer flood 2024', zh: '2024年鄱阳湖及长江中游夏季洪水' },
    box: [115.7, 28.6, 116.9, 29.8],
    start: '2024-06-22',
    peak: '2024-07-12',
    end: '2024-08-25',
  },
  {
    id: 'dongting-2024',
    name: { en: 'Dongting Lake flood 2024', zh: '2024年洞庭湖洪水' },
    box: [112.2, 28.7, 113.2, 29.6],
    start: '2024-06-28',
    peak: '2024-07-08',
    end: '2024-08-10',
  },
  {
    id: 'beijiang-2024',
    name: { en: 'Beijiang and Pearl River delta flood 2024', zh: '2024年北江及珠江三角洲洪水' },
    box: [112.8, 22.6, 113.6, 23.9],
    start: '2024-04-18',
    peak: '2024-04-25',
    end: '2024-05-15',
  },
  {
    id: 'punjab-2025',
    name: {
      en: 'Punjab monsoon flood 2025 (Ravi, Sutlej)',
      zh: '2025年旁遮普季风洪水（拉维河、萨特莱杰河）',
    },
    box: [73.6, 30.6, 74.8, 31.9],
    start: '2025-08-24',
    peak: '2025-09-03',
    end: '2025-09-30',
  },
  {
    id: 'huai-2026',
    name: {
      en: 'Huai River summer flood 2026 (Wangjiaba, Mengwa)',
      zh: '2026年淮河夏季洪水（王家坝、蒙洼）',
    },
    box: [115.3, 32.3, 116.6, 33.0],
    start: '2026-07-08',
    peak: '2026-07-18',
    end: '2026-08-15',
  },
];

export interface GrowingSite {
  id: string;
  name: { en: string; zh: string };
  /** A city builds on land; a port also fills the sea of its box (reclaimed yards and quays). */
  kind: 'city' | 'port';
  /** The ellipse inscribed in this box is built up by `to`, from its centre outwards. */
  box: Bbox;
  /** ISO 8601 dates (UTC): nothing new before `from`, all of it after `to`. */
  from: string;
  to: string;
}

export const GROWING_SITES: readonly GrowingSite[] = [
  {
    id: 'xiongan',
    name: { en: "Xiong'an New Area", zh: '雄安新区' },
    kind: 'city',
    box: [115.92, 38.93, 116.14, 39.07],
    from: '2023-06-01',
    to: '2026-10-01',
  },
  {
    id: 'lingang',
    name: { en: 'Lingang New Area, Shanghai', zh: '上海临港新片区' },
    kind: 'city',
    box: [121.86, 30.86, 121.98, 30.95],
    from: '2023-09-01',
    to: '2026-12-01',
  },
  {
    id: 'new-capital-egypt',
    name: { en: 'New Administrative Capital, Egypt', zh: '埃及新行政首都' },
    kind: 'city',
    box: [31.66, 29.98, 31.84, 30.07],
    from: '2023-01-01',
    to: '2026-06-01',
  },
  {
    id: 'nusantara',
    name: { en: 'Nusantara, East Kalimantan', zh: '努山塔拉（东加里曼丹）' },
    kind: 'city',
    box: [116.66, -0.99, 116.76, -0.91],
    from: '2023-09-01',
    to: '2026-12-01',
  },
  {
    id: 'chancay',
    name: { en: 'Port of Chancay, Peru', zh: '秘鲁钱凯港' },
    kind: 'port',
    box: [-77.29, -11.6, -77.255, -11.57],
    from: '2023-06-01',
    to: '2024-11-14',
  },
];

const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** Day of the year, 0 … 365, with its fraction. */
export function dayOfYear(atMs: number): number {
  const d = new Date(atMs);
  return (atMs - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY_MS;
}

/** How wet the season is at a latitude, 0 (the driest day) … 1 (the wettest, late July north, late January south). */
export function wetness(lat: number, atMs: number): number {
  const peak = lat >= 0 ? 205 : 22;
  const phase = ((dayOfYear(atMs) - peak) / YEAR_DAYS) * 2 * Math.PI;
  return 0.5 + 0.5 * Math.cos(phase);
}

interface EventSpan {
  box: Bbox;
  start: number;
  peak: number;
  end: number;
}
const EVENT_SPANS: EventSpan[] = FLOOD_EVENTS.map((e) => ({
  box: e.box,
  start: ms(e.start),
  peak: ms(e.peak),
  end: ms(e.end),
}));

/** How far into a box a position lies, 0 at its edge … 1 from `edge` degrees inside; 0 outside. */
function inside(box: Bbox, lon: number, lat: number, edge: number): number {
  const [w, s, e, n] = box;
  const d = Math.min(lon - w, e - lon, lat - s, n - lat);
  return d <= 0 ? 0 : Math.min(1, d / edge);
}

/** How far a flood has risen at a time: 0 … 1 at its peak (a quick rise, a slower recession). */
export const floodLevel = (e: Pick<FloodEvent, 'start' | 'peak' | 'end'>, atMs: number): number =>
  level({ start: ms(e.start), peak: ms(e.peak), end: ms(e.end) }, atMs);

function level(e: Omit<EventSpan, 'box'>, atMs: number): number {
  if (atMs <= e.start || atMs >= e.end) return 0;
  const f = atMs < e.peak ? (atMs - e.start) / (e.peak - e.start) : (e.end - atMs) / (e.end - e.peak);
  return f * f * (3 - 2 * f);
}

/** The floods under way at a time (their boxes and levels), for a picture to look up per pixel. */
export function floodsAt(atMs: number): { box: Bbox; level: number }[] {
  return EVENT_SPANS.map((e) => ({ box: e.box, level: level(e, atMs) })).filter((e) => e.level > 0);
}

/** How flooded a position is (0 … 1) among the floods under way (`floodsAt`). */
export function floodIntensity(floods: { box: Bbox; level: number }[], lon: number, lat: number): number {
  let f = 0;
  for (const e of floods) f = Math.max(f, e.level * inside(e.box, lon, lat, FLOOD_EDGE_DEG));
  return f;
}

/** How far a site is built at a time: 0 before `from` … 1 after `to`. */
export function growthAt(site: Pick<GrowingSite, 'from' | 'to'>, atMs: number): number {
  const from = ms(site.from);
  const to = ms(site.to);
  return Math.min(1, Math.max(0, (atMs - from) / (to - from)));
}

/**
 * The crop calendars, σ⁰ of a parcel against its ground's (linear factor) through the northern year (day, factor),
 * repeated every year: bare ground is smoother and darker, a ploughed field rough and bright, a flooded paddy dark,
 * a crop brightest near its full growth, stubble after the harvest darker again.
 */
const CALENDARS: readonly (readonly [number, number][])[] = [
  // Double rice (South China): ploughed in March, flooded and transplanted in April and July, harvested in July and October.
  [
    [0, 0.8],
    [70, 0.8],
    [88, 1.15],
    [100, 0.4],
    [122, 0.7],
    [165, 1.45],
    [190, 1.2],
    [196, 0.8],
    [205, 0.42],
    [226, 0.75],
    [268, 1.4],
    [292, 1.15],
    [300, 0.82],
    [365, 0.8],
  ],
  // Winter wheat then summer maize (the North China Plain).
  [
    [0, 0.75],
    [60, 0.8],
    [100, 1.2],
    [130, 1.45],
    [155, 1.2],
    [162, 0.82],
    [172, 0.78],
    [200, 1.1],
    [225, 1.45],
    [262, 1.25],
    [274, 0.88],
    [283, 1.15],
    [293, 0.7],
    [330, 0.75],
    [365, 0.75],
  ],
  // One summer crop (maize, soy: the north-east, the plains of the temperate north).
  [
    [0, 0.7],
    [100, 0.7],
    [115, 1.15],
    [130, 0.75],
    [170, 1.0],
    [210, 1.5],
    [250, 1.3],
    [268, 0.85],
    [300, 0.8],
    [365, 0.7],
  ],
];

/** The calendar's factor on a day of the year (interpolated, periodic). */
function calendarAt(c: readonly (readonly [number, number])[], day: number): number {
  const d = ((day % 365) + 365) % 365;
  for (let k = 1; k < c.length; k++)
    if (d <= c[k][0]) {
      const [d0, f0] = c[k - 1];
      const [d1, f1] = c[k];
      return f0 + ((f1 - f0) * (d - d0)) / (d1 - d0);
    }
  return c[c.length - 1][1];
}

/** The shares of the calendars at a latitude: rice in the south, wheat and maize in the middle, one crop north. */
function calendarShares(lat: number): [number, number, number] {
  const a = Math.abs(lat);
  if (a < 27) return [0.75, 0, 0.25];
  if (a < 34) return [0.4, 0.4, 0.2];
  if (a < 43) return [0.1, 0.55, 0.35];
  return [0.05, 0.1, 0.85];
}

/**
 * A parcel's σ⁰ factor on a day: `pick` (0 … 1, the parcel's own draw) chooses its calendar by the latitude's shares,
 * `phase` (-1 … 1) shifts its sowing by up to two weeks; seasons come later further from the tropics and a half-year
 * apart south of the equator.
 */
export function cropFactor(pick: number, phase: number, lat: number, day: number): number {
  const shares = calendarShares(lat);
  const k = pick < shares[0] ? 0 : pick < shares[0] + shares[1] ? 1 : 2;
  const shift = (Math.abs(lat) - 30) * 1.2 + 14 * phase + (lat < 0 ? 182.6 : 0);
  return calendarAt(CALENDARS[k], day - shift);
}

/** The mean crop factor of a latitude's fields on a day (what a coarse pixel, over many parcels, shows). */
export function meanCropFactor(lat: number, day: number): number {
  let sum = 0;
  let n = 0;
  for (let p = 0.05; p < 1; p += 0.1)
    for (let ph = -1; ph <= 1; ph += 0.5) {
      sum += cropFactor(p, ph, lat, day);
      n++;
    }
  return sum / n;
}
