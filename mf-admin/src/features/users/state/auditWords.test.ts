/** The audit log's words: actions, fields and values said in each language; unknown keys as recorded. */
import { i18n, setLang } from '@portal/shared/i18n';
import '../i18n';
import { changedFields } from './auditFilters';
import { auditActionText, auditWords } from './auditWords';

test('in Chinese: the action named, fields labelled, times in Beijing time, yes/no, account types, money', async () => {
  await setLang('zh');
  const t = i18n.getFixedT('zh', 'users');
  expect(auditActionText('user.update', t)).toBe('修改用户');
  expect(auditActionText('something.new', t)).toBe('something.new');
  const lines = changedFields(
    { type: 'customer', is_active: true, expires_at: null, balance_fen: 0, note: '' },
    {
      type: 'presales',
      is_active: false,
      expires_at: '2026-11-28T06:05:07.000Z',
      balance_fen: 12345,
      note: '续约',
    },
    auditWords(t, 'zh'),
  );
  expect(lines).toEqual([
    '账号类型: 普通用户 → 售前',
    '启用: 是 → 否',
    '到期时间: — → 2026-11-28 14:05:07 (北京时间)',
    `余额: ¥0.00 → ¥123.45`,
    '备注:  → 续约',
  ]);
});

test('in English: the same change in English, times in UTC', async () => {
  await setLang('en');
  const t = i18n.getFixedT('en', 'users');
  expect(auditActionText('permission.revoke', t)).toBe('Permission revoked');
  expect(
    changedFields(
      { is_active: true },
      { is_active: false, expires_at: '2026-11-28T06:05:07Z' },
      auditWords(t, 'en'),
    ),
  ).toEqual(['Active: Yes → No', 'Expires: — → 2026-11-28 06:05:07 UTC']);
});
