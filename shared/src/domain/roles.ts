/**
 * Roles of docs/requirements.md §6. The user's `type` is one of these codes; staff and sales see more of the order centre,
 * every other type (and an anonymous visitor) is a customer. The server's guard and the UI's menu both use this.
 */
export const USER_TYPES = {
  admin: { zh: '系统管理员', en: 'System administrator', group: 'staff' },
  control: { zh: '测控团队', en: 'Control team', group: 'staff' },
  external_tech: { zh: '外部技术团队', en: 'External technical team', group: 'staff' },
  data_application: { zh: '数据应用部', en: 'Data application department', group: 'staff' },
  sales: { zh: '销售', en: 'Sales', group: 'sales' },
  presales: { zh: '售前', en: 'Pre-sales', group: 'sales' },
  customer: { zh: '普通用户', en: 'Customer', group: 'customer' },
} as const;

export type UserType = keyof typeof USER_TYPES;
export type RoleGroup = 'staff' | 'sales' | 'customer';

export function roleGroupOf(type: string | null | undefined): RoleGroup {
  const known = type && (USER_TYPES as Record<string, { group: RoleGroup }>)[type];
  return known ? known.group : 'customer';
}

export function isUserType(value: string): value is UserType {
  return Object.prototype.hasOwnProperty.call(USER_TYPES, value);
}
