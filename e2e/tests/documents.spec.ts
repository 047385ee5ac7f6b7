import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, recordRequests, test } from '../fixtures';
import { useLanguage } from '../accounts';

/** The pixels of the canvas that are not white: something was drawn. */
const inkedPixels = (canvas: Locator) =>
  canvas.evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < 600) n++;
    return n;
  });

test('/PDF draws the specification sheet page by page, from our origin (en)', async ({
  page,
  consoleErrors,
}) => {
  await useLanguage(page, 'en');
  const requests = recordRequests(page);
  await page.goto('/PDF');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document');
  await expect(page.getByTestId('document-title')).toHaveText('Product specification sheet');
  const canvas = page.getByRole('img', { name: /^Product specification sheet, page 1 of \d+$/ });
  await expect(canvas).toHaveAttribute('data-page', '1');
  expect(await inkedPixels(canvas)).toBeGreaterThan(500);
  const total = Number(/of (\d+)/.exec((await page.getByTestId('pdf-page-number').textContent())!)![1]);
  if (total > 1) {
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByTestId('pdf-page-number')).toHaveText(`Page 2 of ${total}`);
    await expect(page.getByTestId('pdf-canvas')).toHaveAttribute('data-page', '2');
    expect(await inkedPixels(page.getByTestId('pdf-canvas'))).toBeGreaterThan(500);
  }
  const width = await page.getByTestId('pdf-canvas').evaluate((c) => c.getBoundingClientRect().width);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByText('125%')).toBeVisible();
  await expect
    .poll(() => page.getByTestId('pdf-canvas').evaluate((c) => c.getBoundingClientRect().width))
    .toBeCloseTo(width * 1.25, -1);

  const origin = new URL(page.url()).origin;
  expect(requests.filter((u) => !u.startsWith(origin) && !/^(data|blob):/.test(u))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('/PDF?sample= opens a sample report; its download is the served file (zh)', async ({
  page,
  consoleErrors,
}) => {
  await useLanguage(page, 'zh');
  const body = await (
    await page.request.get('/api/web/sar_images/?size=3', { headers: { 'Accept-Language': 'zh-CN' } })
  ).json();
  const [first, second] = body.data as { id: number; title: string }[];
  await page.goto(`/PDF?sample=${first.id}`);
  await expect(page.getByTestId('document-title')).toHaveText(`样例报告：${first.title}`);
  await expect(page.getByTestId('pdf-canvas')).toHaveAttribute('data-page', '1');
  expect(await inkedPixels(page.getByTestId('pdf-canvas'))).toBeGreaterThan(500);

  const served = await (await page.request.get(`/api/shp_pdf/${first.id}/`)).body();
  expect(served.subarray(0, 5).toString()).toBe('%PDF-');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: '下载 PDF' }).click(),
  ]);
  expect(readFileSync((await download.path())!).equals(served)).toBe(true);
  expect(download.suggestedFilename()).toBe(`sample-${first.id}-report.pdf`);

  // The selector switches documents and keeps the address in step.
  await page.getByRole('combobox', { name: '文档' }).click();
  await page.getByRole('option', { name: `样例报告：${second.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]sample=${second.id}\\b`));
  await expect(page.getByTestId('document-title')).toHaveText(`样例报告：${second.title}`);
  await expect(page.getByTestId('pdf-canvas')).toHaveAttribute('data-page', '1');
  await page.getByRole('combobox', { name: '文档' }).click();
  await page.getByRole('option', { name: '产品规格说明书' }).click();
  await expect(page).toHaveURL(/\/PDF$/);
  await expect(page.getByTestId('pdf-canvas')).toHaveAttribute('data-page', '1');
  expect(consoleErrors).toEqual([]);
});
