/** The Chinese of a scene's stack, time series and change (./stack.ts, ./change.ts), keyed by the English they declare. */
import {
  CHANGE_COLOURS,
  STACK_INCIDENCE_TOLERANCE_DEG,
  STACK_MAX_SCENES,
  STACK_MIN_OVERLAP,
} from '@portal/shared/domain/scene-stack';
import { MAX_FIRST_RENDERS } from '../../catalog/stack-rasters';
import { TIMESERIES_MAX_PIXELS } from '../../catalog/timeseries';
import { CHANGE_GRID_MAX_PX, CHANGE_LOOK } from '../../imagery/change';
import type { GroupTexts } from '../../openapi/localize';
import { SUMMARIES as CHANGE } from './change';
import { SUMMARIES as STACK } from './stack';

const rgba = (c: readonly number[]) => `RGBA (${c.join(', ')})`;

export const zh: GroupTexts = {
  tags: [],
  summaries: [
    [
      STACK.stack,
      `景的影像栈：您可查看的、同一卫星、同一轨道方向和视向、入射角与该景相差不超过 ${STACK_INCIDENCE_TOLERANCE_DEG}°、足迹重叠至少达较小足迹 ${STACK_MIN_OVERLAP * 100}% 的影像，按成像时间排序（包含该景本身；最多 ${STACK_MAX_SCENES} 景，取成像时间与该景最接近者），并注明每景您是以全分辨率（持有有效付费订单或员工）还是以预览分辨率读取`,
    ],
    [
      STACK.timeseries,
      `指定影像或某景影像栈中每个日期在一个点（其下的像素）或一个多边形（中心位于其内的像素；WGS-84）上的 sigma0，按成像时间排序：线性 sigma0 均值的 10·log10、以 dB 表示的中位数及读取的像素数。持有有效付费订单的影像（或员工）以全分辨率读取，其他影像以其预览的像素读取；多边形每景最多读取 ${TIMESERIES_MAX_PIXELS} 个像素（更大的多边形读取较粗的概览层）。尚未生成的产品先行生成，每次请求最多 ${MAX_FIRST_RENDERS} 个：超过时返回 503 及 Retry-After，产品随后在后台生成`,
    ],
    [
      CHANGE.change,
      `景 id（之前）到景 other（之后）在两者共同覆盖区域内的变化：两个产品重采样到同一格网，间距取两者中较粗者（每边最多 ${CHANGE_GRID_MAX_PX} 个像素），经 ${CHANGE_LOOK}×${CHANGE_LOOK} 多视处理，对数比 10·log10(之后/之前) 超出 ±threshold dB 的部分计为增强或减弱，单位 km²。可读取两个产品（各有有效付费订单或员工）时为全分辨率，否则各按其预览的像素比较`,
    ],
    [
      CHANGE.tile,
      `景 id 到景 other 变化图层的 256 像素 PNG 瓦片，路径为 z/x/y.png，采用景瓦片的切片方案（EPSG:4326，WorldCRS84Quad）：增强超过阈值处为 ${rgba(CHANGE_COLOURS.increase)}，减弱超过阈值处为 ${rgba(CHANGE_COLOURS.decrease)}，未变化或任一景无数据处透明；高于两景中较低的预览级别的瓦片仅提供给可读取两个产品的用户（否则返回 403）`,
    ],
  ],
  descriptions: [
    ['Scene ids', '影像 ID'],
    ["A scene whose stack's scenes are read", '读取其影像栈中各景的影像'],
    ['GeoJSON Point or Polygon, WGS-84', 'GeoJSON 点或多边形，WGS-84'],
    ['One ring, its last position the same as its first', '一个环，其最后一个位置与第一个相同'],
    ["What the stack's scenes share with the reference", '影像栈各景与参考景共有的几何条件'],
    [
      "Overlap with the reference's footprint, 0 to 1 (of the smaller footprint)",
      '与参考景足迹的重叠比例，0 至 1（相对于较小的足迹）',
    ],
    ['Whether the caller reads this scene at full resolution', '调用者是否以全分辨率读取该景'],
    ['ISO 8601, UTC', 'ISO 8601 格式，UTC 时间'],
    [
      '10·log10 of the mean linear σ⁰ of the pixels read; null where none has data',
      '所读像素线性 σ⁰ 均值的 10·log10；无任何像素有数据时为 null',
    ],
    [
      'The median σ⁰ of the pixels read, dB; null where none has data',
      '所读像素 σ⁰ 的中位数，单位 dB；无任何像素有数据时为 null',
    ],
    ['Pixels read that have data', '读取的有数据像素数'],
    ['Ground spacing of the grid the two were compared on, m', '两景比较所用格网的地面间距，单位米'],
    ['Area both scenes cover, km²', '两景共同覆盖的面积，单位 km²'],
    ['Area brighter by more than the threshold, km²', '增强超过阈值的面积，单位 km²'],
    ['Area darker by more than the threshold, km²', '减弱超过阈值的面积，单位 km²'],
    ['Area brighter or darker by more than the threshold, km²', '增强或减弱超过阈值的面积，单位 km²'],
    ['Whether both scenes were compared at full resolution', '两景是否以全分辨率比较'],
    [
      '|10·log10(after/before)| above which a pixel changed, dB (0.5 to 20; default 3)',
      '像素被视为变化的 |10·log10(之后/之前)| 阈值，单位 dB（0.5 至 20；默认 3）',
    ],
  ],
};
