/**
 * The Chinese of the simulation routes in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 * Texts that name satellites or modes are built from the constellation table, as the routes build their English.
 */
import { IMAGING_MODES, IMAGING_MODE_ORDER, SATELLITE_IDS } from '@portal/shared/domain';
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [['Simulation', '仿真']],
  summaries: [
    [
      'Run and save an access prediction (JSON, or multipart with a kml/kmz/zipped-shapefile `file` as the target)',
      '执行并保存一次访问预测（JSON，或以 kml/kmz/压缩 shapefile 的 `file` 作为目标的 multipart）',
    ],
    [
      "The caller's simulations, newest first (without opportunities; GET /simulation/{id}/ has them)",
      '调用者的仿真，最新的在前（不含成像机会；GET /simulation/{id}/ 包含）',
    ],
    [
      "One of the caller's simulations with its opportunities (404 for anyone else's)",
      '调用者的单个仿真及其成像机会（他人的仿真返回 404）',
    ],
    [
      "Delete one of the caller's simulations (404 for anyone else's)",
      '删除调用者的单个仿真（他人的仿真返回 404）',
    ],
    ["Rename one of the caller's simulations", '重命名调用者的单个仿真'],
    [
      "The tag of one of the caller's simulations (the reference a tasking order carries)",
      '调用者单个仿真的标签（任务订单所携带的引用）',
    ],
    [
      'The simulation as KML 2.2 (target and one Placemark per opportunity with its footprint and times); WGS-84 as KML requires',
      '仿真结果的 KML 2.2 文件（目标，以及每个成像机会一个 Placemark，含其覆盖范围和时间）；按 KML 要求使用 WGS-84',
    ],
    [
      'The target geometry of an uploaded area file (multipart `file`: kml, kmz or zipped shapefile)',
      '上传的区域文件的目标几何（multipart `file`：kml、kmz 或压缩的 shapefile）',
    ],
  ],
  descriptions: [
    ['Default: the name in the area file, else the tag', '默认：区域文件中的名称，否则为标签'],
    [
      `'any' (all satellites offering the imaging mode) or a list of ${SATELLITE_IDS.join(', ')} (multipart: comma-separated)`,
      `'any'（提供该成像模式的所有卫星）或 ${SATELLITE_IDS.join('、')} 的列表（multipart：逗号分隔）`,
    ],
    ['ISO 8601; default now. At most 1 day in the past', 'ISO 8601；默认为当前时间。最多可早于当前 1 天'],
    [
      'ISO 8601; default start + 7 days; at most 30 days after start',
      'ISO 8601；默认为开始时间后 7 天；最多为开始时间后 30 天',
    ],
    ['The target, unless a `file` is sent (multipart)', '目标，除非发送了 `file`（multipart）'],
    ['A point, in the Satellite header coordinate system', '一个点，使用 Satellite 请求头指定的坐标系'],
    [
      "Multipart only: a kml, kmz or zipped-shapefile area (WGS-84 by the formats' definition)",
      '仅 multipart：kml、kmz 或压缩 shapefile 区域文件（按这些格式的定义为 WGS-84）',
    ],
    ['Min look (off-nadir) angle, degrees (at least 13)', '最小视角（离天底角），度（至少 13）'],
    ['Max look angle, degrees (at most 40)', '最大视角，度（至多 40）'],
    [
      `Imaging mode: ${IMAGING_MODE_ORDER.map((c) => `${c} ${IMAGING_MODES[c].name.en}`).join(', ')} (footprint width)`,
      `成像模式：${IMAGING_MODE_ORDER.map((c) => `${c} ${IMAGING_MODES[c].name.zh}`).join('，')}（决定覆盖宽度）`,
    ],
    ['Soonest opportunities to return (default 5; at most 50)', '返回的最近成像机会数（默认 5；最多 50）'],
    ['Zero-Doppler instant over the target point', '飞越目标点的零多普勒时刻'],
    ['Off-nadir angle from the geodetic nadir, degrees', '相对大地天底的离天底角，度'],
    [
      'Area targets: does one scene cover the whole (largest) polygon?',
      '区域目标：单景能否覆盖整个（最大的）多边形？',
    ],
    [
      'Predicted scene footprint (Polygon, or MultiPolygon across ±180°)',
      '预测的景覆盖范围（Polygon，跨越 ±180° 时为 MultiPolygon）',
    ],
    [
      'The sub-satellite track ±4 minutes around the imaging centre (longitudes unwrapped)',
      '成像中心前后 ±4 分钟的星下点轨迹（经度已展开）',
    ],
    ['Epoch of the TLE this prediction used', '本次预测所用 TLE 的历元'],
    [
      'true: the TLE is synthetic (seeded), not a real element set',
      'true：该 TLE 为合成的（种子数据），并非真实根数',
    ],
    [
      'Stable reference of the simulation (a tasking order may carry it as planning_tag)',
      '仿真的稳定引用（任务订单可将其作为 planning_tag 携带）',
    ],
    [
      'The point that must be imaged (an area: centroid of its largest polygon)',
      '必须成像的点（区域目标：其最大多边形的质心）',
    ],
    [
      'Finds the soonest imaging opportunities of the chosen satellites for the target within the look-angle band, side and orbit direction, using the TLE in use for each satellite (GET /commodity/satellites/). An area target must have its centroid (of its largest polygon) imaged. Nothing found: HTTP 422 "Simulation failed! (adjust region or time range and re-simulate)".',
      '在视角范围、侧视方向和轨道方向内，使用各卫星正在使用的 TLE（GET /commodity/satellites/），查找所选卫星对目标的最近成像机会。区域目标必须对其（最大多边形的）质心成像。未找到时返回 HTTP 422 “仿真失败！（请调整区域或时间范围后重新仿真）”。',
    ],
    [
      'Reprojects a shapefile with a .prj to WGS-84, simplifies areas over 300 vertices, then answers in the Satellite header system. Limits: api/README.md.',
      '将带 .prj 的 shapefile 重投影到 WGS-84，对超过 300 个顶点的区域进行简化，然后以 Satellite 请求头指定的坐标系应答。限制见 api/README.md。',
    ],
  ],
};
