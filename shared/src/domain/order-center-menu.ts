/**
 * Children of /personalCenter (docs/requirements.md §2) and who may open them (docs/requirements.md §6). `hidden` children are reachable by
 * URL (for the roles listed) but never in the menu. Pure data: the shell, the remotes and the tests share it.
 * The menu of each role is exactly docs/requirements.md §6's; a person's own settings (API keys, webhooks, saved
 * searches) are the account area's (account-menu.ts).
 */
import type { RoleGroup } from './roles';
import { ACCOUNT_CHILDREN } from './account-menu';
import type { OrderCenterChild } from './order-center-child';

export type { OrderCenterChild };

const all: RoleGroup[] = ['customer', 'sales', 'staff'];
const staff: RoleGroup[] = ['staff'];
const staffAndSales: RoleGroup[] = ['staff', 'sales'];

export const ORDER_CENTER_CHILDREN: readonly OrderCenterChild[] = [
  {
    path: 'shoppingCart',
    title: { zh: '购物车', en: 'Shopping cart' },
    roles: ['customer', 'staff'],
    remote: 'mf-order-center',
  },
  {
    path: 'archiveOrder',
    title: { zh: '存档订单', en: 'Archive orders' },
    roles: ['customer', 'staff'],
    remote: 'mf-order-center',
  },
  {
    path: 'myProgrammingOrder',
    title: { zh: '我的编程订单', en: 'My tasking orders' },
    roles: ['customer', 'staff'],
    remote: 'mf-order-center',
  },
  {
    path: 'userManagement',
    title: { zh: '用户管理', en: 'User management' },
    roles: staffAndSales,
    remote: 'mf-admin',
  },
  {
    path: 'orgManagement',
    title: { zh: '团队管理', en: 'Organisations' },
    roles: staffAndSales,
    hidden: true,
    remote: 'mf-admin',
  },
  { path: 'bill', title: { zh: '账单', en: 'Bill' }, roles: staff, remote: 'mf-admin' },
  {
    path: 'userInformationReview',
    title: { zh: '用户信息审核', en: 'User information review' },
    roles: staff,
    hidden: true,
    remote: 'mf-admin',
  },
  {
    path: 'userSensitivePermissions',
    title: { zh: '用户敏感权限', en: 'User sensitive permissions' },
    roles: staff,
    hidden: true,
    remote: 'mf-admin',
  },
  {
    path: 'feedbackManagement',
    title: { zh: '反馈管理', en: 'Feedback' },
    roles: staff,
    remote: 'mf-admin',
  },
  {
    path: 'auditLog',
    title: { zh: '操作日志', en: 'Audit log' },
    roles: staff,
    hidden: true,
    remote: 'mf-admin',
  },
  {
    path: 'userShoppingCart',
    title: { zh: '用户购物车', en: 'User shopping cart' },
    roles: staff,
    hidden: true,
    remote: 'mf-admin',
  },
  {
    path: 'missionadmin/missionforty',
    title: { zh: '编程订单管理', en: 'Tasking order management' },
    roles: staff,
    remote: 'mf-admin',
  },
  {
    path: 'missionadmin/detail/:id',
    title: { zh: '编程订单详情', en: 'Tasking order detail' },
    roles: staff,
    hidden: true,
    remote: 'mf-admin',
  },
  {
    path: 'situationMonitoring',
    title: { zh: '其他订单', en: 'Other orders' },
    roles: staff,
    remote: 'mf-admin',
  },
  {
    path: 'tasksadmin/tasks',
    title: { zh: '规划任务管理', en: 'Planning tasks' },
    roles: staff,
    remote: 'mf-admin',
  },
  {
    path: 'tasksadmin/taskdetail/:id',
    title: { zh: '规划任务详情', en: 'Planning task detail' },
    roles: staff,
    hidden: true,
    remote: 'mf-admin',
  },
  {
    path: 'allarchivedOrderManagement',
    title: { zh: '商城订单（存档影像）', en: 'Mall orders (archive images)' },
    roles: staffAndSales,
    remote: 'mf-admin',
  },
  {
    path: 'allprogrammedOrderManagement',
    title: { zh: '编程订单总览', en: 'All tasking orders' },
    roles: ['sales'],
    remote: 'mf-admin',
  },
  {
    path: 'modification',
    title: { zh: '客户信息审核', en: 'Customer information review' },
    roles: ['sales'],
    hidden: true,
    remote: 'mf-admin',
  },
  {
    path: 'taskstate',
    title: { zh: '任务状态', en: 'Task state' },
    roles: staff,
    hidden: true,
    remote: 'mf-admin',
  },
  {
    path: 'requirementNotice',
    title: { zh: '需求通知', en: 'Requirement notice' },
    roles: staff,
    hidden: true,
    remote: 'mf-admin',
  },
  {
    path: 'effectContent',
    title: { zh: '应用服务内容', en: 'Application services content' },
    roles: staff,
    remote: 'mf-admin',
  },
  { path: 'jobs', title: { zh: '后台任务', en: 'Background jobs' }, roles: staff, remote: 'mf-admin' },
  { path: 'myAlerts', title: { zh: '我的提醒', en: 'My alerts' }, roles: all, remote: 'mf-order-center' },
];

/**
 * Group paths of docs/requirements.md §2 that are no page themselves but lead to their list: /personalCenter/missionadmin opens the
 * tasking-order list (missionforty), /personalCenter/tasksadmin the planning tasks.
 */
export const ORDER_CENTER_GROUP_HOMES: Readonly<Record<string, string>> = {
  missionadmin: 'missionadmin/missionforty',
  tasksadmin: 'tasksadmin/tasks',
};

/** The child a group path below /personalCenter/ leads to (e.g. `missionadmin` → `missionadmin/missionforty`). */
export function orderCenterGroupHome(subPath: string): string | undefined {
  const key = subPath.replace(/^\/+|\/+$/g, '');
  return Object.prototype.hasOwnProperty.call(ORDER_CENTER_GROUP_HOMES, key)
    ? ORDER_CENTER_GROUP_HOMES[key]
    : undefined;
}

/**
 * Matches a path below /personalCenter/ against its pages, `:id` matching one segment: the order centre's children
 * and the account area's pages (account-menu.ts), which keep their /personalCenter/ URLs.
 */
export function findOrderCenterChild(subPath: string): OrderCenterChild | undefined {
  const parts = subPath.replace(/^\/+|\/+$/g, '').split('/');
  return [...ORDER_CENTER_CHILDREN, ...ACCOUNT_CHILDREN].find((child) => {
    const pattern = child.path.split('/');
    return (
      pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i])
    );
  });
}

export function menuFor(group: RoleGroup): OrderCenterChild[] {
  return ORDER_CENTER_CHILDREN.filter((c) => !c.hidden && c.roles.includes(group));
}

export function mayOpen(group: RoleGroup, child: OrderCenterChild): boolean {
  return child.roles.includes(group);
}
