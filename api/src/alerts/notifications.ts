/**
 * Alerts (docs/requirements.md §3 notification: create_time, type_status_text, tasknumber_text, rank), written with every change
 * of a tasking order's state. A customer reads their own; sales read those of the customers they look after.
 */
import { ORDER_STATES } from '@portal/shared/domain';
import type { Notification } from '@portal/shared/domain/missions';
import type { Queryable } from '../db';
import { missionNo } from '../numbers';

/** Whose alerts a reader sees: their own, and (sales) their customers'. */
export interface AlertReader {
  userId: number;
  sales: boolean;
}

const scope = (r: AlertReader, params: unknown[]) => {
  params.push(r.userId);
  const me = `$${params.length}`;
  return r.sales ? `(n.user_id = ${me} OR u.sales_id = ${me})` : `n.user_id = ${me}`;
};

interface Row {
  id: string;
  created_at: Date;
  state: number;
  rank: number;
  mission_id: string | null;
  mission_created: Date | null;
  target_name: string | null;
  kind: 'mission' | 'review' | 'feedback' | 'export' | 'webhook' | 'subscription' | 'approval';
  event: AlertEvent | null;
  detail: string;
  subject_id: string | null;
  username: string;
  read_at: Date | null;
}

/** What an alert that is not about a tasking order's state says (type_status_text), and what it concerns. */
export const ALERT_EVENTS = {
  verification_approved: {
    text: { zh: '实名认证已通过', en: 'Real-name verification approved' },
    about: { zh: '实名认证', en: 'Real-name verification' },
    rank: 1,
  },
  verification_rejected: {
    text: { zh: '实名认证未通过', en: 'Real-name verification rejected' },
    about: { zh: '实名认证', en: 'Real-name verification' },
    rank: 2,
  },
  change_approved: {
    text: { zh: '信息变更已通过', en: 'Information change approved' },
    about: { zh: '个人信息变更', en: 'Change of account information' },
    rank: 1,
  },
  change_rejected: {
    text: { zh: '信息变更未通过', en: 'Information change rejected' },
    about: { zh: '个人信息变更', en: 'Change of account information' },
    rank: 2,
  },
  feedback_replied: {
    text: { zh: '反馈已回复', en: 'Your feedback has a reply' },
    about: { zh: '反馈', en: 'Feedback' },
    rank: 1,
  },
  export_ready: {
    text: { zh: '导出文件已生成', en: 'Your export is ready' },
    about: { zh: '导出', en: 'Export' },
    rank: 1,
  },
  webhook_disabled: {
    text: {
      zh: 'Webhook 端点连续一天投递失败，已停用',
      en: 'Webhook endpoint disabled after failing for a day',
    },
    about: { zh: 'Webhook 端点', en: 'Webhook endpoint' },
    rank: 2,
  },
  subscription_matched: {
    text: { zh: '订阅匹配到新影像', en: 'New scenes match your subscription' },
    about: { zh: '影像订阅', en: 'Subscription' },
    rank: 1,
  },
  // An organisation's approvals (docs/organisations.md): the managers are asked, the requester is told.
  approval_requested: {
    text: { zh: '有订单待您审批', en: 'An order awaits your approval' },
    about: { zh: '团队审批', en: 'Approval' },
    rank: 2,
  },
  approval_approved: {
    text: { zh: '您的订单已获批准', en: 'Your order was approved' },
    about: { zh: '团队审批', en: 'Approval' },
    rank: 1,
  },
  approval_rejected: {
    text: { zh: '您的订单未获批准', en: 'Your order was rejected' },
    about: { zh: '团队审批', en: 'Approval' },
    rank: 2,
  },
  approval_expired: {
    text: {
      zh: '您的订单审批已过期，冻结金额已解冻',
      en: 'Your order was not decided in time; its hold is released',
    },
    about: { zh: '团队审批', en: 'Approval' },
    rank: 2,
  },
} as const;
export type AlertEvent = keyof typeof ALERT_EVENTS;

/** Writes an alert about the account (a review's result) or a feedback (a reply); `detail` is e.g. the reason. */
export async function writeAlert(
  q: Queryable,
  a: {
    userId: number;
    kind: 'review' | 'feedback' | 'export' | 'webhook' | 'subscription' | 'approval';
    event: AlertEvent;
    subjectId: number | null;
    detail?: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO notifications (user_id, kind, event, detail, subject_id, state, rank) VALUES ($1, $2, $3, $4, $5, 0, $6)`,
    [a.userId, a.kind, a.event, a.detail ?? '', a.subjectId, ALERT_EVENTS[a.event].rank],
  );
}

function alertTexts(r: Row, lang: 'zh' | 'en') {
  if (r.kind !== 'mission' && r.event && r.event in ALERT_EVENTS) {
    const e = ALERT_EVENTS[r.event];
    const no = r.subject_id === null ? '' : ` #${r.subject_id}`;
    return {
      type_status_text: r.detail ? `${e.text[lang]}${lang === 'zh' ? '：' : ': '}${r.detail}` : e.text[lang],
      detail: r.detail || null,
      tasknumber_text: `${e.about[lang]}${no}`,
    };
  }
  return {
    type_status_text: ORDER_STATES[r.state]?.[lang] ?? String(r.state),
    detail: null,
    tasknumber_text: `${missionNo(Number(r.mission_id), r.mission_created!)} ${r.target_name}`,
  };
}

export async function listNotifications(
  db: Queryable,
  reader: AlertReader,
  lang: 'zh' | 'en',
  opts: { unreadOnly: boolean; offset: number; size: number },
) {
  const params: unknown[] = [];
  const where = [scope(reader, params)];
  if (opts.unreadOnly) where.push('n.read_at IS NULL');
  const base = `FROM notifications n LEFT JOIN missions m ON m.id = n.mission_id JOIN users u ON u.id = n.user_id
    WHERE ${where.join(' AND ')}`;
  const [total, unread, page] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${base}`, params),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${base} AND n.read_at IS NULL`, params),
    db.query<Row>(
      `SELECT n.id, n.created_at, n.state, n.rank, n.mission_id, m.created_at AS mission_created, m.target_name,
              n.kind, n.event, n.detail, n.subject_id, u.username, n.read_at
         ${base} ORDER BY n.id DESC LIMIT ${opts.size} OFFSET ${opts.offset}`,
      params,
    ),
  ]);
  const data: Notification[] = page.rows.map((r) => ({
    id: Number(r.id),
    create_time: new Date(r.created_at).toISOString(),
    ...alertTexts(r, lang),
    rank: r.rank,
    mission_id: r.mission_id === null ? null : Number(r.mission_id),
    kind: r.kind,
    subject_id: r.subject_id === null ? null : Number(r.subject_id),
    username: r.username,
    read: r.read_at !== null,
  }));
  return { data, total: total.rows[0].n, unread: unread.rows[0].n };
}

/** Marks alerts read (these ids, or all); a reader marks only what they may see. Returns how many changed. */
export async function markRead(db: Queryable, reader: AlertReader, ids: number[] | 'all'): Promise<number> {
  const params: unknown[] = [];
  const where = [scope(reader, params), 'n.read_at IS NULL'];
  if (ids !== 'all') {
    params.push(ids);
    where.push(`n.id = ANY ($${params.length}::bigint[])`);
  }
  const res = await db.query(
    `UPDATE notifications SET read_at = now() WHERE id IN (
       SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id WHERE ${where.join(' AND ')})`,
    params,
  );
  return res.rowCount ?? 0;
}
