/**
 * The other language on a page: English phrases in a Chinese page, Chinese characters in an English one, read from
 * the text a user sees (hidden elements, scripts and the inputs' typed values aside); and the portal's inside shown
 * as text (internalText: codes, routes, spec references, fen amounts, UTC on a Chinese page). Names are allowed: products
 * and formats (STAC, GeoTIFF…), satellites and modes' codes, and what people typed into the demo data (their
 * organisations, addresses). Each finding is the phrase with a little of its context, for the report.
 */
import type { Page } from '@playwright/test';
import { findOrderCenterChild, findRoute } from '../shared/src/domain';

/**
 * In a Chinese page: two or more English words (of three or more letters, the first may be capitalised), or one
 * lower-case word of four or more letters standing alone (a raw value such as "partial" or "success"). Words joined
 * to digits, dots, hyphens, underscores, @ or slashes are identifiers, codes, addresses or file names, not prose.
 */
const ENGLISH = /(?<![\w.@/-])(?:[A-Za-z][a-z]{2,}(?: +[A-Za-z][a-z]{2,})+|[a-z]{4,})(?![\w.@/-])/g;
/** In an English page: any Chinese character. */
const CJK = /[\u3400-\u9fff\uf900-\ufaff]+/g;

/** Names and data that are the same in both languages, or typed by people in one of them. */
export const ALLOWED = [
  // The language switch names each language in itself.
  /^(中文|English)$/,
  // Products, standards and the technical names a user recognises as such.
  /^(STAC Browser|Natural Earth|Web Mercator|Web Worker|Standard Webhooks)$/,
  // The demo data people typed: accounts' names and their organisations.
  /^(admin|sales|presales|customer|control)$/,
  /^e2e fixtures$|^fixtures$/,
  // The API's own words in its documentation (field and resource names, commands) and file formats.
  /^(bbox|code|collections|conformance|curl|cursor|data|datetime|errors|fetch|fields?|filter|http|https|intersects|landing|limit|message|next|package|password|queryables|sortby|thumbnail|token|total|username|view)$/,
  /^(docx|jpeg|tiff)$/,
  /^(示例客户)$/,
  /Port Authority|Maritime Safety|Institute of|University of/,
];

export interface Finding {
  text: string;
  context: string;
}

/**
 * Developer reference (the API page's reference and examples) marks its container `data-scan="reference"`: field
 * names, codes, paths and the API's UTC times are its subject there, so only the language and "§" are checked in it.
 */
export const REFERENCE = '[data-scan="reference"]';

/**
 * The visible text of the page's main area and header, line by line, without what people typed: the portal marks
 * such text `translate="no"` (names, organisations, requirements, feedback: data, shown as written). While the text
 * is read those elements are hidden (innerText leaves out what is not visible), so their words never count.
 * `withoutReference` also leaves out the developer reference.
 */
function visibleText(page: Page, withoutReference = false): Promise<string> {
  return page.evaluate(
    ({ reference }) => {
      const style = document.createElement('style');
      style.textContent = `[translate="no"]${reference ? `, ${reference}` : ''} { visibility: hidden !important; }`;
      document.head.append(style);
      try {
        const roots = ['#portal-header', '#portal-main', '#portal-status']
          .map((s) => document.querySelector(s))
          .filter((x): x is HTMLElement => Boolean(x));
        return roots.map((r) => r.innerText).join('\n');
      } finally {
        style.remove();
      }
    },
    { reference: withoutReference ? REFERENCE : '' },
  );
}

const context = (line: string, at: number, phrase: string) =>
  line.slice(Math.max(0, at - 20), at + phrase.length + 20).trim();

/** A phrase of the other language (`lang` is the page's), outside ALLOWED. */
export function otherLanguageIn(line: string, lang: 'zh' | 'en'): Finding[] {
  const found: Finding[] = [];
  for (const m of line.matchAll(lang === 'zh' ? ENGLISH : CJK)) {
    const phrase = m[0];
    if (ALLOWED.some((a) => a.test(phrase))) continue;
    found.push({ text: phrase, context: context(line, m.index ?? 0, phrase) });
  }
  return found;
}

