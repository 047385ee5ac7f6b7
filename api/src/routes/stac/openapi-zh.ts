/**
 * The Chinese of the STAC API routes in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [['STAC API', 'STAC API（时空资产目录接口）']],
  summaries: [
    ['STAC landing page', 'STAC 入口页'],
    ['STAC conformance classes', 'STAC 一致性类别'],
    ['Queryable properties of the CQL2 filter', 'CQL2 过滤器可查询的属性'],
    ['STAC collections', 'STAC 集合'],
    ['One STAC collection', '单个 STAC 集合'],
    ['Items of a collection (bbox, datetime, limit, token)', '集合中的条目（bbox、datetime、limit、token）'],
    ['One STAC item', '单个 STAC 条目'],
    ['STAC item search (GET)', 'STAC 条目检索（GET）'],
    ['STAC item search (POST)', 'STAC 条目检索（POST）'],
    [
      'Add a scene to the archive from a STAC Item (201 with its Location), or several from an ItemCollection, all or none (staff)',
      '由 STAC 条目向存档添加一景影像（返回 201 及其 Location），或由 ItemCollection 一次添加多景，全部添加或全部不添加（员工）',
    ],
    [
      "Replace a scene's Item (404 for an unknown id; the body's id and collection must match the address) (staff)",
      '替换一景影像的条目（未知 ID 返回 404；请求体中的 id 和 collection 须与地址一致）（员工）',
    ],
    [
      'Delete a scene from the archive (409 while an order holds it: orders and their downloads stay whole) (staff)',
      '从存档删除一景影像（订单中的影像返回 409：订单及其下载保持完整）（员工）',
    ],
  ],
  descriptions: [
    ['STAC document', 'STAC 文档'],
    [
      'A STAC 1.0 Item with the sar, sat and view extension fields the portal serves (projection optional), or for POST an ItemCollection of up to 100 Items',
      '带有门户所提供的 sar、sat 和 view 扩展字段（projection 可选）的 STAC 1.0 条目；POST 时也可以是最多 100 个条目的 ItemCollection',
    ],
    [
      'The Item as served, or the ItemCollection of the Items added',
      '与读取时相同的条目，或所添加条目的 ItemCollection',
    ],
    ['The Item as served', '与读取时相同的条目'],
    ['Deleted', '已删除'],
    [
      'west,south,east,north in WGS-84 degrees (west > east crosses ±180°)',
      'west,south,east,north，WGS-84 经纬度（west > east 表示跨越 ±180°）',
    ],
    ['An RFC 3339 instant or interval, open ends as ..', 'RFC 3339 时刻或时间区间，开放端写作 ..'],
    ['Items per page', '每页条目数'],
    ['The next page, from the previous answer', '下一页，取自上一次应答'],
    ['A GeoJSON geometry (JSON)', 'GeoJSON 几何（JSON）'],
    ['Comma-separated item ids', '逗号分隔的条目 id'],
    ['Comma-separated collection ids', '逗号分隔的集合 id'],
    [
      'Comma-separated fields, - for descending, e.g. -properties.datetime',
      '逗号分隔的字段，- 表示降序，例如 -properties.datetime',
    ],
    ['Comma-separated fields to include, - to exclude', '逗号分隔的要包含的字段，- 表示排除'],
    ['A CQL2 JSON filter', 'CQL2 JSON 过滤器'],
  ],
};
