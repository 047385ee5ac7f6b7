import type { UserType } from '../../src/domain';

/**
 * docs/requirements.md §6 (and §2's children): each role's order-centre menu, hidden children such as modification
 * never in it. Written out, not derived, so that the domain's test and the browser's both check against it.
 */
export const STAFF_MENU = [
  'shoppingCart',
  'archiveOrder',
  'myProgrammingOrder',
  'userManagement',
  'bill',
  'feedbackManagement',
  'missionadmin/missionforty',
  'situationMonitoring',
  'tasksadmin/tasks',
  'allarchivedOrderManagement',
  'effectContent',
  'jobs',
  'myAlerts',
];
export const SALES_MENU = [
  'userManagement',
  'allarchivedOrderManagement',
  'allprogrammedOrderManagement',
  'myAlerts',
];
export const CUSTOMER_MENU = ['shoppingCart', 'archiveOrder', 'myProgrammingOrder', 'myAlerts'];

export const MENU_OF: Record<UserType, string[]> = {
  admin: STAFF_MENU,
  control: STAFF_MENU,
  external_tech: STAFF_MENU,
  data_application: STAFF_MENU,
  sales: SALES_MENU,
  presales: SALES_MENU,
  customer: CUSTOMER_MENU,
};
