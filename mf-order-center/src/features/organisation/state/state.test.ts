/** Amounts typed in yuan, the tabs each role sees, and audit entries in words. */
import { parseYuan, yuanInput } from './money';
import { tabOf, tabsFor } from './tabs';
import { auditActionKey, auditDetail } from './audit';

test('yuan typed with at most two decimals, empty for none', () => {
  expect(parseYuan('')).toBeNull();
  expect(parseYuan(' 12.5 ')).toBe(1250);
  expect(parseYuan('0')).toBe(0);
  expect(parseYuan('1.234')).toBeUndefined();
  expect(parseYuan('-1')).toBeUndefined();
  expect(parseYuan('2000000000')).toBeUndefined();
  expect(yuanInput(123450)).toBe('1234.50');
  expect(yuanInput(null)).toBe('');
});

test('each role sees the tabs it may; an address naming another opens the overview', () => {
  expect(tabsFor('manager')).toEqual([
    'overview',
    'members',
    'invitations',
    'budgets',
    'approvals',
    'bill',
    'audit',
  ]);
  expect(tabsFor('viewer')).toEqual(['overview', 'members', 'budgets', 'bill', 'audit']);
  expect(tabsFor('buyer')).toEqual(['overview', 'members', 'budgets']);
  expect(tabOf('approvals', 'manager')).toBe('approvals');
  expect(tabOf('approvals', 'viewer')).toBe('overview');
  expect(tabOf('nonsense', 'manager')).toBe('overview');
  expect(tabOf(null, 'tasker')).toBe('overview');
});

test('an audit entry: its action’s label key, and its change in words', () => {
  expect(auditActionKey('organisation.member_update')).toBe('member_update');
  expect(auditActionKey('budget_create')).toBe('budget_create');
  const labels: Record<string, string> = {
    role: 'Role',
    monthly_limit_fen: 'Monthly limit',
    enabled: 'Enabled',
  };
  const w = { lang: 'en' as const, label: (f: string) => labels[f], yes: 'Yes', no: 'No' };
  const member = { member: 'liwei', role: 'buyer', enabled: true, monthly_limit_fen: null };
  expect(
    auditDetail({ before: member, after: { role: 'tasker', monthly_limit_fen: 150000, enabled: true } }, w),
  ).toBe('liwei · Role: Buyer → Tasker · Monthly limit: — → CN¥1,500.00 · Enabled: Yes');
  expect(auditDetail({ before: null, after: { email: 'wang@example.com', role: 'viewer' } }, w)).toBe(
    'email: wang@example.com · Role: Viewer',
  );
  expect(auditDetail({ before: { username: 'liwei', role: 'buyer' }, after: null }, w)).toBe('liwei');
});
