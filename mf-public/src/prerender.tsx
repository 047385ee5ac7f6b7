/**
 * The first view of the visitor pages as HTML, rendered at build time (deploy/first-view.mjs) so a visitor sees the
 * page before any script arrives. Runs in Node: the same components as in the browser, for a visitor who is not
 * signed in, in Chinese (the default language); parts that wait for data show their loading state.
 */
import { StaticRouter } from '@portal/shared/router';
import { documentTitle } from '@portal/shared/domain';
import { prerenderPart } from '@portal/shared/prerender';
import { routeTitle } from '@portal/shared/ui';
import { App } from './App';

/** The pages a visitor opens first: the home pages, signing in, the samples and the guide. */
const FIRST_VIEW_ROUTES = ['/', '/phonehome', '/login', '/sampleImage', '/userGuide'];

export async function renderFirstViews(): Promise<Record<string, { title: string; html: string }>> {
  const views: Record<string, { title: string; html: string }> = {};
  for (const route of FIRST_VIEW_ROUTES)
    views[route] = {
      title: documentTitle(routeTitle(route).zh, 'zh'),
      html: await prerenderPart(
        'mf-public',
        <StaticRouter location={route}>
          <App />
        </StaticRouter>,
      ),
    };
  return views;
}
