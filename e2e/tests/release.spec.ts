import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { E2E_WEB_ROOT, REPO } from '../env';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { useLanguage } from '../accounts';

const registry = () =>
  JSON.parse(readFileSync(path.join(E2E_WEB_ROOT, 'remotes.json'), 'utf8')).remotes as {
    name: string;
    version: string;
  }[];
const deploy = (script: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(process.execPath, [path.join(REPO, 'deploy', script), ...args], {
    env: { ...process.env, WEB_ROOT: E2E_WEB_ROOT, ...env },
    encoding: 'utf8',
  });

/** The version of mf-public whose manifest the page loaded (registered by the shell from remotes.json). */
async function loadedPublicVersion(page: Page): Promise<string> {
  const manifest = page.waitForResponse((r) => /\/mf\/mf-public\/[^/]+\/mf-manifest\.json/.test(r.url()));
  await page.reload();
  return /\/mf\/mf-public\/([^/]+)\//.exec((await manifest).url())![1];
}

test('one remote is released and rolled back without rebuilding the shell or the others', async ({
  page,
}) => {
  // The release publishes the build of mf-public that the suite's build made (--skip-build) under a version of its
  // own: what is checked is the registry's switch, which the browser follows on its next load, and that nothing else
  // changes; the build itself is the one every other test runs on.
  await useLanguage(page, 'en'); // the portal loads at once (no first view waiting for the visitor's intent)
  await page.goto('/userGuide');
  const releaseVersion = page.getByTestId('release-version');
  await expect(releaseVersion).toHaveText(
    `Version ${JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')).version}`,
  );
  const before = await loadedPublicVersion(page);
  const shellIndex = statSync(path.join(E2E_WEB_ROOT, 'index.html')).mtimeMs;
  const others = registry().filter((r) => r.name !== 'mf_public');

  const release = `release-${Date.now()}`;
  const published = deploy('publish.mjs', ['mf-public', '--skip-build', '--version', release]);
  expect(published).toContain(`published mf-public ${release}`);
  expect(await loadedPublicVersion(page)).toBe(release);
  await expect(releaseVersion).toBeVisible(); // the page rendered from the new release
  expect(statSync(path.join(E2E_WEB_ROOT, 'index.html')).mtimeMs).toBe(shellIndex);
  expect(registry().filter((r) => r.name !== 'mf_public')).toEqual(others);

  deploy('rollback.mjs', ['mf-public']);
  expect(await loadedPublicVersion(page)).toBe(before);
  await expect(releaseVersion).toBeVisible();
});
