/**
 * Tasking orders and their tasks: review, states, planning, delivery and the control system.
 * Merged with the other areas into SERVER_MESSAGES (../messages.ts); a key is unique across them.
 */
export const TASKING_MESSAGES = {
  taskingQuoteChanged: {
    zh: '报价已变化，请查看新的报价后再提交',
    en: 'The quote has changed; read the new quote and submit again',
  },
  missionCancelled: { zh: '编程订单已取消', en: 'The tasking order is cancelled' },
  missionNotCancellable: {
    zh: '编程订单当前状态为“{state}”，已成像或已结束，不能取消',
    en: 'The tasking order is in state "{state}": imaged or over, it cannot be cancelled',
  },
  cancelRefused: {
    zh: '首次采集（{at}）前 12 小时内不能取消：任务已上注卫星',
    en: 'It cannot be cancelled within 12 hours of its first collect ({at}): the task is on board',
  },
  feeNotWaivable: {
    zh: '该编程订单没有可减免的取消费',
    en: 'This tasking order has no cancellation fee to waive',
  },
  feeWaived: { zh: '取消费已退回', en: 'The cancellation fee is refunded' },
  repeatOnEdit: {
    zh: '重复采集须在提交订单时设置',
    en: 'A repeat is set when the order is submitted, not on an edit',
  },
  seriesCancelled: { zh: '该系列已取消', en: 'This series is already cancelled' },
  seriesCancelledNow: { zh: '系列已取消', en: 'The series is cancelled' },
  seriesNoGeometry: {
    zh: '时间窗口内没有可用的过境，无法保持相同的成像几何',
    en: 'No pass is free in the window, so there is no geometry to keep',
  },
  transferInFuture: {
    zh: '传输时间（{at}）晚于当前时间，不能记录',
    en: 'The transfer time ({at}) lies in the future and cannot be recorded',
  },
  transferBeforeImaging: {
    zh: '传输时间早于任务的成像时间（{at}）',
    en: 'The transfer time lies before the task was imaged ({at})',
  },
  missionNotEditable: {
    zh: '该编程订单已审核，不能再修改或删除',
    en: 'This tasking order has been reviewed and can no longer be changed or deleted',
  },
  missionTransition: {
    zh: '编程订单当前状态为“{state}”，不能转到该状态',
    en: 'The tasking order is in state "{state}" and cannot move to this one',
  },
  missionFollowsTasks: {
    zh: '编程订单当前状态为“{state}”；此后的状态由其任务决定，请在任务上操作',
    en: 'The tasking order is in state "{state}"; its later states follow its tasks — act on the tasks',
  },
  taskTransition: {
    zh: '任务当前状态为“{state}”，不能执行该操作',
    en: 'The task is in state "{state}" and this action is not allowed',
  },
  beforeImagingTime: {
    zh: '任务的成像时间（{at}）尚未到达，不能记录成像、传输、质检或交付结果',
    en: 'The task is imaged at {at}; its imaging, transfer, quality or delivery results cannot be recorded before then',
  },
  staleVersion: {
    zh: '已被他人修改（{by}，{at}），请刷新后重试',
    en: 'Someone else changed it first ({by}, {at}); reload and try again',
  },
  missionSuspended: {
    zh: '编程订单已暂停，恢复后才能继续',
    en: 'The tasking order is suspended; resume it first',
  },
  missionClosed: {
    zh: '编程订单已结束（“{state}”），不能再操作',
    en: 'The tasking order is over ("{state}"); nothing more can be done',
  },
  missionNotPlannable: {
    zh: '编程订单当前状态为“{state}”，不能规划任务',
    en: 'The tasking order is in state "{state}"; tasks cannot be planned now',
  },
  opportunityUnknown: {
    zh: '所选过境机会不存在或已过期，请重新计算',
    en: 'The chosen pass does not exist or has passed; compute the opportunities again',
  },
  opportunityPlanned: {
    zh: '该过境机会已规划了本订单的任务',
    en: 'A task of this order is already anchored on this pass',
  },
  taskConflict: {
    zh: '与已规划任务冲突（时间重叠或同一过境视角不兼容）',
    en: 'Conflicts with planned tasks (overlapping in time or incompatible look angles in one pass)',
  },
  nothingToDeliver: {
    zh: '没有质检合格待交付的任务',
    en: 'No task has passed its quality check and waits for delivery',
  },
  reviewed: { zh: '审核完成', en: 'Review recorded' },
  planned: { zh: '任务已规划', en: 'Tasks planned' },
  // A delivery says the delivery status it recorded (docs/requirements.md §3), by DELIVERY_MESSAGE in ../messages.ts.
  deliveredShipped: { zh: '产品已交付：已发货', en: 'Products delivered: shipped' },
  deliveredNoShipping: { zh: '产品已交付：无需发货', en: 'Products delivered: no shipping needed' },
  shippingAbnormalRecorded: {
    zh: '已记录发货异常，产品仍待交付',
    en: 'Shipping abnormal recorded: the products still wait for delivery',
  },
  synced: { zh: '已同步到测控系统', en: 'Sent to the control system' },
  missionSubmitted: { zh: '编程订单已提交，等待审核', en: 'Tasking order submitted, pending review' },
  missionUpdated: { zh: '编程订单已更新', en: 'Tasking order updated' },
} as const;
