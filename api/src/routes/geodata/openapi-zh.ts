/**
 * The Chinese of the geodata (map search) routes in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [['Geodata (map search)', '地理数据（地图检索）']],
  summaries: [
    [
      "Region picker: countries (no parent), China's provinces (parent=CN), a province's cities (parent=330000)",
      '行政区选择器：国家（无上级）、中国的省份（parent=CN）、某省的城市（parent=330000）',
    ],
    [
      'One region with its simplified geometry in the Satellite CRS',
      '单个行政区及其在 Satellite 坐标系下的简化几何',
    ],
    [
      "The globe's vector basemap of a view: administrative boundaries and place names, chosen by the view's width",
      '地球仪视图的矢量底图：行政边界和地名，按视图宽度选取',
    ],
    [
      "The globe's basemap, land and water, as PNG tiles of 256 px in the geographic tiling scheme (EPSG:4326: 2×1 tiles at level 0, rows from the north), levels 0–12: Natural Earth's 1:10m coastlines, large lakes, Natural Earth II's land colours",
      '地球仪的陆地与水体底图：地理坐标切片方案（EPSG:4326：0 级为 2×1 块，行号自北向南）下 256 像素的 PNG 瓦片，级别 0–12；海岸线取自 Natural Earth 1:10m，含大型湖泊，陆地颜色取自 Natural Earth II',
    ],
    [
      'Place-name typeahead (zh or en; prefix, then contains), ranked by exactness then population',
      '地名联想输入（中文或英文；先前缀后包含），按匹配程度再按人口排序',
    ],
    [
      'A place with its search geometry: the region polygon (simplified) for an administrative region, else a circle of radius_km',
      '地名及其检索几何：行政区为（简化的）行政区多边形，其他为半径 radius_km 的圆',
    ],
  ],
  descriptions: [
    [
      'Children of this region; without it (and without level) the countries',
      '该行政区的下级；不指定（且不指定 level）时为国家',
    ],
    ['Include the simplified geometry', '包含简化几何'],
    [
      "ISO 3166-1 alpha-2 for a country ('CN'), the 6-digit adcode in China ('330000')",
      "国家为 ISO 3166-1 alpha-2 代码（'CN'），中国境内为 6 位行政区划代码（'330000'）",
    ],
    ['In the Accept-Language', '使用 Accept-Language 指定的语言'],
    ['The row and .png: `{y}.png`', '行号加 .png：`{y}.png`'],
    ["The client's release (the tiles never change within one)", '客户端的版本（同一版本内瓦片不变）'],
    ['[longitude, latitude] in the Satellite CRS', '[longitude, latitude]，Satellite 坐标系'],
    ['[west, south, east, north] in the Satellite CRS', '[west, south, east, north]，Satellite 坐标系'],
    ['Simplified for display, in the Satellite CRS', '为显示而简化，Satellite 坐标系'],
    [
      'The finest boundaries drawn: country (a view wider than 60°), province, city (narrower than 6°)',
      '绘制的最细边界级别：国家（视图宽于 60°）、省、市（窄于 6°）',
    ],
    [
      'GeoJSON lines in the Satellite CRS, clipped to the view and simplified for its scale',
      'GeoJSON 线，Satellite 坐标系，按视图裁剪并按比例尺简化',
    ],
    ['At most 120: regions first, then by population', '最多 120 个：行政区在前，然后按人口排序'],
    [
      "The coast (Natural Earth 1:10m, the basemap tiles' own) from a province's zoom in; boundaries are drawn on land only",
      '海岸线（Natural Earth 1:10m，与底图瓦片同源），省级及更近的视图提供；行政边界只画在陆地上',
    ],
    [
      'In the Accept-Language (the English name when there is no Chinese one)',
      '使用 Accept-Language 指定的语言（没有中文名称时为英文名称）',
    ],
    [
      'country | province | city (administrative regions: their polygon is the search geometry) | town',
      'country | province | city（行政区：其多边形即检索几何）| town',
    ],
    [
      'The region itself (kind ≠ town) or the city/country holding the town',
      '行政区本身（kind ≠ town），或包含该城镇的城市/国家',
    ],
    ['Circle radius for a town (km)', '城镇的圆形半径（千米）'],
    ['Set when the geometry is the region polygon', '几何为行政区多边形时设置'],
    ['Set when the geometry is a circle around the point', '几何为围绕该点的圆时设置'],
    ['GeoJSON geometry in the Satellite CRS', 'GeoJSON 几何，Satellite 坐标系'],
  ],
};
