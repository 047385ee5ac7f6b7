import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA: what the portal's pages are checked against. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What axe-core finds serious or critical on the page as it is now, one line per rule and the elements it names.
 * `exclude` leaves out markup the portal does not write (a third party's widget).
 *
 * axe runs in the page itself (its "legacy mode": axe.run, same-origin frames included) rather than once per frame and
 * then again in a blank page opened to merge the frames' results. The two differ only on frames of another origin,
 * which the portal's content security policy does not allow (frame-src 'self' blob:), so they check the same elements;
 * this one opens no page per check.
 */
export async function seriousViolations(page: Page, where: string, exclude?: string): Promise<string[]> {
  // Only the violations are reported in full: for passed, incomplete and inapplicable rules axe keeps one element
  // each instead of describing every element it checked, most of a check's time on a large page (the same rules run).
  // (options() replaces the options, so it comes before withTags.)
  let axe = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_21_AA)
    .setLegacyMode(true);
  if (exclude) axe = axe.exclude(exclude);
  const { violations } = await axe.analyze();
  return violations
    .filter((x) => x.impact === 'serious' || x.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}
