/**
 * The sites of interest the archive's repeat passes (repeat-passes.ts) fly over, and the geometries each is imaged
 * on: river deltas and plains with a flood event of imagery/world.ts, its building sites, ports, deltas, farmland.
 * Satellites are named by their index in the constellation table, modes by their code.
 */
import type { ImagingModeCode, LookSide, OrbitDirection } from '@portal/shared/orbit';
import type { Bbox } from '../geo/bbox';
import { FLOOD_EVENTS, GROWING_SITES } from '../imagery/world';

/** One way a site is imaged again and again. */
export interface SiteGeometry {
  /** Index of the satellite in the constellation table. */
  satellite: number;
  mode: ImagingModeCode;
  direction: OrbitDirection;
  side: LookSide;
  /** The look angle asked for (deg): the pass of the cycle closest to it is the track's. */
  look: number;
}

export interface RepeatSite {
  id: string;
  kind: 'port' | 'delta' | 'farmland' | 'city';
  name: { en: string; zh: string };
  lon: number;
  lat: number;
  /** The flood event of imagery/world.ts (FLOOD_EVENTS) over the site, if any. */
  flood?: string;
  /** The building site of imagery/world.ts (GROWING_SITES) it watches, if any. */
  growing?: string;
  geometries: SiteGeometry[];
}

const centre = (box: Bbox): [number, number] => [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2];
const flood = (id: string) => FLOOD_EVENTS.find((e) => e.id === id)!;
const growing = (id: string) => GROWING_SITES.find((s) => s.id === id)!;

const g = (
  satellite: number,
  mode: ImagingModeCode,
  direction: OrbitDirection,
  side: LookSide,
  look: number,
): SiteGeometry => ({ satellite, mode, direction, side, look });

/** A flood event's site: its box's centre, or a place in it (a town beside the floodplain, to tell change from none). */
function floodSite(
  id: string,
  kind: RepeatSite['kind'],
  geometries: SiteGeometry[],
  at?: [number, number],
): RepeatSite {
  const e = flood(id);
  const [lon, lat] = at ?? centre(e.box);
  return { id, kind, name: e.name, lon, lat, flood: id, geometries };
}

function growingSite(id: string, geometries: SiteGeometry[]): RepeatSite {
  const s = growing(id);
  const [lon, lat] = centre(s.box);
  return { id, kind: s.kind === 'port' ? 'port' : 'city', name: s.name, lon, lat, growing: id, geometries };
}

