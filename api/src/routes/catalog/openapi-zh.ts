/**
 * The Chinese of the archive catalog routes (search, scenes, saved searches) in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [['Archive catalog', '存档目录']],
  summaries: [
    [
      'Search archived scenes by area (rectangle, polygon, circle, region, place, imported file) and/or image IDs, with filters',
      '按区域（矩形、多边形、圆形、行政区、地名、导入文件）和/或影像编号检索存档景，可附加筛选条件',
    ],
    ['One archived scene', '单景存档影像'],
    ['Quicklook PNG of a scene (authenticated)', '景的快视图 PNG（需要认证）'],
    [
      'Quicklook PNG through a signed link made for one viewer (the quicklook_url of search results)',
      '通过为单个查看者生成的签名链接获取快视图 PNG（即检索结果中的 quicklook_url）',
    ],
    [
      "A signed link to the scene's product package (zip, SAMPLE product), valid 10 minutes: for a scene the caller holds a live order for, or for staff (403 otherwise)",
      '景的产品包（zip，SAMPLE 产品）签名链接，有效期 10 分钟：仅限调用者持有有效订单的景或员工（否则返回 403）',
    ],
    ['Product package through a signed, expiring link (zip)', '通过有时效的签名链接获取产品包（zip）'],
    [
      "The product raster alone (Cloud Optimized GeoTIFF: sigma0 in dB, Float32, EPSG:4326, at the imaging mode's pixel spacing) through the same signed, expiring link; Range requests read parts of it (GDAL /vsicurl/, STAC clients)",
      '通过同一有时效的签名链接单独获取产品栅格（云优化 GeoTIFF：后向散射系数 sigma0，单位 dB，Float32，EPSG:4326，按成像模式的像元间距）；支持 Range 请求读取部分内容（GDAL /vsicurl/、STAC 客户端）',
    ],
    [
      "Export a search's result set as CSV, GeoJSON, KML or XLSX; geometries in WGS-84 (EPSG:4326) whatever the Satellite header, the CSV's and XLSX's in a WKT column. Up to 10000 scenes the file is the answer; above, the export runs as a job (up to 200000 scenes): 202 with the job, whose state and progress GET /api/jobs/{id}/ gives, and an alert brings the file's link when it is ready",
      '将检索结果集导出为 CSV、GeoJSON、KML 或 XLSX；无论 Satellite 请求头为何，几何均为 WGS-84（EPSG:4326），CSV 和 XLSX 的几何在 WKT 列中。不超过 10000 景时直接返回文件；超过时导出作为后台任务运行（最多 200000 景）：返回 202 及该任务，其状态和进度由 GET /api/jobs/{id}/ 给出，完成后站内消息送达文件链接',
    ],
    [
      'Read an area file (KML, KMZ or zipped SHP) into polygons to search with (as a `polygon` area)',
      '将区域文件（KML、KMZ 或压缩的 SHP）读取为可用于检索的多边形（作为 `polygon` 区域）',
    ],
    // Saved searches that alert (issue 35)
    [
      "The caller's saved searches that alert, newest first, with how many scenes each has matched",
      '调用者保存的订阅（带提醒的检索条件），最新的在前，并附每个订阅已匹配的影像数',
    ],
    [
      'Save an archive search as a subscription: new scenes that match it are told on the chosen channels',
      '将存档检索条件保存为订阅：有新入库的影像匹配时，通过所选方式通知',
    ],
    ["One of the caller's subscriptions", '调用者的一个订阅'],
    [
      'Change a subscription: its name or channels; paused true pauses it, false resumes it',
      '修改订阅：名称或通知方式；paused 为 true 暂停，为 false 恢复',
    ],
    ['Delete a subscription: nothing more is told about it', '删除订阅：此后不再为它发送通知'],
  ],
  descriptions: [
    [
      '[west, south, east, north] (WGS-84 extent of the split footprint)',
      '[west, south, east, north]（拆分后覆盖范围的 WGS-84 外包框）',
    ],
    ['[lng, lat] in the request system', '[lng, lat]，请求所用坐标系'],
    ['Target areas (union), at most 5', '目标区域（取并集），最多 5 个'],
    [
      '[west, south, east, north]; west > east crosses ±180°',
      '[west, south, east, north]；west > east 表示跨越 ±180°',
    ],
    ['GeoJSON Polygon or MultiPolygon', 'GeoJSON Polygon 或 MultiPolygon'],
    ['Image IDs', '影像编号'],
    ['Include footprints', '包含覆盖范围'],
    // Saved searches that alert (issue 35)
    ['What the subscription watches, e.g. "Port of Ningbo"', '订阅关注的对象，例如“宁波港”'],
    [
      'The archive search body the portal sends (areas, ids, filters)',
      '门户发送的存档检索请求体（区域、影像 ID、筛选条件）',
    ],
    [
      'How the owner is told: alert, email, webhook (subscription.matched)',
      '通知所有者的方式：alert（站内提醒）、email（电子邮件）、webhook（subscription.matched 事件）',
    ],
    ['true: nothing is told until it is resumed (false)', 'true：暂停通知，直到恢复（false）'],
    ['The saved search body', '保存的检索请求体'],
    [
      "The coordinate system of the search's coordinates (the Satellite header it was saved with)",
      '检索条件中坐标所用的坐标系（保存时 Satellite 请求头的值）',
    ],
    ['Scenes it has matched so far', '迄今已匹配的影像数'],
  ],
};
