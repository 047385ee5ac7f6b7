/**
 * Simulation (docs/requirements.md §7, §8) and the satellites' orbital elements.
 * Merged with the other areas into SERVER_MESSAGES (../messages.ts); a key is unique across them.
 */
import { SATELLITE_IDS } from '@portal/shared/domain';

const SATELLITE_CHOICES = {
  zh: ['any', ...SATELLITE_IDS].join('、'),
  en: `${['any', ...SATELLITE_IDS.slice(0, -1)].join(', ')} or ${SATELLITE_IDS[SATELLITE_IDS.length - 1]}`,
};

export const SIMULATION_MESSAGES = {
  simulationFailed: {
    zh: '仿真失败！（请调整区域或时间范围后重新仿真）',
    en: 'Simulation failed! (adjust region or time range and re-simulate)',
  },
  simulated: { zh: '仿真成功', en: 'Simulation successful' },
  timeInvalid: {
    zh: '时间格式无效（应为 ISO 8601，例如 2026-01-01T00:00:00Z）',
    en: 'Invalid time (ISO 8601 expected, e.g. 2026-01-01T00:00:00Z)',
  },
  startInPast: {
    zh: '开始时间不能早于当前时间一天以上',
    en: 'The start time cannot be more than one day in the past',
  },
  rangeTooLong: { zh: '时间范围不能超过30天', en: 'The time range cannot exceed 30 days' },
  opportunityLimit: { zh: '机会数量为1到50', en: 'The number of opportunities must be between 1 and 50' },
  simulationTargetRequired: {
    zh: '请提供目标点、多边形或区域文件',
    en: 'Provide a target point, a polygon or an area file',
  },
  targetInvalid: {
    zh: '目标无效（纬度 -90~90，经度 -180~180，或 GeoJSON 多边形）',
    en: 'Invalid target (latitude -90~90, longitude -180~180, or a GeoJSON polygon)',
  },
  satelliteUnknown: {
    zh: `未知卫星（可选 ${SATELLITE_CHOICES.zh}）`,
    en: `Unknown satellite (${SATELLITE_CHOICES.en})`,
  },
  imgModeUnsupported: {
    zh: '所选卫星不支持该成像模式',
    en: 'The selected satellite does not offer this imaging mode',
  },
  noTle: {
    zh: '所选卫星没有轨道根数（TLE），请联系管理员上传',
    en: 'No orbital elements (TLE) for the selected satellite; ask staff to upload them',
  },
  tleInvalid: { zh: 'TLE 数据有误', en: 'The TLE data is invalid' },
  tleUploaded: { zh: 'TLE 上传成功', en: 'TLE uploaded' },
  tleUploadedStale: {
    zh: 'TLE 已上传，但历元早于7天前，预报精度会降低',
    en: 'TLE uploaded, but its epoch is more than 7 days old: predictions will be less accurate',
  },
  tleUnknownSatellite: {
    zh: `无法确定该 TLE 属于哪颗卫星：请指定 satellite_id，或在 3LE 标题行写明卫星（如 ${SATELLITE_IDS[0]}）`,
    en: `Cannot tell which satellite this TLE belongs to: give satellite_id, or name the satellite (e.g. ${SATELLITE_IDS[0]}) in the 3LE title line`,
  },
  tleOneRecord: {
    zh: '指定 satellite_id 时只能上传一组 TLE',
    en: 'With satellite_id, upload exactly one element set',
  },
} as const;
