// One jest run over every package. ESM-only dependencies are transformed by swc like our own code.
const remotes = require('./shared/src/domain/remotes.json');
const esmOnly = [
  'satellite\\.js',
  '@tmcw',
  'shpjs',
  'but-unzip',
  'parsedbf',
  'proj4',
  'wkt-parser',
  'mgrs',
  'cookie',
  'geotiff',
  'quick-lru',
  'xml-utils',
  'zstddec',
  'lerc',
  '@petamoriken',
];
const transformIgnorePatterns = [`node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmOnly.join('|')}))`];
const swc = [
  '<rootDir>/tooling/jest-swc-local-globals.cjs',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const base = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  // A guard against a hung test, not a measure: on two cores a component test may wait its turn beside API suites.
  // (A global option: jest ignores it inside a project.)
  testTimeout: 30_000,
  testSequencer: '<rootDir>/tooling/jest-slow-first.cjs',
  projects: [
    {
      ...base,
      displayName: 'shared',
      testEnvironment: 'node',
      roots: ['<rootDir>/shared'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.dom\\.test\\.'],
    },
    {
      ...base,
      displayName: 'shared-dom',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/tooling/jest-jsdom-polyfills.cjs'],
      roots: ['<rootDir>/shared'],
      testMatch: ['**/*.dom.test.ts', '**/*.test.tsx'],
    },
    {
      ...base,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'client',
      testEnvironment: 'node',
      // openapi-typescript's CommonJS build requires some ESM-only packages.
      transformIgnorePatterns: [
        `node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${[...esmOnly, 'parse-json', 'index-to-position', 'change-case', 'supports-color'].join('|')}))`,
      ],
      roots: ['<rootDir>/client'],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...base,
      // The end-to-end suite's own helpers (the route scan's detectors); its specs are Playwright's.
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
    },
    {
      ...base,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/tooling/jest-jsdom-polyfills.cjs'],
      roots: ['<rootDir>/shell', ...remotes.map((r) => `<rootDir>/${r}`)],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
  ],
};
