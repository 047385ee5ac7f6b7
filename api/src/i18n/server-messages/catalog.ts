/**
 * The archive catalog (docs/requirements.md §5 image query, §8): areas and image IDs searched, signed links,
 * scenes one may not see.
 * Merged with the other areas into SERVER_MESSAGES (../messages.ts); a key is unique across them.
 */
export const CATALOG_MESSAGES = {
  catalogTooManyAreas: {
    zh: '最多5个目标区域（请先删除一个）',
    en: 'At most 5 target areas (delete one first)',
  },
  catalogAreaOrId: { zh: '请选择区域或输入影像ID', en: 'Please select an area or enter an image ID' },
  catalogSelectImage: { zh: '请至少选择一景影像', en: 'Select at least one image' },
  catalogAreaNotFound: { zh: '未找到该行政区或地名', en: 'The administrative region or place was not found' },
  catalogLinkInvalid: { zh: '链接无效或已过期', en: 'This link is invalid or has expired' },
  productsPreparing: {
    zh: '{n} 景影像的产品正在生成，请稍后重试',
    en: 'The products of {n} images are being prepared: ask again shortly',
  },
  catalogSceneNotVisible: {
    zh: '影像不存在或无权查看',
    en: 'The image does not exist or you may not see it',
  },
} as const;
