/** The Chinese of a scene's map tiles (./tiles.ts) in the API reference, keyed by the English they declare. */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [],
  summaries: [
    [
      "TileJSON 3.0 of the scene's product raster (sigma0 in dB) as map tiles in the globe's geographic scheme (EPSG:4326, WorldCRS84Quad: two 256-pixel tiles at level 0): every level for those with a live paid order or staff, the preview's levels for the others",
      '景的产品栅格（后向散射系数 sigma0，单位 dB）作为地图瓦片的 TileJSON 3.0，采用地球的地理切片方案（EPSG:4326，WorldCRS84Quad：第 0 级两块 256 像素瓦片）：持有有效付费订单的用户或员工可获得所有级别，其他用户仅获得预览级别',
    ],
    [
      "A 256-pixel PNG tile of the scene's product raster (sigma0 in dB stretched to a colour map; transparent where there is no data) at z/x/y.png in the globe's geographic scheme (EPSG:4326, WorldCRS84Quad); above the preview's last level (the tilejson's preview_maxzoom) only for those with a live paid order or staff (403 otherwise)",
      '景的产品栅格的 256 像素 PNG 瓦片（sigma0 按色带拉伸显示，无数据处透明），路径为 z/x/y.png，采用地球的地理切片方案（EPSG:4326，WorldCRS84Quad）；高于预览最后一级（TileJSON 的 preview_maxzoom）的瓦片仅提供给持有有效付费订单的用户或员工（否则返回 403）',
    ],
  ],
  descriptions: [
    [
      'σ⁰ drawn at the colour map’s low end, dB (-60 to 30; default -25)',
      '映射到色带低端的 σ⁰，单位 dB（-60 至 30；默认 -25）',
    ],
    [
      'σ⁰ drawn at the colour map’s high end, dB (-60 to 30; default 0)',
      '映射到色带高端的 σ⁰，单位 dB（-60 至 30；默认 0）',
    ],
    ['Gamma of the ramp between them (0.1 to 10; default 1)', '两端之间渐变的伽马值（0.1 至 10；默认 1）'],
    ['Colour map', '色带'],
    ['TileJSON 3.0.0', 'TileJSON 3.0.0 文档'],
    ['The row, then .png', '行号，后接 .png'],
  ],
};
