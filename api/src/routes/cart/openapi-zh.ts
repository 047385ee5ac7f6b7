/**
 * The Chinese of the cart routes in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [['Cart', '购物车']],
  summaries: [
    [
      'Add scenes to the cart (body scene_ids; a scene appears once) and return the cart page (page, size); 409 for a scene already bought',
      '将景加入购物车（请求体 scene_ids；同一景只出现一次）并返回购物车分页（page、size）；已购买的景返回 409',
    ],
    [
      "The caller's cart (page, size); staff may read a customer's cart (user_id), read-only",
      '调用者的购物车（page、size）；员工可只读查看客户的购物车（user_id）',
    ],
    ["Replace the cart's content with exactly these scenes", '将购物车内容替换为恰好这些景'],
    [
      'Cart summary: the scene IDs in the cart (newest first) and their count',
      '购物车概要：购物车中的景编号（最新的在前）及其数量',
    ],
    [
      'Remove scenes from the cart (scene_ids, comma-separated); without scene_ids, empty the cart',
      '从购物车移除景（scene_ids，逗号分隔）；不带 scene_ids 时清空购物车',
    ],
  ],
  descriptions: [['Staff: the customer whose cart to read', '员工：要查看其购物车的客户']],
};
