/**
 * The Chinese of the planning task routes in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [['Tasks', '任务']],
  summaries: [
    [
      "Anchor one task on each chosen pass of an order (keys from the order's opportunities; all or none); 422 on an unknown or planned pass, or a conflict unless accepted",
      '在订单所选的每个过境上锚定一个任务（键取自订单的成像机会；全部成功或全部不锚定）；未知或已规划的过境、或存在冲突且未接受时返回 422',
    ],
    [
      'Tasks matching the filters, by imaging time (or update time, or priority)',
      '符合筛选条件的任务，按成像时间（或更新时间、优先级）排序',
    ],
    [
      'The tasks of one order, by imaging time (staff and sales)',
      '单个订单的任务，按成像时间排序（员工和销售人员）',
    ],
    [
      'Tasks imaged within a time window (at most 31 days), by imaging time: the timeline',
      '在某时间窗内（最长 31 天）成像的任务，按成像时间排序：时间线',
    ],
    [
      "The operations overview: orders by state and step, tasks by board column, this week's tasks per satellite, today's, late and failed tasks, archive orders",
      '运营概览：按状态和步骤统计的订单、按看板列统计的任务、本周各卫星的任务、今日任务、逾期及失败任务、存档订单',
    ],
    [
      'The tasks matching the filters as XLSX (default) or CSV',
      '将符合筛选条件的任务导出为 XLSX（默认）或 CSV',
    ],
    [
      "The tasks matching the filters in the control team's form (satellite, orbit, imaging start and duration, mode, side, look angle), XLSX or CSV",
      '以测控团队的格式（卫星、轨道、成像开始时间和时长、模式、侧视方向、视角）导出符合筛选条件的任务，XLSX 或 CSV',
    ],
    [
      'The control team receives tasks (dispatch success) or refuses them with a reason (dispatch failed: the order fails and is refunded); all or none',
      '测控团队接收任务（下发成功）或附原因拒收（下发失败：订单失败并退款）；全部成功或全部不变',
    ],
    [
      'Deliver tasks that passed their quality check: shipped or online (their products become archive scenes), or record a shipping abnormality with a reason',
      '交付通过质检的任务：已寄送或在线（其产品成为存档景），或附原因记录寄送异常',
    ],
    ['One task with the history of its states', '单个任务及其状态历史'],
    [
      'Record the in-orbit imaging result or the transfer result (0 failed, 1 success, 2 cancelled), the quality check, or edit the working fields; at the version read (409 when older), when the state allows it (422 naming it)',
      '记录在轨成像结果或传输结果（0 失败，1 成功，2 取消）、质检结果，或编辑工作字段；基于读取时的版本（版本过旧返回 409），且状态允许时才可操作（否则返回 422 并说明状态）',
    ],
    [
      'Cancel a task before its imaging result, with a reason; when every task of the order is cancelled the order is cancelled and refunded',
      '在得到成像结果前附原因取消任务；订单的所有任务都取消时，订单取消并退款',
    ],
    [
      'Send the task to the satellite control system; returns the message and its time',
      '将任务发送至卫星测控系统；返回报文及发送时间',
    ],
    [
      "The control team's notices of new, changed, suspended, resumed and cancelled requirements, newest first",
      '测控团队关于新增、变更、挂起、恢复和取消需求的通知，最新的在前',
    ],
    ['Acknowledge notices (the caller and the time are recorded)', '确认通知（记录调用者和时间）'],
  ],
  descriptions: [
    ['Task number', '任务编号'],
    ['The customer', '客户'],
    ['Priority (its code)', '优先级（代码）'],
    ['Absolute orbit of the pass', '过境的绝对轨道号'],
    ['Imaging start (UTC)', '成像开始时间（UTC）'],
    ['Seconds', '秒'],
    ['The pass it was anchored on', '锚定所在的过境'],
    ['In-orbit imaging result', '在轨成像结果'],
    ['0 failed, 1 success, 2 cancelled', '0 失败，1 成功，2 取消'],
    ['Satellite-ground transfer result', '星地传输结果'],
    ['The archive scene its product became', '其产品所生成的存档景'],
    ['Its imaging time has passed without an imaging result', '成像时间已过但没有成像结果'],
    [
      "Tasks per satellite per day this week (Monday to Sunday) in the reader's zone: Beijing time in Chinese, UTC in English",
      '本周（周一至周日）每颗卫星每天的任务，按读者的时区：中文为北京时间，英文为 UTC',
    ],
    [
      "Today's tasks by imaging time, today in the reader's zone",
      '今日任务（读者时区的今天），按成像时间排序',
    ],
    ['Failed in the last 30 days', '最近 30 天内失败的'],
    ['For a changed requirement: what changed', '需求变更时：变更的内容'],
    ['Plan even when the conflict check warns', '即使冲突检查给出警告也进行规划'],
    ['A column of the state board', '状态看板中的一列'],
    ['Part of the target name or task number', '目标名称或任务编号的一部分'],
    ['Imaging on or after (YYYY-MM-DD, UTC)', '成像时间在该日期或之后（YYYY-MM-DD，UTC）'],
    ['Imaging on or before (YYYY-MM-DD, UTC)', '成像时间在该日期或之前（YYYY-MM-DD，UTC）'],
    ['false: the control team refuses them (dispatch failed)', 'false：测控团队拒收（下发失败）'],
  ],
};
