/**
 * The Chinese of the OpenAPI document (GET /api/openapi.json with a Chinese Accept-Language), keyed by the English
 * the routes declare: their summaries and tags, the zod schemas' descriptions, the document's info block. Each route
 * group keeps its texts beside its routes (`<group>/openapi-zh.ts`); this file merges them and holds the info block
 * and the texts several groups show. English stays the source; a text changed or added in English has no Chinese
 * until it is translated, and the test api/test/openapi-zh.test.ts fails until then. Identifiers, field names, enum
 * values and units are kept as they are.
 */
import type { ChineseTexts, GroupTexts } from '../openapi/localize';
import { zh as system } from './system-openapi-zh';
import { zh as user } from './user/openapi-zh';
import { zh as passwordReset } from './password-reset-openapi-zh';
import { zh as catalog } from './catalog/openapi-zh';
import { zh as catalogTiles } from './catalog/openapi-zh-tiles';
import { zh as catalogStack } from './catalog/openapi-zh-stack';
import { zh as cart } from './cart/openapi-zh';
import { zh as orders } from './orders/openapi-zh';
import { zh as missions } from './missions/openapi-zh';
import { zh as missionOffer } from './missions/offer-openapi-zh';
import { zh as tasks } from './tasks/openapi-zh';
import { zh as picQuery } from './scene-permissions/openapi-zh';
import { zh as webSamples } from './web-samples/openapi-zh';
import { zh as stac } from './stac/openapi-zh';
import { zh as satellites } from './satellites/openapi-zh';
import { zh as simulation } from './simulation/openapi-zh';
import { zh as geodata } from './geodata/openapi-zh';
import { zh as audit } from './audit/openapi-zh';
import { zh as feedback } from './feedback/openapi-zh';
import { zh as effect } from './service-content/openapi-zh';
import { zh as discern } from './analysis/openapi-zh';
import { zh as reports } from './reports/openapi-zh';
import { zh as jobs } from './jobs/openapi-zh';
import { zh as organisations } from './org/openapi-zh';

/** Texts several route groups show (the envelope, shared filters and schemas). */
const shared: GroupTexts = {
  tags: [['Application services', '应用服务']],
  descriptions: [
    [
      'The HTTP status (400, 403, 404, 409, 413, 422, 429, 500, 503)',
      'HTTP 状态码（400、403、404、409、413、422、429、500、503）',
    ],
    ['metres (coarser of range and azimuth)', '米（距离向与方位向中较粗的一个）'],
    ['Signed link, valid at least 1 h', '签名链接，有效期至少 1 小时'],
    ['WGS-84, whatever the Satellite header', 'WGS-84，与 Satellite 请求头无关'],
    [
      'GeoJSON geometry in the Satellite header coordinate system',
      'GeoJSON 几何，使用 Satellite 请求头指定的坐标系',
    ],
    ['Default Response', '默认响应'],
    ['Part of the username, name or organization', '用户名、姓名或单位的一部分'],
    [
      "mine: the caller's own rows (default); all: staff and sales, the rows they look after",
      'mine：调用者本人的记录（默认）；all：员工和销售人员可查看其负责的记录',
    ],
    ['Created on or after (YYYY-MM-DD, UTC)', '创建时间在该日期或之后（YYYY-MM-DD，UTC）'],
    ['Created on or before (YYYY-MM-DD, UTC)', '创建时间在该日期或之前（YYYY-MM-DD，UTC）'],
    ['Staff and sales: the customer', '员工和销售人员：客户'],
    ['The version the change was made on (409 when older)', '修改所基于的版本（版本过旧返回 409）'],
    ['The requirement as the control system reads it', '测控系统读取的需求内容'],
    [
      'created (waiting), active (running), retry (an attempt failed, another follows), completed, failed (retries spent), cancelled',
      'created（等待中）、active（运行中）、retry（一次尝试失败，将再次尝试）、completed（已完成）、failed（重试次数用尽）、cancelled（已取消）',
    ],
    ['Rows written so far', '目前已写入的行数'],
    [
      'Rows the export holds: the count of the search when it started (estimated above 10000), exact once completed',
      '导出包含的行数：开始时检索的计数（超过 10000 时为估计值），完成后为确切值',
    ],
    ['The file name, without its extension', '文件名（不含扩展名）'],
    ['Where the finished file is downloaded (null until completed)', '已完成文件的下载地址（完成前为 null）'],
  ],
};

const GROUPS: readonly GroupTexts[] = [
  shared,
  system,
  user,
  passwordReset,
  catalog,
  catalogTiles,
  catalogStack,
  cart,
  orders,
  missions,
  missionOffer,
  tasks,
  picQuery,
  webSamples,
  stac,
  satellites,
  simulation,
  geodata,
  audit,
  feedback,
  effect,
  discern,
  reports,
  jobs,
  organisations,
];
const merged = (pick: (g: GroupTexts) => readonly (readonly [string, string])[] | undefined) =>
  new Map(GROUPS.flatMap((g) => pick(g) ?? []));

/** Tag names (the groups of the reference). */
export const TAGS: ReadonlyMap<string, string> = merged((g) => g.tags);

/** The document's title and description. */
export const INFO: ReadonlyMap<string, string> = new Map([
  ['SAR imagery portal API', '雷达卫星影像服务平台 API'],
  [
    'Envelope: HTTP 200 {code:0,msg,data:[...]}; HTTP 200 {code:201,msg} when the session is missing, invalid or expired (under /api/stac: HTTP 401 with WWW-Authenticate: Bearer); errors {code,msg,errors?}.',
    '响应封装：HTTP 200 {code:0,msg,data:[...]}；会话缺失、无效或过期时为 HTTP 200 {code:201,msg}（/api/stac 下为 HTTP 401 并带 WWW-Authenticate: Bearer）；错误为 {code,msg,errors?}。',
  ],
]);

/** Operation summaries. */
export const SUMMARIES: ReadonlyMap<string, string> = merged((g) => g.summaries);

/** Descriptions of parameters, bodies, responses, schemas and their fields. */
export const DESCRIPTIONS: ReadonlyMap<string, string> = merged((g) => g.descriptions);

export const OPENAPI_ZH: ChineseTexts = {
  tags: TAGS,
  info: INFO,
  summaries: SUMMARIES,
  descriptions: DESCRIPTIONS,
};
