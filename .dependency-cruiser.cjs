// The import rules of api/src and shared/src, checked by `npm run lint` (tooling/check-layers.mjs, which also fails
// on a cycle between folders of api/src). Type imports count (tsPreCompilationDeps): a type is a dependency too.
const { floorRules } = require('./tooling/api-floors.cjs');

/** The entries of @portal/shared the shell provides to every remote (tooling/shared-singletons.cjs). */
const SHELL_ENTRIES = '(?:domain|session|http|i18n|ui|orbit)/|(?:notices|router)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No module imports itself through others, in api/src or shared/src.',
      severity: 'error',
      from: { path: '^(?:api|shared)/src/' },
      to: { circular: true },
    },
    ...floorRules(),
    {
      // README, "Composition": the globe and grid entries are bundled by the remotes that use them, so a relative
      // import from them into another entry would bundle a second copy of it (a second i18next, other atoms).
      name: 'shared-entry-by-package-path',
      comment: 'shared/src/globe and shared/src/grid import the other entries as @portal/shared/<entry>.',
      severity: 'error',
      from: { path: '^shared/src/(?:globe|grid)/' },
      to: { path: `^shared/src/(?:${SHELL_ENTRIES})`, dependencyTypes: ['local'] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    // @portal/shared/<entry> resolves through the package's exports to shared/src.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
  },
};
