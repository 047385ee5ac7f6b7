// One lint config; `no-restricted-imports` keeps the imports one-way (docs/architecture.md §1):
// shell and remotes -> shared; api -> shared/domain, shared/orbit and shared/sar-analysis only; no remote imports
// another remote or the shell; shared never imports the shell or a remote; shared/domain, shared/orbit and
// shared/sar-analysis import no DOM, React, MUI or Cesium code;
// shared/http and shared/session import no UI; an API route module imports no other route module.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');
const reactHooks = require('eslint-plugin-react-hooks');

const remotes = ['shell', ...require('./shared/src/domain/remotes.json')];
const otherApps = (self) =>
  remotes.filter((r) => r !== self).flatMap((r) => [`@portal/${r}`, `@portal/${r}/*`, `**/${r}/src/**`]);
const uiLibs = ['react', 'react-*', '@mui/*', '@emotion/*', 'cesium', 'resium', 'jotai', 'axios', 'i18next'];
const apiPatterns = [
  {
    group: [
      '@portal/shared/*',
      '!@portal/shared/domain',
      '!@portal/shared/domain/*',
      '!@portal/shared/orbit',
      '!@portal/shared/orbit/*',
      '!@portal/shared/sar-analysis',
    ],
    message: 'The API uses shared/domain, shared/orbit and shared/sar-analysis only.',
  },
  { group: remotes.map((r) => `@portal/${r}`), message: 'The API does not import front-end code.' },
];
// Routing comes from @portal/shared/router, the shared part of react-router (shared/src/router.ts).
const routerFromShared = [
  {
    name: 'react-router-dom',
    message:
      "Import routing from '@portal/shared/router': it is shared, and it keeps only what the portal uses.",
  },
  { name: 'react-router', message: "Import routing from '@portal/shared/router'." },
];
const noApps = {
  group: remotes.flatMap((r) => [`@portal/${r}`, `@portal/${r}/*`, `**/${r}/src/**`]),
  message: 'shared is below the shell and the remotes: it never imports them.',
};

const testFiles = ['**/*.test.ts', '**/*.test.tsx'];
const testOnly = {
  group: ['@portal/shared/testing', '@portal/shared/testing/*', '**/shared/test/**'],
  message: 'Test stand-ins (@portal/shared/testing) are for tests only.',
};
/** A remote's import rule: the other apps, the API and another feature are out of reach. */
const remoteImports = (app, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: [...otherApps(app), '@portal/api', '@portal/api/*'],
          message: 'A remote reaches another remote only through the MF runtime or a URL.',
        },
        {
          // From features/<a>/<api|components|hooks|state>/x, '../../<b>' is another feature.
          regex: '^\\.\\./\\.\\./[^.]',
          message: 'A feature imports no other feature: move what both need into shared or the remote root.',
        },
        ...extra,
      ],
      paths: routerFromShared,
    },
  ],
});

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'playwright-report/**',
      'test-results/**',
      '**/*.cjs',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
  ...remotes.map((app) => ({
    files: [`${app}/src/**`],
    rules: remoteImports(app),
  })),
  // The stand-ins of @portal/shared/testing (shared/test) are for tests: no module the portal ships imports them.
  ...remotes.map((app) => ({
    files: [`${app}/src/**`],
    ignores: testFiles,
    rules: remoteImports(app, [testOnly]),
  })),
  {
    files: ['api/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiPatterns }] },
  },
  {
    // Routes only declare routes: the code they share lives in api/src/<domain>/, never in another route module.
    files: ['api/src/routes/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...apiPatterns,
            {
              regex: '^\\.\\./(?!deps$)[^./]',
              message:
                'A route module imports no other route module: move what both need into api/src/<domain>/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/**'],
    ignores: ['api/src/routes/**', 'api/src/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...apiPatterns,
            { group: ['**/routes', '**/routes/**'], message: 'Domain code never imports a route module.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**'],
    ignores: ['shared/src/router.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApps], paths: routerFromShared }] },
  },
  {
    files: ['shared/src/http/**', 'shared/src/session/**', 'shared/src/notices.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApps,
            {
              group: [
                'react',
                'react-*',
                '@mui/*',
                '@emotion/*',
                'cesium',
                'resium',
                '**/ui/**',
                '**/globe/**',
              ],
              message: 'http, session and notices are below the UI: they import no component.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/domain/**', 'shared/src/orbit/**', 'shared/src/sar-analysis/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApps,
            {
              group: [...uiLibs, '**/session/**', '**/http/**', '**/ui/**', '**/globe/**', '**/i18n/**'],
              message: 'domain and orbit are pure: no DOM, React, MUI or Cesium.',
            },
          ],
        },
      ],
    },
  },
);
