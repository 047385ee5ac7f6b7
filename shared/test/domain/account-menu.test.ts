import {
  ACCOUNT_CHILDREN,
  accountMenuFor,
  findOrderCenterChild,
  isAccountPath,
  mayOpen,
  menuFor,
  roleGroupOf,
  USER_TYPES,
  type UserType,
} from '@portal/shared/domain';
import { MENU_OF } from './role-menus';

test('the order-centre menu of each of the seven roles is exactly its list', () => {
  for (const type of Object.keys(USER_TYPES) as UserType[])
    expect([type, menuFor(roleGroupOf(type)).map((c) => c.path)]).toEqual([type, MENU_OF[type]]);
  // Customer information review is the sales roles' page, reached through its queue, never in the menu.
  expect(mayOpen('sales', findOrderCenterChild('modification')!)).toBe(true);
});

test('API keys, webhooks and saved searches are the account area’s Integrations, for the roles as before; customers have their Team', () => {
  const sections = (group: 'customer' | 'sales' | 'staff') =>
    accountMenuFor(group).map((s) => [s.section.title.en, s.pages.map((p) => p.path), s.href]);
  const integrations = ['Integrations', ['apiKeys', 'webhooks', 'subscriptions'], '/personalCenter/apiKeys'];
  expect(sections('customer')).toEqual([
    integrations,
    ['Team', ['organisation'], '/personalCenter/organisation'],
  ]);
  expect(sections('staff')).toEqual([integrations]);
  expect(sections('sales')).toEqual([['Integrations', ['apiKeys'], '/personalCenter/apiKeys']]);
  expect(accountMenuFor('customer').map((s) => s.section.title.zh)).toEqual(['集成', '团队']);
  expect(findOrderCenterChild('organisation')!.title).toEqual({ zh: '我的团队', en: 'My organisation' });
});

test('the account pages keep their URLs below /personalCenter/, with their titles and remote', () => {
  for (const page of ACCOUNT_CHILDREN) {
    expect(findOrderCenterChild(page.path)).toBe(page);
    expect(page.remote).toBe('mf-order-center');
    expect(isAccountPath(`/personalCenter/${page.path}`)).toBe(true);
  }
  expect(findOrderCenterChild('apiKeys')!.title).toEqual({ zh: 'API 密钥', en: 'API keys' });
  expect(mayOpen('sales', findOrderCenterChild('webhooks')!)).toBe(false);
  expect(mayOpen('sales', findOrderCenterChild('apiKeys')!)).toBe(true);
  expect(isAccountPath('/personalCenter/shoppingCart')).toBe(false);
  expect(isAccountPath('/personalCenter')).toBe(false);
  expect(isAccountPath('/apiKeys')).toBe(false);
});
