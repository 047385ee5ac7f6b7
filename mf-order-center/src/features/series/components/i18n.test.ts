/** Every text of the customer's series of repeat collects (namespace series) in both languages. */
import { i18n } from '@portal/shared/i18n';
import '../i18n';

type Tree = { [k: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`),
  );
/** Plural forms of one key count as that key (Chinese has one form, English two). */
const base = (k: string) => k.replace(/_(one|other)$/, '');

test('every text in both languages', () => {
  const zh = new Set(keysOf(i18n.getResourceBundle('zh', 'series') as Tree).map(base));
  const en = new Set(keysOf(i18n.getResourceBundle('en', 'series') as Tree).map(base));
  expect([...zh].filter((k) => !en.has(k))).toEqual([]);
  expect([...en].filter((k) => !zh.has(k))).toEqual([]);
});
