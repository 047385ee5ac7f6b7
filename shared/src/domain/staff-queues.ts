import type { RoleGroup } from './roles';

/**
 * The work waiting for staff and sales, as the bell and the order centre's menu show it: each queue's count comes
 * from its list's `total` (a one-row page of the API call below) and leads to the page that works it. Some of those
 * pages are hidden from the menu (docs/requirements.md §2); a queue with something in it is the way there.
 */
export interface StaffQueue {
  id: 'missionReview' | 'requirementNotice' | 'customerReview' | 'failedJobs';
  /** Who sees it. */
  roles: readonly RoleGroup[];
  /** Its page below /personalCenter/, per role group. */
  path: Partial<Record<RoleGroup, string>>;
  /** The list whose `total` is the count. */
  count: { url: string; params: Record<string, string> };
  label: { zh: string; en: { one: string; other: string } };
}

export const STAFF_QUEUES: readonly StaffQueue[] = [
  {
    id: 'missionReview',
    roles: ['staff'],
    path: { staff: 'missionadmin/missionforty' },
    count: { url: '/commodity/missions/', params: { scope: 'all', order_state: '100' } },
    label: {
      zh: '{{count}} 个编程订单待审核',
      en: { one: '{{count}} tasking order awaits review', other: '{{count}} tasking orders await review' },
    },
  },
  {
    id: 'requirementNotice',
    roles: ['staff'],
    path: { staff: 'requirementNotice' },
    count: { url: '/commodity/requirement_notices/', params: { unacknowledged: 'true' } },
    label: {
      zh: '{{count}} 条需求通知未确认',
      en: {
        one: '{{count}} requirement notice to acknowledge',
        other: '{{count}} requirement notices to acknowledge',
      },
    },
  },
  {
    id: 'customerReview',
    roles: ['staff', 'sales'],
    path: { staff: 'userInformationReview', sales: 'modification' },
    count: { url: '/user/audit_user/', params: { status: 'pending' } },
    label: {
      zh: '{{count}} 项客户信息待审核',
      en: {
        one: '{{count}} customer information request awaits review',
        other: '{{count}} customer information requests await review',
      },
    },
  },
  {
    id: 'failedJobs',
    roles: ['staff'],
    path: { staff: 'jobs' },
    count: { url: '/admin/jobs/', params: { state: 'failed' } },
    label: {
      zh: '{{count}} 个后台任务失败，待处理',
      en: { one: '{{count}} background job failed', other: '{{count}} background jobs failed' },
    },
  },
];

/** A queue and how much is in it, as the header's bell and the order centre's menu read it. */
export interface QueueCount {
  id: StaffQueue['id'];
  count: number;
  /** /personalCenter/… of the caller's role. */
  href: string;
}

export const queuesFor = (group: RoleGroup): StaffQueue[] =>
  STAFF_QUEUES.filter((q) => q.roles.includes(group) && q.path[group]);

/** "3 tasking orders await review" in the reader's language. */
export function queueText(id: StaffQueue['id'], count: number, lang: 'zh' | 'en'): string {
  const q = STAFF_QUEUES.find((x) => x.id === id)!;
  const template = lang === 'zh' ? q.label.zh : count === 1 ? q.label.en.one : q.label.en.other;
  return template.replace('{{count}}', String(count));
}
