import { pinyin } from 'pinyin-pro';

/**
 * English names of Chinese administrative units: Hanyu Pinyin of the short name (pinyin-pro), in the official
 * spelling of geographic names (syllables joined, an apostrophe before a, o, e inside a word: Xi'an), with an
 * English kind for districts and counties. The few provinces whose customary English name is not their pinyin
 * are overridden here (names, not geodata).
 */
const PROVINCE_EN: Record<string, string> = {
  陕西: 'Shaanxi',
  内蒙古: 'Inner Mongolia',
  西藏: 'Tibet',
  香港: 'Hong Kong',
  澳门: 'Macao',
  台湾: 'Taiwan',
};

/** Pinyin of a Chinese name as one capitalized word: 大兴安岭 → Daxing'anling, 吕梁 → Lüliang. */
export function pinyinName(zh: string): string {
  const syllables = pinyin(zh, {
    toneType: 'none',
    type: 'array',
    nonZh: 'consecutive',
    v: false,
  }) as string[];
  let out = '';
  for (const s of syllables) {
    const syl = s.trim();
    if (!syl) continue;
    if (out && /^[aoe]/.test(syl) && /[a-zü]$/i.test(out)) out += "'";
    out += syl;
  }
  return out.charAt(0).toUpperCase() + out.slice(1);
}

const SUFFIXES: Array<[RegExp, string]> = [
  [/特别行政区$/, ''],
  [/(维吾尔|壮族|回族)?自治区$/, ''],
  [/省$/, ''],
  [/(新)区$/, ' New Area'],
  [/区$/, ' District'],
  [/县$/, ' County'],
  [/市$/, ''],
];

/** Name without its administrative suffix: 浙江省 → 浙江, 广西壮族自治区 → 广西, 杭州市 → 杭州 (for search). */
export function shortZh(zh: string): string {
  return zh.replace(/特别行政区$|(维吾尔|壮族|回族)?自治区$|省$|市$/, '') || zh;
}

/** English name of a province-level unit from its short Chinese name (浙江 → Zhejiang). */
export function provinceEn(short: string): string {
  return PROVINCE_EN[short] ?? pinyinName(short);
}

/**
 * English name of a prefecture-level (or municipal district) unit. `short` is the source's short name when it has
 * one (echarts china-cities.json: 延边 for 延边朝鲜族自治州), otherwise the suffix of `full` is translated.
 */
export function cityEn(full: string, short?: string): string {
  if (short && short !== full) return pinyinName(short);
  for (const [re, kind] of SUFFIXES) {
    const m = re.exec(full);
    if (m && m.index > 0) return pinyinName(full.slice(0, m.index)) + kind;
  }
  return pinyinName(full);
}
