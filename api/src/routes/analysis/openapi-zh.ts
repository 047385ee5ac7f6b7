/**
 * The Chinese of the application service analysis routes in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  summaries: [
    [
      'Run an analysis on a sample or a scene; the result is one GeoJSON FeatureCollection (WGS-84): ships as Points, water and oil spots as Polygons along the detected pixels',
      '对样例或景执行分析；结果为一个 GeoJSON FeatureCollection（WGS-84）：船只为 Point，水体和油污暗斑为沿检测像素的 Polygon',
    ],
    [
      "Run an analysis on a sample or a scene; the result is getwfs/'s features as a zipped ESRI shapefile (.shp, .shx, .dbf, .prj WGS-84, .cpg UTF-8): ships as Points, water and oil spots as Polygons, each feature's id and properties as DBF fields. Nothing found is a valid shapefile with no records",
      '对样例或景执行分析；结果为 getwfs/ 的要素打包成的压缩 ESRI shapefile（.shp、.shx、.dbf、.prj WGS-84、.cpg UTF-8）：船只为 Point，水体和油污暗斑为 Polygon，每个要素的 id 和属性作为 DBF 字段。未检测到任何目标时为不含记录的有效 shapefile',
    ],
  ],
  descriptions: [
    [
      'water: Otsu water extraction; oil: dark spots; vessel: CA-CFAR',
      'water：Otsu 水体提取；oil：暗斑；vessel：CA-CFAR',
    ],
  ],
};
