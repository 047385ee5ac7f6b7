/**
 * The route scan's detectors (e2e/language-scan.ts) on lines a page could show: what a reader must not read is
 * found, the portal's ordinary words are not.
 */
import { internalTextIn, otherLanguageIn, specReferenceIn } from './language-scan';

const texts = (found: { text: string }[]) => found.map((f) => f.text);

describe('codes and event names shown as text', () => {
  it('finds enumeration keys, snake_case fields and event names', () => {
    expect(texts(internalTextIn('事件：order.paid', 'zh'))).toEqual(['order.paid']);
    expect(texts(internalTextIn('发货状态 shipping_abnormal', 'zh'))).toEqual(['shipping_abnormal']);
    expect(
      texts(internalTextIn('Webhook needs an endpoint that receives subscription.matched', 'en')),
    ).toEqual(['subscription.matched']);
    expect(texts(internalTextIn('Sort by updated_at', 'en'))).toEqual(['updated_at']);
  });
  it('leaves file names, addresses, versions, amounts and plain words alone', () => {
    for (const line of [
      '下载 product_spec.pdf',
      '邮箱 ops_team@example.com',
      'https://portal.example/api/stac',
      'Version 1.46.4, e.g. a ¥5,000.00 order',
      '订单号 TO20250101',
      'Resource centre',
    ])
      expect(internalTextIn(line, 'en')).toEqual([]);
  });
});

describe('routes shown as text', () => {
  it('finds a portal route written out', () => {
    expect(texts(internalTextIn('页面: /resourceCenter', 'zh'))).toEqual(['/resourceCenter']);
    expect(texts(internalTextIn('Page: /personalCenter/shoppingCart', 'en'))).toEqual([
      '/personalCenter/shoppingCart',
    ]);
  });
  it('leaves the API paths, unknown paths and fractions alone', () => {
    expect(internalTextIn('GET /api/geodata/places/', 'en')).toEqual([]);
    expect(internalTextIn('/commodity/missions/', 'en')).toEqual([]);
    expect(internalTextIn('1/2 页', 'zh')).toEqual([]);
  });
});

describe('amounts in fen', () => {
  it('finds a money field with a bare integer', () => {
    expect(texts(internalTextIn('余额变动: — → 500000', 'zh'))).toEqual(['余额变动: — → 500000']);
    expect(texts(internalTextIn('Balance: 500000', 'en'))).toEqual(['Balance: 500000']);
    expect(texts(internalTextIn('合计 ¥500000', 'zh'))).toEqual(['¥500000']);
  });
  it('leaves money written as money alone', () => {
    expect(internalTextIn('余额变动: — → ¥5,000.00', 'zh')).toEqual([]);
    expect(internalTextIn('Balance: CN¥5,000.00', 'en')).toEqual([]);
    expect(internalTextIn('数量: 1200', 'zh')).toEqual([]);
  });
});

describe('universal time on a Chinese page', () => {
  it('finds UTC and its Chinese names on a Chinese page only', () => {
    expect(texts(internalTextIn('每周任务（按协调世界时）', 'zh'))).toEqual(['协调世界时']);
    expect(texts(internalTextIn('成像时间 2026-01-01 08:00 UTC', 'zh'))).toEqual(['UTC']);
    expect(internalTextIn('Imaging time 2026-01-01 08:00 UTC', 'en')).toEqual([]);
    expect(internalTextIn('2026-01-01 08:00（北京时间）', 'zh')).toEqual([]);
  });
});

describe('references to the specification', () => {
  it('finds "§" in either language', () => {
    expect(texts(specReferenceIn('注册账户（规则见规格 §5；重复时返回 409）'))).toEqual(['§5']);
    expect(texts(specReferenceIn('The coarse state of spec §4'))).toEqual(['§4']);
    expect(specReferenceIn('shared/domain 的任务状态')).toEqual([]);
  });
});

describe('the other language', () => {
  it('finds English prose on a Chinese page and Chinese on an English one, names allowed', () => {
    expect(texts(otherLanguageIn('网络错误 Network Error', 'zh'))).toEqual(['Network Error']);
    expect(texts(otherLanguageIn('Mission state 未知成功', 'en'))).toEqual(['未知成功']);
    expect(otherLanguageIn('语言 English', 'zh')).toEqual([]);
  });
});
