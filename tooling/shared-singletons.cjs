// The singletons every build shares (docs/architecture.md §2). @portal/shared is shared by each of its entry points; its
// `globe` entry only by the builds that depend on cesium (the globe's pages), so the shell and the other remotes
// neither bundle nor register a globe and their JavaScript stays free of it. Cesium and resium are not shared
// themselves: the globe entry bundles them, tree-shaken, in the chunk it loads when a globe mounts (./webpack.cjs).
// The tables of the `grid` entry and @mui/x-data-grid are shared only by the order centre's builds (mf-order-center,
// mf-admin).
// react-router-dom is not shared itself: the `router` entry re-exports the parts the portal uses, so the builds keep
// only those (shared/src/router.ts).
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'single-spa',
  'single-spa-react',
  'jotai',
  'jotai/utils',
  'i18next',
  'react-i18next',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  'axios',
  'luxon',
  '@mui/x-data-grid',
];
const PORTAL_SHARED_ENTRIES = [
  'domain',
  'session',
  'notices',
  'router',
  'http',
  'i18n',
  'ui',
  'globe',
  'orbit',
  'grid',
];

function versionOf(pkg, request) {
  const base = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  return pkg.dependencies?.[base] ?? pkg.devDependencies?.[base];
}

function sharedSingletons(pkg) {
  const shared = {};
  for (const request of SINGLETONS) {
    const range = versionOf(pkg, request);
    if (!range) continue; // a build shares only what it depends on
    // Versions are pinned exactly in package.json, so the range is the version (some packages' ESM folders hide it).
    shared[request] = {
      singleton: true,
      version: range.replace(/^[\^~]/, ''),
      requiredVersion: range,
      eager: false,
    };
  }
  if (pkg.dependencies?.['@portal/shared'] || pkg.name === '@portal/shared') {
    const { version } = require('../shared/package.json');
    const hasGlobe = Boolean(pkg.dependencies?.cesium);
    const hasGrid = Boolean(pkg.dependencies?.['@mui/x-data-grid']);
    for (const entry of PORTAL_SHARED_ENTRIES) {
      if (entry === 'globe' && !hasGlobe) continue;
      if (entry === 'grid' && !hasGrid) continue;
      shared[`@portal/shared/${entry}`] = {
        singleton: true,
        version,
        requiredVersion: `^${version}`,
        eager: false,
      };
    }
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
