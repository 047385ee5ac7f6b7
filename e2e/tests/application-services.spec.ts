import type { APIRequestContext, Page } from '@playwright/test';
import { documentTitle, PORTAL_ROUTES } from '../../shared/src/domain';
import { EFFECT_SERVICES, type EffectContent, type EffectService } from '../../shared/src/domain/effect';
import { expect, test } from '../fixtures';
import { apiLogin, useLanguage } from '../accounts';
import { headersOf } from '../tasking-api';

/** The application-service pages (/applicationService/*): texts from GET /effect/data/, demonstrations in a worker. */

const TOPICS = EFFECT_SERVICES;
type Topic = EffectService;
type Content = EffectContent;

interface Collection {
  features: { properties: Record<string, number> }[];
  summary: { count: number; water_area_km2?: number };
}

async function contents(request: APIRequestContext): Promise<Record<Topic, Content>> {
  const body = await (await request.get('/api/effect/data/')).json();
  expect(body.code).toBe(0);
  return Object.fromEntries((body.data as Content[]).map((c) => [c.service, c])) as Record<Topic, Content>;
}

/** What the server's analysis finds on a sample (getwfs/ needs a signed-in user). */
async function serverAnalysis(request: APIRequestContext, sampleId: number, algorithm: string) {
  const session = await apiLogin(request, 'customer');
  const res = await request.post('/api/discern/api/v1/geoserver/getwfs/', {
    data: { sample_id: sampleId, algorithm },
    headers: headersOf(session),
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(0);
  return body.data[0] as Collection;
}

/** Records every value the demonstration's progress bar takes (the worker's messages), from now on. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="demo-progress"] [role="progressbar"]');
      const v = bar?.getAttribute('aria-valuenow');
      if (v !== null && v !== undefined && seen.at(-1) !== Number(v)) seen.push(Number(v));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}
const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);

/** The bar moved forward through values between empty and full while the worker ran. */
async function expectProgressShown(page: Page) {
  const values = await progressSeen(page);
  expect(values.some((v) => v > 0 && v < 100)).toBe(true);
  expect([...values].sort((a, b) => a - b)).toEqual(values);
}

for (const lang of ['zh', 'en'] as const) {
  test(`every application service shows its texts from the API (${lang})`, async ({
    page,
    consoleErrors,
  }) => {
    await useLanguage(page, lang);
    if (lang === 'en') await page.setViewportSize({ width: 390, height: 844 });
    const all = await contents(page.request);
    for (const topic of TOPICS) {
      const c = all[topic];
      const path = `/applicationService/${topic}`;
      const routeTitle = PORTAL_ROUTES.find((r) => r.path === path)!.title[lang];
      await page.goto(path);
      await expect(page).toHaveTitle(documentTitle(routeTitle, lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle);
      await expect(
        page.getByRole('tablist', { name: lang === 'zh' ? '应用服务' : 'Application services' }),
      ).toBeVisible();
      await expect(page.getByRole('tab', { selected: true })).toHaveText(routeTitle);
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(c[`title_${lang}`]);
      await expect(page.getByTestId('service-summary')).toHaveText(c[`summary_${lang}`]);
      const paragraphs = c[`body_${lang}`].split(/\n\s*\n/).map((p) => p.trim());
      await expect(page.getByTestId('service-body')).toHaveText(paragraphs);
      for (const f of c.figures) {
        await expect(page.getByTestId('service-figures')).toContainText(f[`label_${lang}`]);
        await expect(page.getByTestId('service-figures')).toContainText(f.value);
      }
      await expect(page.getByTestId('service-provenance')).toHaveText(c[`provenance_${lang}`]);
      if (topic === 'introduce') await expect(page.getByTestId('service-link')).toHaveCount(4);
      if (topic === 'videoRadar') await expect(page.getByTestId('video-synthetic')).toBeVisible();
      else if (topic !== 'introduce')
        await expect(page.getByRole('button', { name: lang === 'zh' ? '运行' : 'Run' })).toBeEnabled();
      // Usable on a phone: nothing wider than the screen.
      if (lang === 'en')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    // The overview links to each service.
    await page.goto('/applicationService/introduce');
    await page
      .getByRole('link', {
        name: lang === 'zh' ? `查看${all.oilSpill.title_zh}` : `Open ${all.oilSpill.title_en}`,
      })
      .click();
    await expect(page).toHaveURL(/\/applicationService\/oilSpill$/);
    expect(consoleErrors).toEqual([]);
  });
}

test('the vessel demonstration finds in the browser the ships the server finds', async ({
  page,
  consoleErrors,
}) => {
  await useLanguage(page, 'en');
  const sampleId = (await contents(page.request)).vesselDetection.sample_ids[0];
  const server = await serverAnalysis(page.request, sampleId, 'vessel');
  expect(server.summary.count).toBeGreaterThan(0);
  await page.goto('/applicationService/vesselDetection');
  // Ships are searched on the sample's 20 m detail, where they are drawn at their size.
  await expect(page.getByTestId('demo-image')).toBeVisible();
  await expect(page.getByTestId('demo-image')).toHaveAttribute(
    'src',
    `/api/web/sar_image/${sampleId}/detail.png`,
  );
  await expect(page.getByTestId('demo-detail')).toContainText('20 m pixels');
  await recordProgress(page);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByTestId('ship-row')).toHaveCount(server.summary.count, { timeout: 30_000 });
  await expectProgressShown(page);
  await expect(page.getByTestId('result-count')).toHaveText(String(server.summary.count));
  await expect(page.getByTestId('ship-marker')).toHaveCount(server.summary.count);
  // Sizes do not depend on the coordinate system: the same estimates, in the server's order.
  const metres = (key: string) => server.features.map((f) => `${Math.round(f.properties[key])} m`);
  await expect(page.getByTestId('ship-length')).toHaveText(metres('length_m'));
  await expect(page.getByTestId('ship-width')).toHaveText(metres('width_m'));
  await expect(page.getByRole('img', { name: `Overlay: ${server.summary.count} ships` })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the water and oil demonstrations give the server water area and slick count', async ({
  page,
  consoleErrors,
}) => {
  await useLanguage(page, 'zh');
  const all = await contents(page.request);
  const water = await serverAnalysis(page.request, all.waterExtraction.sample_ids[0], 'water');
  await page.goto('/applicationService/waterExtraction');
  await recordProgress(page);
  await page.getByRole('button', { name: '运行' }).click();
  await expect(page.getByTestId('water-area')).toHaveText(`${water.summary.water_area_km2!.toFixed(2)} km²`, {
    timeout: 30_000,
  });
  await expectProgressShown(page);
  await expect(page.getByTestId('result-count')).toHaveText(String(water.summary.count));
  await expect(page.getByTestId('region-outline')).toHaveCount(water.summary.count);
  await expect(page.getByTestId('demo-caption')).toContainText(
    `${water.summary.water_area_km2!.toFixed(2)} km²`,
  );

  const oil = await serverAnalysis(page.request, all.oilSpill.sample_ids[0], 'oil');
  await page.getByRole('tab', { name: '溢油监测' }).click();
  await expect(page).toHaveURL(/\/applicationService\/oilSpill$/);
  await page.getByRole('button', { name: '运行' }).click();
  await expect(page.getByTestId('result-count')).toHaveText(String(oil.summary.count), { timeout: 30_000 });
  await expect(page.getByTestId('region-outline')).toHaveCount(oil.summary.count);
  expect(consoleErrors).toEqual([]);
});

test('the video radar plays a synthetic sequence and draws the moving target track', async ({
  page,
  consoleErrors,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/applicationService/videoRadar');
  await expect(page.getByTestId('video-synthetic')).toContainText('synthetic');
  await recordProgress(page);
  await page.getByRole('button', { name: 'Generate and analyse' }).click();
  await expect(page.getByTestId('video-player')).toBeVisible({ timeout: 30_000 });
  await expectProgressShown(page);
  // Playing: the frames advance by themselves, one every 0.6 s and round again (waiting for one frame's text could
  // miss its 0.6 s, as it did once); the track grows from the first detection.
  const frame = page.getByTestId('video-frame');
  await expect(frame).toHaveText(/^Frame [1-8] of 8$/);
  const shown = await frame.textContent();
  await expect(frame).not.toHaveText(shown!, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Pause' }).click();
  const slider = page.getByRole('slider', { name: 'Frame' });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('video-frame')).toHaveText('Frame 8 of 8');
  await expect(page.getByTestId('video-caption')).toContainText('detected in 8 of 8 frames');
  const points = await page.getByTestId('video-track').getAttribute('points');
  expect(points!.trim().split(/\s+/)).toHaveLength(8);
  await expect(page.getByTestId('video-target')).toHaveCount(1);
  await page.keyboard.press('Home');
  await expect(page.getByTestId('video-track')).toHaveCount(0); // one point is no line yet
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByTestId('video-frame')).not.toHaveText('Frame 1 of 8');
  expect(consoleErrors).toEqual([]);
});