/** The sites of interest and their geometries (satellites by their index in the constellation table). */
export const REPEAT_SITES: readonly RepeatSite[] = [
  // River deltas and plains with a flood event in the archive's years: a stripmap and a ScanSAR narrow track each.
  floodSite('poyang-2024', 'delta', [g(1, 3, 'descending', 'right', 30), g(2, 4, 'ascending', 'right', 26)]),
  // East Dongting Lake's plain and Yueyang beside it.
  floodSite(
    'dongting-2024',
    'delta',
    [g(2, 3, 'descending', 'right', 28), g(0, 4, 'ascending', 'left', 30)],
    [112.98, 29.3],
  ),
  floodSite('beijiang-2024', 'delta', [
    g(1, 3, 'ascending', 'right', 32),
    g(2, 4, 'descending', 'right', 24),
  ]),
  floodSite('punjab-2025', 'delta', [g(3, 3, 'descending', 'right', 29), g(0, 4, 'ascending', 'right', 27)]),
  // The Huai's flood storage areas and Fuyang beside them.
  floodSite(
    'huai-2026',
    'delta',
    [g(2, 3, 'ascending', 'right', 30), g(3, 4, 'descending', 'left', 28)],
    [115.9, 32.8],
  ),
  // Building sites: a new city's or port's growth over the years.
  growingSite('xiongan', [g(1, 3, 'descending', 'right', 31), g(3, 1, 'ascending', 'right', 27)]),
  growingSite('lingang', [g(0, 3, 'ascending', 'right', 29)]),
  growingSite('new-capital-egypt', [g(2, 3, 'descending', 'right', 33)]),
  growingSite('nusantara', [g(1, 3, 'ascending', 'left', 30)]),
  growingSite('chancay', [g(2, 1, 'descending', 'right', 30), g(0, 3, 'ascending', 'right', 28)]),
  // Ports: ships come and go between the passes.
  {
    id: 'yangshan',
    kind: 'port',
    name: { en: 'Yangshan deep-water port', zh: '洋山深水港' },
    lon: 122.05,
    lat: 30.62,
    geometries: [g(1, 3, 'descending', 'right', 28), g(3, 1, 'ascending', 'right', 33)],
  },
  {
    id: 'ningbo-zhoushan',
    kind: 'port',
    name: { en: 'Ningbo-Zhoushan port', zh: '宁波舟山港' },
    lon: 121.88,
    lat: 29.93,
    geometries: [g(0, 3, 'ascending', 'right', 30)],
  },
  {
    id: 'shenzhen-hong-kong',
    kind: 'port',
    name: { en: 'Shenzhen and Hong Kong container ports', zh: '深圳与香港集装箱港' },
    lon: 114.15,
    lat: 22.45,
    geometries: [g(2, 3, 'ascending', 'right', 27)],
  },
  {
    id: 'qingdao',
    kind: 'port',
    name: { en: 'Qingdao Qianwan port', zh: '青岛前湾港' },
    lon: 120.2,
    lat: 36.0,
    geometries: [g(1, 3, 'ascending', 'left', 29)],
  },
  {
    id: 'tianjin',
    kind: 'port',
    name: { en: 'Port of Tianjin', zh: '天津港' },
    lon: 117.75,
    lat: 38.98,
    geometries: [g(3, 3, 'descending', 'right', 31)],
  },
  {
    id: 'singapore',
    kind: 'port',
    name: { en: 'Singapore Strait and Tuas', zh: '新加坡海峡与大士港' },
    lon: 103.7,
    lat: 1.25,
    geometries: [g(2, 3, 'descending', 'right', 30), g(1, 4, 'ascending', 'right', 25)],
  },
  {
    id: 'busan',
    kind: 'port',
    name: { en: 'Busan New Port', zh: '釜山新港' },
    lon: 128.8,
    lat: 35.08,
    geometries: [g(0, 3, 'descending', 'right', 27)],
  },
  {
    id: 'rotterdam',
    kind: 'port',
    name: { en: 'Rotterdam Maasvlakte', zh: '鹿特丹马斯弗拉克特' },
    lon: 4.05,
    lat: 51.95,
    geometries: [g(1, 3, 'ascending', 'right', 32)],
  },
  {
    id: 'los-angeles',
    kind: 'port',
    name: { en: 'Los Angeles and Long Beach', zh: '洛杉矶与长滩港' },
    lon: -118.22,
    lat: 33.74,
    geometries: [g(2, 3, 'descending', 'right', 29)],
  },
  {
    id: 'jebel-ali',
    kind: 'port',
    name: { en: 'Jebel Ali, Dubai', zh: '迪拜杰贝阿里港' },
    lon: 55.03,
    lat: 25.01,
    geometries: [g(3, 3, 'ascending', 'right', 30)],
  },
  // Deltas whose rivers and fields follow the seasons.
  {
    id: 'mekong-delta',
    kind: 'delta',
    name: { en: 'Mekong delta', zh: '湄公河三角洲' },
    lon: 105.8,
    lat: 10.05,
    geometries: [g(1, 4, 'descending', 'right', 27)],
  },
  {
    id: 'ganges-delta',
    kind: 'delta',
    name: { en: 'Ganges–Brahmaputra delta', zh: '恒河—布拉马普特拉河三角洲' },
    lon: 90.3,
    lat: 23.4,
    geometries: [g(2, 4, 'ascending', 'right', 29)],
  },
  {
    id: 'nile-delta',
    kind: 'delta',
    name: { en: 'Nile delta', zh: '尼罗河三角洲' },
    lon: 31.0,
    lat: 30.85,
    geometries: [g(0, 3, 'descending', 'right', 31)],
  },
  {
    id: 'new-orleans',
    kind: 'delta',
    name: { en: 'Mississippi at New Orleans', zh: '新奥尔良密西西比河' },
    lon: -90.07,
    lat: 29.95,
    geometries: [g(3, 3, 'ascending', 'left', 28)],
  },
  // Farmland: the crop calendar, sowing to harvest.
  {
    id: 'north-china-plain',
    kind: 'farmland',
    name: { en: 'North China Plain (Hengshui)', zh: '华北平原（衡水）' },
    lon: 115.7,
    lat: 37.7,
    geometries: [g(2, 6, 'ascending', 'right', 30), g(1, 3, 'descending', 'right', 26)],
  },
  {
    id: 'jianghan-plain',
    kind: 'farmland',
    name: { en: 'Jianghan Plain rice fields', zh: '江汉平原稻田' },
    lon: 113.0,
    lat: 30.4,
    geometries: [g(3, 3, 'descending', 'right', 30)],
  },
  {
    id: 'sanjiang-plain',
    kind: 'farmland',
    name: { en: 'Sanjiang Plain, Heilongjiang', zh: '黑龙江三江平原' },
    lon: 132.5,
    lat: 47.0,
    geometries: [g(1, 6, 'ascending', 'right', 28)],
  },
  {
    id: 'iowa',
    kind: 'farmland',
    name: { en: 'Iowa corn belt', zh: '美国艾奥瓦玉米带' },
    lon: -93.5,
    lat: 42.0,
    geometries: [g(2, 6, 'descending', 'right', 31)],
  },
  {
    id: 'poltava',
    kind: 'farmland',
    name: { en: 'Poltava black-earth fields', zh: '波尔塔瓦黑土农田' },
    lon: 34.5,
    lat: 49.6,
    geometries: [g(0, 3, 'ascending', 'right', 29)],
  },
];
