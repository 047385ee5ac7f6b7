import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CONSTELLATION, IMAGING_MODE_ORDER, IMAGING_MODES } from '../../shared/src/domain';
import { expect, test } from '../fixtures';
import { apiLogin, apiRegister, seedSession, useLanguage } from '../accounts';
import { headersOf } from '../tasking-api';

interface Sample {
  id: number;
  title: string;
  country_code: string;
  country: string;
  satellite: string;
  img_mode: number;
}

const LANGS = ['zh', 'en'] as const;
type Lang = (typeof LANGS)[number];
const acceptLanguage = (lang: Lang) => (lang === 'en' ? 'en-US' : 'zh-CN');
const PAGE_SIZE = 9; // the gallery's page

async function samplesFromApi(request: APIRequestContext, lang: Lang, country?: string): Promise<Sample[]> {
  const url = country
    ? `/api/web/sar_images_search_country/?size=200&country=${country}`
    : '/api/web/sar_images/?size=200';
  const body = await (
    await request.get(url, { headers: { 'Accept-Language': acceptLanguage(lang) } })
  ).json();
  expect(body.code).toBe(0);
  return body.data as Sample[];
}

const THUMBNAIL_SIZE = 256; // px, the thumbnails' width and height (the pictures': 512)

const naturalWidth = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.naturalWidth);

/**
 * The images are these samples' thumbnails, sized in the markup (no layout shift) and decoded off the main thread;
 * the first one, fetched at once, is a 256 px picture.
 */
async function expectThumbnails(images: Locator, samples: Sample[]) {
  await expect(images).toHaveCount(samples.length);
  for (const [i, s] of samples.entries()) {
    const img = images.nth(i);
    await expect(img).toHaveAttribute('src', `/api/web/sar_image/${s.id}/thumbnail.jpg`);
    await expect(img).toHaveAttribute('width', String(THUMBNAIL_SIZE));
    await expect(img).toHaveAttribute('height', String(THUMBNAIL_SIZE));
    await expect(img).toHaveAttribute('decoding', 'async');
  }
  await expect.poll(() => naturalWidth(images.first())).toBe(THUMBNAIL_SIZE);
}

/** Waits until the gallery shows exactly these titles, in this order. */
const expectTitles = (page: Page, samples: Sample[]) =>
  expect(page.getByTestId('sample-title')).toHaveText(samples.map((s) => s.title));

