/**
 * The Chinese of the public sample routes in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [['Public samples', '公开样例']],
  summaries: [
    ['Sample images', '样例影像'],
    ['One sample image', '单个样例影像'],
    ['The picture of a sample image (PNG, 512 px)', '样例影像的图片（PNG，512 像素）'],
    ['The thumbnail of a sample image (JPEG, 256 px)', '样例影像的缩略图（JPEG，256 像素）'],
    [
      'The detail of a sample image: its place at 20 m a pixel, 10.24 km around its position or its whole footprint when smaller (PNG, up to 512 px); vessel detection runs on it, where ships are drawn at their size',
      '样例影像的细节图：以样例位置为中心 10.24 km（覆盖范围更小时为整个覆盖范围）、地面像元 20 m 的图片（PNG，至多 512 像素）；船舶检测在其上运行，船舶按实际尺寸成像',
    ],
    [
      'Sample images of a country: `country` matches the ISO code or the zh/en name (part of it)',
      '某个国家的样例影像：`country` 匹配 ISO 代码或中英文名称（的一部分）',
    ],
    ['Partners', '合作伙伴'],
  ],
};
