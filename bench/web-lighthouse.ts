/**
 * Lighthouse half of `npm run bench -- web`: one route audited `runs` times with Lighthouse's default
 * (mobile, simulated throttling) configuration, each run in a fresh headless Chromium started by
 * chrome-launcher; the median of every figure, and the audits that failed in the last run (its complaints).
 */
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';

const CATEGORIES = { perf: 'performance', a11y: 'accessibility', bp: 'best-practices', seo: 'seo' } as const;
export type Category = keyof typeof CATEGORIES;

export interface LighthouseFigures {
  /** Category scores, 0–100. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Failing audits of the last run, per category: id, and Lighthouse's display value when it has one. */
  complaints: Record<Category, string[]>;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function audit(url: string, chromePath: string): Promise<Result> {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.values(CATEGORIES),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Audits that count in a category's score (performance: not the metrics themselves) and scored under 0.9. */
function complaints(lhr: Result, category: Category): string[] {
  return lhr.categories[CATEGORIES[category]].auditRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a) => a.score !== null && a.score < 0.9 && !['informative', 'manual'].includes(a.scoreDisplayMode),
    )
    .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id));
}

export async function lighthouseRoute(
  url: string,
  runs: number,
  chromePath: string,
): Promise<LighthouseFigures> {
  const lhrs: Result[] = [];
  for (let i = 0; i < runs; i++) lhrs.push(await audit(url, chromePath));
  const score = (c: Category) =>
    median(lhrs.map((l) => Math.round((l.categories[CATEGORIES[c]].score ?? 0) * 100)));
  const metric = (id: string) => median(lhrs.map((l) => l.audits[id].numericValue ?? NaN));
  const last = lhrs[lhrs.length - 1];
  const cats = Object.keys(CATEGORIES) as Category[];
  return {
    scores: Object.fromEntries(cats.map((c) => [c, score(c)])) as Record<Category, number>,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    complaints: Object.fromEntries(cats.map((c) => [c, complaints(last, c)])) as Record<Category, string[]>,
  };
}