/**
 * Codes shown as words: an enumeration key or a field name in snake_case (shipping_abnormal), an event name or a
 * dotted code (order.paid, subscription.matched). File names (report.pdf), host names and addresses (with @ or a
 * slash next to them), versions and numbers are not codes.
 */
const CODE =
  /(?<![\w.@/:-])(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z][a-z0-9_]+(?:\.[a-z][a-z0-9_]+)+)(?![\w@/-]|\.\w)/g;
const FILE_OR_HOST =
  /\.(pdf|png|jpe?g|tiff?|json|geojson|zip|kml|kmz|shp|csv|xlsx|docx|txt|com|cn|org|net|io|example)$/;
/** A portal route written out: "/resourceCenter", "/personalCenter/cart" (not inside a longer path or address). */
const ROUTE = /(?<![\w.:/-])\/[a-zA-Z][\w-]*(?:\/[\w:-]+)*\/?(?![\w./-])/g;
/** A money field whose value is a bare integer of four digits or more: an amount in fen (500000 for ¥5,000.00). */
const FEN = [
  /[¥￥]\s?-?\d{4,}(?![\d.,])/g,
  /(?:余额|金额|价格|费用|单价|总价|退款|balance|amount|price|cost|refund)[^:：\n]{0,12}[:：]\s*(?:[—–-]\s*→\s*)?-?\d{4,}(?![\d.,])/gi,
];
/** Universal time named on a Chinese page, where every time is Beijing time. */
const UTC_ZH = /(?<![A-Za-z])UTC(?![A-Za-z])|协调世界时|世界标准时间/g;

const isRoute = (path: string) => {
  const p = path.replace(/\/$/, '') || '/';
  if (p.startsWith('/personalCenter/'))
    return Boolean(findOrderCenterChild(p.slice('/personalCenter/'.length)));
  const r = findRoute(p);
  return Boolean(r && r.path !== '/404' && !r.path.endsWith('/*'));
};

/** What a line of a page's own words shows that a reader should not read: codes, routes, spec references, fen, UTC. */
export function internalTextIn(line: string, lang: 'zh' | 'en'): Finding[] {
  const found: Finding[] = [];
  const add = (phrase: string, at: number) =>
    found.push({ text: phrase, context: context(line, at, phrase) });
  for (const m of line.matchAll(CODE)) if (!FILE_OR_HOST.test(m[0])) add(m[0], m.index ?? 0);
  for (const m of line.matchAll(ROUTE)) if (isRoute(m[0])) add(m[0], m.index ?? 0);
  for (const re of FEN) for (const m of line.matchAll(re)) add(m[0], m.index ?? 0);
  if (lang === 'zh') for (const m of line.matchAll(UTC_ZH)) add(m[0], m.index ?? 0);
  return found;
}

/** A reference to the specification's sections ("规格 §3", "docs/requirements.md §4"): anywhere, the reference included. */
export function specReferenceIn(line: string): Finding[] {
  return [...line.matchAll(/§\s*\d*/g)].map((m) => ({
    text: m[0],
    context: context(line, m.index ?? 0, m[0]),
  }));
}

/** What a page in `lang` says in the other language. */
export async function otherLanguage(page: Page, lang: 'zh' | 'en'): Promise<Finding[]> {
  const text = await visibleText(page);
  return text.split('\n').flatMap((line) => otherLanguageIn(line, lang));
}

/**
 * What a page in `lang` shows of the portal's inside: raw codes and event names, routes, fen amounts, universal time
 * on a Chinese page (the developer reference aside), and references to the specification (anywhere).
 */
export async function internalText(page: Page, lang: 'zh' | 'en'): Promise<Finding[]> {
  const all = (await visibleText(page)).split('\n');
  const own = (await visibleText(page, true)).split('\n');
  return [...own.flatMap((line) => internalTextIn(line, lang)), ...all.flatMap(specReferenceIn)];
}
