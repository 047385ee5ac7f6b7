/**
 * The shell's header as HTML for a visitor who is not signed in, one per public page, rendered at build time
 * (deploy/first-view.mjs) to go with the visitor pages' first view. Runs in Node.
 */
import { PORTAL_ROUTES } from '@portal/shared/domain';
import { prerenderPart } from '@portal/shared/prerender';
import { Header } from './layout/Header';
import { setRenderedPath } from './location';

export async function renderFirstViews(): Promise<Record<string, { html: string }>> {
  const views: Record<string, { html: string }> = {};
  for (const { path } of PORTAL_ROUTES.filter((r) => r.public && !r.path.includes(':'))) {
    setRenderedPath(path);
    views[path] = { html: await prerenderPart('shell', <Header />, true) };
  }
  return views;
}
