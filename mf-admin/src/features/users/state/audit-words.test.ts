/** The audit log's words: actions, fields and values said in each language; unknown keys as recorded. */
import { i18n, setLang } from '@portal/shared/i18n';
import '../i18n';
import { changedFields } from './audit-filters';
import { auditActionText, auditWords } from './audit-words';

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

test('review and feedback states and kinds in words, requested changes labelled, by what the entry is about', async () => {
  await setLang('zh');
  const zh = i18n.getFixedT('zh', 'users');
  expect(
    changedFields(
      { status: 'pending', kind: 'change', changes: { organization: '遥感应用研究院' } },
      { status: 'approved', comment: '' },
      auditWords(zh, 'zh', 'review.approve'),
    ),
  ).toEqual([
    '状态: 待审核 → 已通过',
    '类型: 信息变更 → —',
    '变更内容: 单位 遥感应用研究院 → —',
    '意见: — → ',
  ]);
  expect(
    changedFields({ status: 'pending' }, { status: 'replied' }, auditWords(zh, 'zh', 'feedback.reply')),
  ).toEqual(['状态: 待处理 → 已回复']);
  await setLang('en');
  const en = i18n.getFixedT('en', 'users');
  expect(
    changedFields(
      { kind: 'verification' },
      { kind: 'verification', status: 'rejected' },
      auditWords(en, 'en', 'review.reject'),
    ),
  ).toEqual(['Status: — → Rejected']);
  // A value the portal does not know stays as recorded.
  expect(changedFields({ status: 'x' }, { status: 'y' }, auditWords(en, 'en', 'other.thing'))).toEqual([
    'Status: x → y',
  ]);
});

test('a permission: its area said by its size, classifications in words, satellites listed', async () => {
  await setLang('zh');
  const zh = i18n.getFixedT('zh', 'users');
  const area = {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [98.4, 37.1],
          [99.1, 37.1],
          [99.1, 37.6],
          [98.4, 37.1],
        ],
      ],
    ],
  };
  expect(
    changedFields(
      {},
      { area, classifications: ['restricted', 'sensitive'], satellites: ['TY-38', 'TY-40'] },
      auditWords(zh, 'zh', 'permission.grant'),
    ),
  ).toEqual(['区域: — → 多边形区域（4 个顶点）', '密级: — → 受限、敏感', '卫星: — → TY-38、TY-40']);
  await setLang('en');
  const en = i18n.getFixedT('en', 'users');
  expect(changedFields({ area }, {}, auditWords(en, 'en', 'permission.revoke'))).toEqual([
    'Area: Polygon area (4 vertices) → —',
  ]);
});

test("an API key's and an ingested scene's entries in words: scopes, modes, directions, classification, box", async () => {
  await setLang('zh');
  const zh = i18n.getFixedT('zh', 'users');
  expect(auditActionText('user.api_key_create', zh)).toBe('创建 API 密钥');
  expect(auditActionText('scene.ingest', zh)).toBe('入库影像');
  expect(
    changedFields(
      null,
      { key_id: 7, prefix: 'sar_live_eu6WR6', scopes: ['catalog:read', 'orders:write'] },
      auditWords(zh, 'zh', 'user.api_key_create'),
    ),
  ).toEqual([
    '密钥编号: — → 7',
    '密钥前缀: — → sar_live_eu6WR6',
    '权限范围: — → 检索目录（含 STAC）、下存档订单',
  ]);
  expect(
    changedFields(
      null,
      {
        orbit_direction: 'ascending',
        look_side: 'right',
        classification: 'restricted',
        bbox: [120.12345, 30, 121, 31],
      },
      auditWords(zh, 'zh', 'scene.ingest'),
    ),
  ).toEqual([
    '轨道方向: — → 升轨',
    '视向: — → 右视',
    '密级: — → 受限',
    '范围（经纬度）: — → 120.123, 30.000, 121.000, 31.000',
  ]);
});

test('a balance change is money in yuan, not fen', async () => {
  await setLang('zh');
  const zh = i18n.getFixedT('zh', 'users');
  expect(changedFields({}, { balance_change: 500000 }, auditWords(zh, 'zh', 'user.update'))).toEqual([
    '余额变动: — → ¥5,000.00',
  ]);
  await setLang('en');
  const en = i18n.getFixedT('en', 'users');
  expect(changedFields({}, { balance_change: -1250 }, auditWords(en, 'en', 'user.update'))).toEqual([
    'Balance change: — → -CN¥12.50',
  ]);
});

test('a sensitive-data permission’s window is labelled, never its field names (valid_from, acquired_to)', async () => {
  for (const [lang, expected] of [
    [
      'zh',
      [
        '生效时间: — → 2026-01-01 08:00:00 (北京时间)',
        '到期时间: — → —',
        '成像时间起: — → —',
        '成像时间止: — → —',
      ],
    ],
    [
      'en',
      [
        'Valid from: — → 2026-01-01 00:00:00 UTC',
        'Expires: — → —',
        'Acquired from: — → —',
        'Acquired until: — → —',
      ],
    ],
  ] as const) {
    await setLang(lang);
    const t = i18n.getFixedT(lang, 'users');
    const lines = changedFields(
      {},
      { valid_from: '2026-01-01T00:00:00.000Z', valid_until: null, acquired_from: null, acquired_to: null },
      auditWords(t, lang),
    );
    expect(lines).toEqual(expected);
  }
});

test('a feedback reply’s time and author are labelled, never their field names (replied_at, replied_by)', async () => {
  await setLang('en');
  const t = i18n.getFixedT('en', 'users');
  expect(
    changedFields({}, { replied_at: '2026-12-02T03:00:00.000Z', replied_by: 'admin' }, auditWords(t, 'en')),
  ).toEqual(['Replied at: — → 2026-12-02 03:00:00 UTC', 'Replied by: — → admin']);
});

test("an organisation's entries in words: the action, its member's role and the threshold", async () => {
  await setLang('zh');
  const t = i18n.getFixedT('zh', 'users');
  expect(auditActionText('organisation.member_update', t)).toBe('修改成员');
  expect(t('subject_organisation')).toBe('团队');
  const lines = changedFields(
    { member: 'liwei', role: 'buyer', approval_threshold_fen: null },
    { member: 'liwei', role: 'tasker', approval_threshold_fen: 1 },
    auditWords(t, 'zh', 'organisation.member_update'),
  );
  expect(lines).toEqual(['团队角色: 采购员 → 编程下单员', '审批金额: — → ¥0.01']);
});
