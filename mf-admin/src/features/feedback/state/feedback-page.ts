/**
 * The page a feedback was sent from, as its reader knows it: the page's title in the reader's language (the route
 * table, and the order centre's and account area's pages for /personalCenter/…), never the raw route; an address
 * the portal does not know is shown as it was sent.
 */
import { findOrderCenterChild, findRoute, type Lang } from '@portal/shared/domain';

const ORDER_CENTRE = '/personalCenter/';

export function feedbackPageTitle(page: string | null | undefined, lang: Lang): string | null {
  if (!page) return null;
  const path = page.split(/[?#]/)[0];
  if (path.startsWith(ORDER_CENTRE)) {
    const child = findOrderCenterChild(path.slice(ORDER_CENTRE.length));
    if (child) return child.title[lang];
  }
  const route = findRoute(path);
  return route && route.path !== '/404' ? route.title[lang] : page;
}
