/** The names the image-query page shows for regions and places. */
import type { Place, Region } from '../api/catalog';
import { placeContext, regionPathLabel } from './labels';

const region = (code: string, zh: string, en: string): Region => ({ code, name_zh: zh, name_en: en });
const place = (p: Partial<Place>): Place => ({
  id: 1,
  name: '',
  name_zh: null,
  name_en: '',
  ...p,
});

describe('regionPathLabel', () => {
  const zhejiang = region('330000', '浙江省', 'Zhejiang');
  it('names a city with its province', () => {
    expect(regionPathLabel(region('330100', '杭州市', 'Hangzhou'), zhejiang)).toEqual({
      zh: '浙江省 杭州市',
      en: 'Hangzhou, Zhejiang',
    });
  });
  it('names a province alone', () => {
    expect(regionPathLabel(zhejiang)).toEqual({ zh: '浙江省', en: 'Zhejiang' });
  });
  it('names a city that shares its province’s name once', () => {
    const beijing = region('110000', '北京市', 'Beijing');
    expect(regionPathLabel(region('110100', '北京市', 'Beijing'), beijing)).toEqual({
      zh: '北京市',
      en: 'Beijing',
    });
  });
});

describe('placeContext', () => {
  const hangzhou = place({
    name_zh: '杭州市',
    name_en: 'Hangzhou',
    admin_name: '杭州市',
    country_name: '中国',
  });
  it('does not repeat a city that is its own administrative area (杭州市, not 杭州市 杭州市)', () => {
    expect(placeContext(hangzhou, '杭州市')).toBe('中国');
    expect(placeContext({ ...hangzhou, admin_name: 'Hangzhou', country_name: 'China' }, 'Hangzhou')).toBe(
      'China',
    );
  });
  it('shows the administrative area of a town', () => {
    expect(placeContext(place({ name_zh: '西湖镇', admin_name: '杭州市' }), '西湖镇')).toBe('杭州市');
  });
  it('shows nothing when nothing tells the place apart', () => {
    expect(placeContext(place({ name_en: 'Nowhere' }), 'Nowhere')).toBe('');
  });
});
