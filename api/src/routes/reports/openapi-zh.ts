/**
 * The Chinese of the document routes in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [['Documents', '文档']],
  summaries: [
    [
      "A public sample's report as a PDF (Chinese or English, in the request's language)",
      '公开样例的分析报告 PDF（按请求语言：中文或英文）',
    ],
    [
      "The product specification sheet as a PDF (Chinese or English, in the request's language)",
      '产品规格说明 PDF（按请求语言：中文或英文）',
    ],
  ],
  descriptions: [
    [
      "The sample's picture with the detections of the water, oil-spill and vessel analyses drawn over it, the fields of the sample, and the detection statistics (ships and their positions, oil dark spots and their areas, water area and threshold). A Chinese request gets a Chinese report (a subset of Noto Sans SC embedded), an English one an English report; the language is the `lang` parameter, else Accept-Language.",
      '样例图片及叠加在其上的水体、溢油和船只分析检测结果，样例的各字段，以及检测统计（船只及其位置、油污暗斑及其面积、水体面积和阈值）。中文请求返回中文报告（嵌入 Noto Sans SC 字体子集），英文请求返回英文报告；语言取自 `lang` 参数，否则取自 Accept-Language。',
    ],
    [
      'Satellites, imaging modes (swath widths, scene lengths, resolutions), look angles, product types and polarisations, from the constellation table. A Chinese request gets it in Chinese, an English one in English; the language is the `lang` parameter, else Accept-Language.',
      '卫星、成像模式（幅宽、景长、分辨率）、视角、产品类型和极化方式，取自星座表。中文请求返回中文，英文请求返回英文；语言取自 `lang` 参数，否则取自 Accept-Language。',
    ],
    [
      "The document's language (zh or en); default: the Accept-Language header",
      '文档语言（zh 或 en）；默认取自 Accept-Language 请求头',
    ],
  ],
};
