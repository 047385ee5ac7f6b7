import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { E2E_WEB_ROOT, REPO } from '../env';
import { expect, test } from '../fixtures';

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

test('one remote is released and rolled back without rebuilding the shell or the others', async ({
  page,
}) => {
  // The release builds mf-public: with the API reference and the PDF viewer bundled, that takes 1–3 minutes on two
  // cores beside the other worker, and more on a busier machine.
  test.setTimeout(480_000);
  await page.goto('/userGuide');
  const buildId = page.getByTestId('build-id');
  const before = (await buildId.textContent())!;
  const shellIndex = statSync(path.join(E2E_WEB_ROOT, 'index.html')).mtimeMs;
  const others = registry().filter((r) => r.name !== 'mf_public');

  const release = `release-${Date.now()}`;
  deploy('publish.mjs', ['mf-public'], { BUILD_ID: release });
  await page.reload();
  await expect(buildId).toHaveText(new RegExp(`${release}$`));
  expect(statSync(path.join(E2E_WEB_ROOT, 'index.html')).mtimeMs).toBe(shellIndex);
  expect(registry().filter((r) => r.name !== 'mf_public')).toEqual(others);

  deploy('rollback.mjs', ['mf-public']);
  await page.reload();
  await expect(buildId).toHaveText(before);
});
