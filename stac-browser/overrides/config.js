// STAC Browser's options for the portal (docs/options.md of @radiantearth/stac-browser), over the package's defaults.
// vue.config.js reads this file in Node at build time and the page bundles it, so `window` may be absent.
const defaults = require('./config.upstream.js');

module.exports = Object.assign(defaults, {
  // The portal's own STAC API, on whatever origin the page is served from; it matches the landing page's `self`
  // link when PUBLIC_URL is that origin.
  catalogUrl: typeof window === 'undefined' ? null : `${window.location.origin}/api/stac`,
  catalogTitle: 'STAC Browser',
  allowExternalAccess: false,
  // Served as static files under /stac-browser/; hash routes need no server rewrites.
  pathPrefix: '/stac-browser/',
  historyMode: 'hash',
  // Items and search need a session: the user pastes their session token (the dialog's text is
  // src/locales/en/custom.json), sent as `Authorization: Bearer <token>`.
  authConfig: { type: 'apiKey', in: 'header', name: 'Authorization', formatter: 'Bearer' },
  // STAC Browser has no Chinese; English only keeps the build small.
  supportedLocales: ['en'],
  detectLocaleFromBrowser: false,
  // Nothing that reaches out to other sites: no sharing buttons, no source maps to ship.
  socialSharing: [],
  noSourceMaps: true,
});
