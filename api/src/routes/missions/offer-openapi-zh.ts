/**
 * The Chinese of the tasking offer's routes and contract (./offer.ts, shared/domain/tasking-quote.ts) in the API
 * reference, keyed by the English they declare (merged by ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [],
  summaries: [
    [
      "The quote of an order's fields before submit: the price in line items, the total and the balance after, the first collect, the cancellation terms and how each predicted pass stands against the tasks already planned",
      '提交前按订单字段报价：分项价格、总价与扣费后余额、首次采集时间、取消条款，以及每个预测过境相对已规划任务的占用情况',
    ],
    [
      "Cancel one's own order under its terms: free while pending review and until 72 h before the first collect, a quarter of the price until 12 h before, refused after (422 in words); the price refunded and the fee charged as ledger rows",
      '按取消条款取消本人的订单：待审核期间及首次采集前 72 小时以前免费，此后至采集前 12 小时收取价格的四分之一，之后不能取消（422 并说明原因）；退款与取消费各记一条账单',
    ],
    [
      "Staff: give a cancelled order's fee back to its customer, with a reason (audited); 422 when it has none",
      '员工：附原因将已取消订单的取消费退还客户（记入审计日志）；没有取消费时返回 422',
    ],
    [
      'The tasking price table: fen per shot by imaging mode, and the factors (per mille) of priority, timeliness class and product type',
      '编程订单价格表：各成像模式每景的价格（分），以及优先级、时效等级和产品类型的系数（千分比）',
    ],
    [
      'Staff: set tasking prices (all or none); each change recorded with who made it, and audited',
      '员工：设置编程订单价格（全部成功或全部不变）；每项修改记录修改人并记入审计日志',
    ],
  ],
  descriptions: [
    [
      'The quote the customer read; 409 with the new quote when it changed',
      '客户看到的报价；报价已变化时返回 409 及新报价',
    ],
    ["The quote's total the customer read", '客户看到的报价总额'],
    [
      'What a refusal answers besides (a changed quote: the new quote)',
      '拒绝时附带的内容（报价已变化：新报价）',
    ],
    [
      'Its first collect (ISO 8601): the earliest planned task, else the first free pass when it was quoted',
      '首次采集时间（ISO 8601）：最早的已规划任务，否则为报价时第一个空闲过境',
    ],
    [
      'The cancellation terms (docs/tasking-offer.md) as they stand now',
      '当前适用的取消条款（docs/tasking-offer.md）',
    ],
    ['The customer may cancel it now', '客户现在可以取消'],
    ['What cancelling now costs (0: free)', '现在取消的费用（0：免费）'],
    [
      'Names the priced fields and the price table: send it with the order',
      '标识所报价的字段和价格表：提交订单时一并发送',
    ],
    [
      'img_mode, shots, priority band, effective_time or product type',
      'img_mode、景数、优先级档、effective_time 或产品类型',
    ],
    [
      'fen per shot (mode), shots (size), or a factor in per mille',
      '每景价格（分，mode）、景数（size）或千分比系数',
    ],
    [
      'What the line adds; the lines add up to the price of one collect',
      '该项增加的金额；各项之和为一次采集的价格',
    ],
    ['The price of one collect', '一次采集的价格'],
    ['Negative when the balance does not cover the total', '余额不足以支付总价时为负数'],
    [
      'The first pass not taken (ISO 8601); null when none is',
      '第一个未被占用的过境（ISO 8601）；没有时为 null',
    ],
    [
      'Cancelled free until then (ISO 8601); null: free until refused',
      '在此时间前取消免费（ISO 8601）；null：在不可取消之前都免费',
    ],
    [
      'Not cancellable from then on (ISO 8601); null: no collect in view',
      '自此时间起不能取消（ISO 8601）；null：尚无采集时间',
    ],
    ['The fee between the two', '两者之间取消的费用'],
    [
      'free; competing: only lower-priority tasks not yet dispatched in the way; taken',
      'free：空闲；competing：仅与尚未下发的较低优先级任务冲突；taken：已被占用',
    ],
    [
      "time: slew and settle; look_angle: one pass, other side or angle; budget: the orbit's imaging seconds",
      'time：姿态机动与稳定时间不足；look_angle：同一过境，侧视方向或视角不同；budget：超出该轨道圈的成像时长',
    ],
    ["The planned task's priority against this order's", '已规划任务的优先级与本订单相比'],
    [
      "The caller's own order in the way; null: another customer's (booked)",
      '冲突的是调用者本人的订单；null：其他客户的订单（已预订）',
    ],
    ['When every pass is taken: what would find one', '所有过境都被占用时：怎样能找到空闲过境'],
    ["A priority that would find a pass (the form's values)", '能找到过境的优先级（表单中的取值）'],
    ['The first free pass after the window (ISO 8601)', '时间窗口之后第一个空闲过境（ISO 8601）'],
  ],
};
