import {
  auditFiltersFromSearch,
  auditQueryOf,
  changedFields,
  NO_AUDIT_FILTERS,
  userHistoryPath,
} from './audit-filters';

test("a user's history link names its account, and the page reads it back", () => {
  const path = userHistoryPath(42);
  const search = new URLSearchParams(path.split('?')[1]);
  expect(path.startsWith('/personalCenter/auditLog?')).toBe(true);
  expect(auditFiltersFromSearch(search)).toEqual({
    ...NO_AUDIT_FILTERS,
    subject_type: 'user',
    subject_id: '42',
  });
  expect(auditQueryOf(auditFiltersFromSearch(search))).toEqual({ subject_type: 'user', subject_id: 42 });
});

test('only valid filters are sent', () => {
  expect(auditQueryOf(NO_AUDIT_FILTERS)).toEqual({});
  expect(auditQueryOf({ subject_type: 'order', subject_id: '-3', actor: ' admin ', action: '' })).toEqual({
    actor: 'admin',
  });
  expect(auditQueryOf({ ...NO_AUDIT_FILTERS, subject_id: '1.5' })).toEqual({});
});

test('a change shows only the fields that differ', () => {
  expect(
    changedFields(
      { type: 'customer', is_active: true, sales_id: null, name: 'Li' },
      { type: 'presales', is_active: true, sales_id: 7, name: 'Li', balance_change: 100 },
    ),
  ).toEqual(['type: customer → presales', 'sales_id: — → 7', 'balance_change: — → 100']);
  expect(changedFields(null, { deleted: true })).toEqual(['deleted: — → true']);
});

test('a change in the page language: labels for the fields, times in the viewer zone, yes and no', () => {
  const words = {
    field: (k: string) => ({ note: '备注', is_active: '启用' })[k] ?? k,
    value: (_k: string, v: unknown) => (v === true ? '是' : v === false ? '否' : String(v)),
  };
  expect(changedFields({ note: null, is_active: true }, { note: 'e2e', is_active: false }, words)).toEqual([
    '备注: — → e2e',
    '启用: 是 → 否',
  ]);
});
