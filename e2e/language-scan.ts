/**
 * The other language on a page: English phrases in a Chinese page, Chinese characters in an English one, read from
 * the text a user sees (hidden elements, scripts and the inputs' typed values aside). Names are allowed: products
 * and formats (STAC, GeoTIFF…), satellites and modes' codes, and what people typed into the demo data (their
 * organisations, addresses). Each finding is the phrase with a little of its context, for the report.
 */
import type { Page } from '@playwright/test';

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
 * The visible text of the page's main area and header, line by line, without what people typed: the portal marks
 * such text `translate="no"` (names, organisations, requirements, feedback: data, shown as written). While the text
 * is read those elements are hidden (innerText leaves out what is not visible), so their words never count.
 */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = '[translate="no"] { visibility: hidden !important; }';
    document.head.append(style);
    try {
      const roots = ['#portal-header', '#portal-main', '#portal-status']
        .map((s) => document.querySelector(s))
        .filter((x): x is HTMLElement => Boolean(x));
      return roots.map((r) => r.innerText).join('\n');
    } finally {
      style.remove();
    }
  });
}

/** What a page in `lang` says in the other language. */
export async function otherLanguage(page: Page, lang: 'zh' | 'en'): Promise<Finding[]> {
  const text = await visibleText(page);
  const found: Finding[] = [];
  for (const line of text.split('\n')) {
    const pattern = lang === 'zh' ? ENGLISH : CJK;
    for (const m of line.matchAll(pattern)) {
      const phrase = m[0];
      if (ALLOWED.some((a) => a.test(phrase))) continue;
      const at = m.index ?? 0;
      found.push({ text: phrase, context: line.slice(Math.max(0, at - 20), at + phrase.length + 20).trim() });
    }
  }
  return found;
}
