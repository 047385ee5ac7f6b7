import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR, E2E_PORT, E2E_WEB_ROOT, NGINX_PORT, NGINX_URL } from './env';

/**
 * The specs that keep a globe on screen for most of their time. Cesium renders through SwiftShader on the CPU, so
 * two of them side by side starve each other on a small machine: they run one at a time, beside the other specs.
 */
const GLOBE_SPECS = [
  'globe.spec.ts',
  'globe-coast.spec.ts',
  'image-query.spec.ts',
  'mission-form.spec.ts',
  'orders.spec.ts',
  'fulfilment.spec.ts',
  'permissions.spec.ts',
  'tables-fit-globe.spec.ts',
  'loading-bar.spec.ts',
  'scene-viewer.spec.ts',
  'tasking-series.spec.ts',
  'organisation.spec.ts',
].map((f) => `**/${f}`);

/** End-to-end tests of the composed production build in the system's Chromium (no browser download). */
export default defineConfig({
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: BASE_URL,
    locale: 'zh-CN',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    },
    // A trace records every frame the page paints (its screencast) and a DOM snapshot per action: a fifth of the
    // suite's CPU. It is taken when a failed test runs again (CI retries once), not for every test that passes.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'globe', testDir: './tests', testMatch: GLOBE_SPECS, workers: 1 },
    { name: 'portal', testDir: './tests', testIgnore: GLOBE_SPECS },
    { name: 'nginx', testDir: './tests-nginx', use: { baseURL: NGINX_URL } },
  ],
  webServer: [
    {
      command: `node serve.mjs "${E2E_WEB_ROOT}" "${E2E_DATA_DIR}" ${E2E_PORT}`,
      url: `${BASE_URL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: `node ../deploy/nginx/start.mjs --listen 127.0.0.1:${NGINX_PORT} --web-root "${E2E_WEB_ROOT}" --api 127.0.0.1:${E2E_PORT}`,
      url: `${NGINX_URL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
    },
  ],
});
