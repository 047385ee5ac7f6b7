/**
 * Coordinates and areas: the Satellite (coordinate system) header, area files (api/src/geo; limits in
 * api/src/geo/limits.ts) and map tiles.
 * Merged with the other areas into SERVER_MESSAGES (../messages.ts); a key is unique across them.
 */
export const GEO_MESSAGES = {
  invalidSatellite: {
    zh: 'Satellite 请求头只能是 GCJ02 或 WGS84',
    en: 'The Satellite header must be GCJ02 or WGS84',
  },
  areaFormat: {
    zh: '仅支持 kml、kmz 和 shp 压缩包（zip）文件',
    en: 'Only kml, kmz and shp archive (zip) files are accepted',
  },
  areaCorrupt: {
    zh: '文件已损坏或格式有误，无法读取',
    en: 'The file is damaged or malformed and could not be read',
  },
  areaNoShapefile: {
    zh: '压缩包中没有 shapefile（.shp）文件',
    en: 'The archive contains no shapefile (.shp)',
  },
  areaProjection: {
    zh: '无法识别 shapefile 的坐标系（.prj）',
    en: "The shapefile's coordinate system (.prj) is not recognised",
  },
  areaNotGeographic: {
    zh: '坐标超出经纬度范围（缺少 .prj 坐标系文件？）',
    en: 'Coordinates are outside longitude/latitude ranges (is the .prj file missing?)',
  },
  areaNoPolygon: { zh: '文件中没有面（多边形）', en: 'The file contains no polygon' },
  areaTooManyPolygons: { zh: '文件中的多边形超过100个', en: 'The file contains more than 100 polygons' },
  areaTooManyVertices: {
    zh: '区域顶点过多（简化后最多500个）',
    en: 'The area has too many vertices (at most 500 after simplification)',
  },
  areaTooLarge: { zh: '区域面积超过500,000平方公里', en: 'The area is larger than 500,000 km²' },
  areaTooComplex: {
    zh: '文件过于复杂，无法在限定的时间和内存内读取',
    en: 'The file is too complex to read within the time and memory limits',
  },
  tileOutOfRange: {
    zh: '瓦片编号超出范围：级别 z 为 0~{maxLevel}，该级别的列 x 为 0~{maxX}，行 y 为 0~{maxY}',
    en: 'No such tile: level z is 0 to {maxLevel}, and at this level column x is 0 to {maxX} and row y 0 to {maxY}',
  },
} as const;
