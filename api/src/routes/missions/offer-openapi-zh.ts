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
    [
      "Series of repeat collects, newest first: the caller's own; with scope=all staff and sales every series",
      '重复采集系列，最新的在前：调用者本人的；使用 scope=all 时员工和销售人员可查看全部系列',
    ],
    [
      'One series: its collects on a time line with their orders and states, the next collect, what it has cost',
      '单个系列：按时间排列的各次采集及其订单和状态、下一次采集、已花费的金额',
    ],
    [
      "Cancel the rest of one's own series: no more collects are made, and each collect the terms still allow is cancelled (refund and fee by its own terms); the others are kept",
      '取消本人系列的剩余部分：不再创建新的采集，条款仍允许取消的每次采集都被取消（按各自条款退款和收取取消费）；其余保留',
    ],
  ],
  descriptions: [
    [
      "The planned task's footprint (WGS-84), drawn on the planning globe",
      '已规划任务的成像范围（WGS-84），绘制在规划地球上',
    ],
    [
      'No planned task is in its way (the capacity rules of docs/tasking-offer.md)',
      '没有已规划的任务占用该过境（按 docs/tasking-offer.md 的容量规则）',
    ],
    [
      "The caller's own orders in its way; others' count only as booked",
      '占用该过境的调用者本人订单；其他客户的只显示为已预订',
    ],
    [
      "How the pass stands against the tasks planned when it was read (a quote adds the order's priority)",
      '读取时该过境相对已规划任务的占用情况（报价还会按订单优先级说明）',
    ],
    [
      'Imaged, undelivered orders whose delivery deadline is near (at_risk) or past (missed)',
      '已成像、未交付且交付期限临近（at_risk）或已过（missed）的订单',
    ],
    [
      'delivery_due: by the promised delivery time (imaged orders first)',
      'delivery_due：按承诺交付时间排序（已成像订单在前）',
    ],
    [
      "Delivery deadlines met and missed per week (Monday, in the reader's zone) over the last 8 weeks: a late delivery, or none by the deadline, is missed",
      '近 8 周每周（以读者时区的周一计）按时与超时的交付期限：晚于期限交付或到期仍未交付即为超时',
    ],
    [
      'pending before imaging; on_time, at_risk or missed while undelivered; met or late once delivered',
      'pending：尚未成像；未交付时为 on_time（按时）、at_risk（临近期限）或 missed（已超时）；交付后为 met（按时）或 late（超时）',
    ],
    [
      'Imaging time + the hours of its timeliness class; null before imaging',
      '成像时间加其时效等级的小时数；成像前为 null',
    ],
    [
      'The series of repeat collects it is a collect of; null for one order',
      '所属的重复采集系列；单个订单为 null',
    ],
    ['Which collect of its series (0 the first)', '系列中的第几次采集（首次为 0）'],
    [
      'Repeat collects: the order becomes a series of collects on this cadence',
      '重复采集：订单按此周期成为一个采集系列',
    ],
    ['every_n_days: the days between collects', 'every_n_days：两次采集之间的天数'],
    ['Ends after this many collects (2–60); or give `until`', '采集这么多次后结束（2–60）；或给出 `until`'],
    [
      'Ends with the last collect starting by then; or give `count`',
      '最后一次采集在此时间前开始后结束；或给出 `count`',
    ],
    [
      "Every collect on the first one's orbit direction and look side, look angle ±2°",
      '每次采集保持首次采集的轨道方向和侧视方向，视角在 ±2° 以内',
    ],
    ['Collects cancelled', '已取消的采集次数'],
    [
      'Collects the terms no longer allow to cancel (within 12 h of their collect, or imaged)',
      '条款已不允许取消的采集次数（距采集不足 12 小时，或已成像）',
    ],
    [
      'The geometry every collect keeps (same geometry); null otherwise',
      '每次采集保持的成像几何（相同几何）；否则为 null',
    ],
    ['The price of one collect when the series was quoted', '系列报价时一次采集的价格'],
    ['What its collects cost, less refunds and with fees', '各次采集的花费，扣除退款并计入取消费'],
    ['The window start of the next collect not yet imaged', '下一次尚未成像的采集的窗口开始时间'],
    ['0 for the first collect', '首次采集为 0'],
    [
      'Its tasking order once created; null while beyond the horizon',
      '创建后的编程订单；尚在滚动期限之外时为 null',
    ],
    [
      'A repeat: its collects (each charged when created, within the horizon); null for one order',
      '重复采集：各次采集（进入滚动期限创建时分别扣费）；单个订单为 null',
    ],
    ["Each collect's window", '每次采集的时间窗口'],
    [
      'Same geometry: what every collect keeps (the first free pass); null otherwise or without one',
      '相同几何：每次采集保持的成像几何（第一个空闲过境）；否则或没有空闲过境时为 null',
    ],
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