/** Picks an option of one of the gallery's select boxes by its visible name. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const WORDS = {
  zh: {
    country: '国家',
    mode: '成像模式',
    stripmap: '条带',
    close: '关闭',
    details: '查看详情',
    partners: '合作伙伴',
  },
  en: {
    country: 'Country',
    mode: 'Imaging mode',
    stripmap: 'Stripmap',
    close: 'Close',
    details: 'Details',
    partners: 'Partners',
  },
};

for (const lang of LANGS) {
  test(`the sample gallery lists, filters, pages and opens samples (${lang})`, async ({
    page,
    consoleErrors,
  }) => {
    const w = WORDS[lang];
    await useLanguage(page, lang);
    const all = await samplesFromApi(page.request, lang);
    expect(all.length).toBeGreaterThan(PAGE_SIZE); // the seed has a second page
    const pictures: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image') pictures.push(new URL(r.url()).pathname);
    });
    await page.goto('/sampleImage');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'zh' ? '样例影像' : 'Sample images',
    );
    await expect(page.getByTestId('sample-card')).toHaveCount(PAGE_SIZE);
    await expectTitles(page, all.slice(0, PAGE_SIZE));
    // The cards show the 256 px thumbnails (sized before they load), the first row at once, the others when near.
    const cardImages = page.getByTestId('sample-card').locator('img');
    await expectThumbnails(cardImages, all.slice(0, PAGE_SIZE));
    await expect(cardImages.first()).toHaveAttribute('loading', 'eager');
    await expect(cardImages.last()).toHaveAttribute('loading', 'lazy');
    await cardImages.last().scrollIntoViewIfNeeded();
    await expect.poll(() => naturalWidth(cardImages.last())).toBe(THUMBNAIL_SIZE);
    await page
      .getByRole('navigation')
      .getByRole('button', { name: lang === 'zh' ? '第 2 页' : 'Page 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expectTitles(page, all.slice(PAGE_SIZE, 2 * PAGE_SIZE));

    // A country narrows the gallery to what the API's country search answers, kept in the URL.
    const china = all.find((s) => s.country_code === 'CN')!;
    const ofChina = await samplesFromApi(page.request, lang, 'CN');
    expect(ofChina.length).toBeLessThan(all.length);
    await choose(page, w.country, china.country);
    await expect(page).toHaveURL(/[?&]country=CN/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByTestId('sample-card')).toHaveCount(ofChina.length);
    await expectTitles(page, ofChina);

    // The imaging mode narrows it further (the API filters by country; the gallery by mode among them).
    const stripmap = ofChina.filter((s) => s.img_mode === 3);
    expect(stripmap.length).toBeGreaterThan(0);
    await choose(page, w.mode, w.stripmap);
    await expect(page).toHaveURL(/[?&]mode=3/);
    await expect(page.getByTestId('sample-card')).toHaveCount(stripmap.length);
    await expectTitles(page, stripmap);

    // The filters survive a reload.
    await page.reload();
    await expect(page.getByTestId('sample-card')).toHaveCount(stripmap.length);

    // The large view: a keyboard-usable dialog with the picture and the metadata.
    const first = page.getByTestId('sample-card').first();
    await first.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(stripmap[0].title);
    await expect(dialog.getByRole('img', { name: stripmap[0].title })).toBeVisible();
    await expect(dialog.getByTestId('sample-dialog-facts')).toContainText(stripmap[0].satellite);
    await expect(dialog.getByTestId('sample-dialog-facts')).toContainText(china.country);
    // The large view: the full 512 px picture, which the cards did not download.
    const large = dialog.getByRole('img');
    await expect(large).toHaveAttribute('src', `/api/web/sar_image/${stripmap[0].id}/image.png`);
    await expect.poll(() => naturalWidth(large)).toBe(512);
    expect(pictures.filter((u) => u.endsWith('/image.png'))).toEqual([
      `/api/web/sar_image/${stripmap[0].id}/image.png`,
    ]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Its details page.
    await first.getByRole('link', { name: w.details }).click();
    await expect(page).toHaveURL(new RegExp(`/details\\?sample=${stripmap[0].id}$`));
    await expect(page.getByTestId('details-heading')).toContainText(stripmap[0].title);
    expect(consoleErrors).toEqual([]);
  });

  test(`a sample's details: metadata with labels and a static map (${lang})`, async ({
    page,
    consoleErrors,
  }) => {
    await useLanguage(page, lang);
    const [sample] = await samplesFromApi(page.request, lang);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`/details?sample=${sample.id}`);
    await expect(page.getByTestId('details-heading')).toContainText(sample.title);
    const facts = page.getByTestId('details-metadata');
    const labels =
      lang === 'zh'
        ? ['国家', '卫星', '成像模式', '成像时间']
        : ['Country', 'Satellite', 'Imaging mode', 'Acquired'];
    for (const label of labels) await expect(facts.locator('dt', { hasText: label })).toHaveCount(1);
    await expect(facts.locator('dd')).toHaveCount(await facts.locator('dt').count());
    await expect(facts).toContainText(sample.country);
    await expect(facts).toContainText(sample.satellite);
    const quicklook = page.getByTestId('details-quicklook');
    await expect(quicklook).toHaveAttribute('alt', new RegExp(sample.title));
    await expect
      .poll(() => quicklook.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The map: land, and the sample's centre inside the window.
    const map = page.getByTestId('footprint-map');
    await expect(map).toBeVisible();
    await expect(map.getByTestId('map-land').first()).toBeAttached();
    await expect(map.getByTestId('map-point')).toBeAttached();
    const inside = await map.evaluate((svg) => {
      const [x, y, w, h] = svg.getAttribute('viewBox')!.split(' ').map(Number);
      const c = svg.querySelector('[data-testid="map-point"]')!;
      const cx = Number(c.getAttribute('cx'));
      const cy = Number(c.getAttribute('cy'));
      return cx > x && cx < x + w && cy > y && cy < y + h;
    });
    expect(inside).toBe(true);
    // A public page: no globe.
    expect(requested.filter((u) => /cesium/i.test(u))).toEqual([]);
    // The sample's PDF report, shown by the documents page.
    await page.getByRole('link', { name: lang === 'zh' ? '样例报告（PDF）' : 'Sample report (PDF)' }).click();
    await expect(page).toHaveURL(new RegExp(`/PDF\\?sample=${sample.id}$`));
    await expect(page.getByTestId('document-title')).toContainText(sample.title);
    await expect(page.getByTestId('pdf-canvas')).toHaveAttribute('data-page', '1');
    expect(consoleErrors).toEqual([]);
  });
}

test('an archive scene: a visitor is asked to sign in; a customer sees it and adds it to the cart', async ({
  page,
  consoleErrors,
}) => {
  await useLanguage(page, 'en');
  const account = await apiRegister(page.request);
  const headers = headersOf(await apiLogin(page.request, account.username, account.password));
  const found = await (
    await page.request.post('/api/catalog/search/', {
      headers,
      data: { areas: [{ type: 'bbox', bbox: [-180, -80, 180, 80] }], size: 1, classifications: ['public'] },
    })
  ).json();
  expect(found.code, found.msg).toBe(0);
  const id = found.data[0].id as string;

  await page.goto(`/details?scene=${id}`);
  const prompt = page.getByTestId('details-sign-in');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await seedSession(page, account);
  await page.goto(`/details?scene=${id}`);
  await expect(page.getByTestId('details-heading')).toContainText(id);
  await expect(page.getByTestId('details-metadata')).toContainText('Incidence angle');
  await expect(page.getByTestId('footprint-map').getByTestId('map-footprint')).toBeAttached();
  await page.getByTestId('details-add-to-cart').click();
  await expect(page.getByRole('status')).toContainText('Added to your cart');
  const cart = await (await page.request.get('/api/commodity/manage_carts/', { headers })).json();
  expect(JSON.stringify(cart.data)).toContain(id);
  expect(consoleErrors).toEqual([]);
});

for (const lang of LANGS) {
  test(`the home page: constellation, services, samples, partners and contact (${lang})`, async ({
    page,
    consoleErrors,
  }) => {
    await useLanguage(page, lang);
    const headers = { 'Accept-Language': acceptLanguage(lang) };
    const names = (
      (await (await page.request.get('/api/web/partners/', { headers })).json()).data as { name: string }[]
    ).map((p) => p.name);
    expect(names.length).toBeGreaterThan(0);
    const samples = await samplesFromApi(page.request, lang);
    await page.goto('/');
    // The visitor moves the pointer: the portal takes over the first view and loads what waits for data below.
    await page.mouse.move(400, 300);
    // Every satellite and imaging mode of the one constellation table, in the page's language.
    const satellites = page.getByTestId('home-satellites').locator('tbody tr');
    await expect(satellites).toHaveCount(CONSTELLATION.length);
    for (const [i, sat] of CONSTELLATION.entries())
      await expect(satellites.nth(i)).toContainText(`${sat.id} ${sat.name[lang]}`);
    const modes = page.getByTestId('home-modes').locator('tbody tr');
    await expect(modes).toHaveCount(IMAGING_MODE_ORDER.length);
    for (const [i, code] of IMAGING_MODE_ORDER.entries())
      await expect(modes.nth(i)).toContainText(IMAGING_MODES[code].name[lang]);
    // The first samples as the API lists them.
    const shown = page.getByTestId('home-sample');
    await expect(shown).toHaveCount(4);
    for (const [i, s] of samples.slice(0, 4).entries()) await expect(shown.nth(i)).toContainText(s.title);
    await expectThumbnails(shown.locator('img'), samples.slice(0, 4));
    const section = page.getByTestId('partners');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(WORDS[lang].partners);
    await expect(section.getByRole('link')).toHaveText(names);
    await expect(
      page.getByRole('heading', { name: lang === 'zh' ? '联系我们' : 'Contact us' }),
    ).toBeVisible();
    // Each service card leads to its page.
    const services = page.getByTestId('home-service');
    await expect(services).toHaveCount(4);
    await services.first().click();
    await expect(page).toHaveURL(/\/applicationService\/vesselDetection$/);
    expect(consoleErrors).toEqual([]);
  });
}
