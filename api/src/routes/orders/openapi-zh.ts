/**
 * The Chinese of the archive order routes in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [['Archive orders', '存档订单']],
  summaries: [
    [
      'The cost of a selection of scenes (fen), the balance and the balance after paying; 409 for a scene that cannot be ordered (already bought, not permitted, missing, not priced)',
      '所选景的费用（分）、余额及支付后的余额；无法订购的景（已购买、无权限、不存在、未定价）返回 409',
    ],
    [
      'For each scene: already ordered by the caller, not permitted, missing, not priced, or orderable (null)',
      '每一景的状态：调用者已订购、无权限、不存在、未定价，或可订购（null）',
    ],
    [
      'Order scenes, paid from the balance. 409 when a scene cannot be ordered or the cost changed (X-Order-Cost-Fen); 422 when the balance is short. A repeated Idempotency-Key returns the same order, charged once',
      '订购景，从余额中扣费。景无法订购或费用已变化时返回 409（X-Order-Cost-Fen）；余额不足时返回 422。重复的 Idempotency-Key 返回同一订单，只扣费一次',
    ],
    [
      "Archive orders: the caller's own; with scope=all staff and sales every order (filter by username)",
      '存档订单：调用者本人的；使用 scope=all 时员工和销售人员可查看所有订单（可按用户名筛选）',
    ],
    [
      'Every archive order matching the filters as XLSX (default) or CSV (at most 100,000)',
      '将符合筛选条件的全部存档订单导出为 XLSX（默认）或 CSV（最多 100,000 行）',
    ],
    ['One archive order (a customer: their own only)', '单个存档订单（客户只能查看自己的）'],
    [
      "Staff: set staff's note on an order (internal; the customer's own note is unchanged)",
      '员工：设置订单的员工备注（内部使用；客户自己的备注不变）',
    ],
    [
      "Cancel an order nothing of which was downloaded, refunding its money to the balance (once); 422 for a tasking order's delivery",
      '取消尚未下载任何内容的订单，款项退回余额（仅一次）；编程订单的交付订单返回 422',
    ],
    [
      "Signed links (1 h) to an order's product packages, resumable (HTTP Range), and a manifest of them all",
      '订单产品包的签名链接（1 小时），支持断点续传（HTTP Range），并附全部链接的清单',
    ],
    [
      'A product package through a signed, expiring link (zip); Range requests resume it',
      '通过有时效的签名链接获取产品包（zip）；支持 Range 请求续传',
    ],
    [
      'Every product link of an order, as a Metalink 4 file (default) or a plain list of URLs (format=txt)',
      '订单的全部产品链接，Metalink 4 文件（默认）或纯 URL 列表（format=txt）',
    ],
    [
      'The price table: fen per scene by imaging mode, product type and classification',
      '价格表：按成像模式、产品类型和密级划分的每景价格（分）',
    ],
    [
      'Set prices (staff); each change is recorded with who made it',
      '设置价格（员工）；每次变更都记录操作人',
    ],
  ],
  descriptions: [
    ['109 awaiting download, 1092 downloaded', '109 待下载，1092 已下载'],
    [
      "Staff and sales: staff's note on the order; null for a customer",
      '员工和销售人员：员工对订单的备注；对客户为 null',
    ],
    [
      'The tasking order this order delivers (its products, price 0; it cannot be cancelled); null for an order of the cart',
      '该订单所交付的编程订单（其产品，价格为 0；不能取消）；购物车下的订单为 null',
    ],
    ['Scene ids, comma-separated', '景编号，逗号分隔'],
    ['Negative when the balance does not cover the cost', '余额不足以支付费用时为负数'],
    ['null: the scene can be ordered', 'null：该景可以订购'],
    ['The order that holds it already (ordered)', '已持有该景的订单（已订购时）'],
    [
      'The cost the customer saw (order_cost); 409 when it changed',
      '客户看到的费用（order_cost）；费用变化时返回 409',
    ],
    ['One scene; all scenes of the order when left out', '单景；不指定时为订单的全部景'],
    [
      'A metalink (or ?format=txt a list of URLs) of every link, for a download manager',
      '全部链接的 Metalink 文件（或 ?format=txt 的 URL 列表），供下载工具使用',
    ],
  ],
};
