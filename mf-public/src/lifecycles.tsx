import { createRemoteLifecycles } from '@portal/shared/ui';
import { App, preloadPage } from './App';

const lifecycles = createRemoteLifecycles('mf-public', App);

/** The opened page's code loads before the first mount, so the portal replaces a prerendered page with that page. */
export const bootstrap = [() => preloadPage(window.location.pathname), lifecycles.bootstrap];
export const { mount, unmount } = lifecycles;
