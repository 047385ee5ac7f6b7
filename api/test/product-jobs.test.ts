/**
 * Product packages, sample pictures and the storage's clean-up as jobs (issue 34), with the files in a real
 * S3-protocol bucket (s3rver): an order sends one package job per scene in its own transaction; the job stores the
 * package (the same bytes as a render) and a second run stores nothing more; downloads stream the stored file with
 * Range, and a download that comes before the job makes and keeps the package itself; paying stays the only way to
 * a package. Sample pictures are served from the bucket. Export files past EXPORT_KEEP_DAYS are removed and their
 * link answers 410. Nothing is written under STORAGE_DIR.
 */
import { readdirSync } from 'node:fs';
import { DEFAULT_PRICE_TABLE, scenePrice } from '@portal/shared/domain';
import { productPackage, productRaster } from '../src/catalog/product';
import { productSceneOf, visibleScene } from '../src/catalog/scene-access';
import { sendJob } from '../src/jobs';
import { sendHousekeeping } from '../src/jobs/sql';
import { openStorage, type FileStorage } from '../src/storage';
import { loadFixture } from './catalog-fixtures';
import { startTestApp, type TestApp } from './helpers';
import { startS3Server, type TestS3Server } from './support/s3-server';

let s3: TestS3Server;
let t: TestApp;
let bucket: FileStorage;
let customer: { token: string; userId: number };

beforeAll(async () => {
  s3 = await startS3Server();
  const storageUrl = `s3://${s3.bucket}/jobs`;
  t = await startTestApp({ storageUrl, s3: s3.s3 });
  t.config.jobs.exportInlineRows = 2;
  bucket = openStorage({ storageDir: t.config.storageDir, storageUrl, s3: s3.s3 });
  await loadFixture(t.db);
  customer = await t.tokenOf('customer');
});
afterAll(async () => {
  await t?.close();
  bucket?.close?.();
  await s3?.stop();
});

const keysUnder = async (prefix: string) => {
  const out: string[] = [];
  for await (const f of bucket.list(prefix)) out.push(f.key);
  return out;
};
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, headers = {}) =>
  t.call({ method, url, token, payload, lang: 'en', headers: { satellite: 'WGS84', ...headers } });
const packageJobs = async () =>
  (
    await t.db.query<{ scene: string; state: string }>(
      `SELECT data->>'sceneId' AS scene, state FROM pgboss.job WHERE name = 'product-package' ORDER BY created_on, 1`,
    )
  ).rows;
const price = (img_mode: number, product_type: string) =>
  scenePrice(DEFAULT_PRICE_TABLE, { id: '', img_mode, product_type, classification: 'public' })!;

async function placeOrder(sceneIds: string[], cost: number) {
  const res = await call('POST', '/api/commodity/orders/', customer.token, {
    scene_ids: sceneIds,
    quoted_cost_fen: cost,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data[0] as { id: number };
}
async function linksOf(orderId: number) {
  const res = await call('POST', '/api/commodity/orders/download/', customer.token, { id: orderId });
  return res.json().data[0].links as { scene_id: string; url: string }[];
}
/** The package as the portal renders it in the request (what downloads served before packages were jobs). */
async function rendered(sceneId: string) {
  const s = productSceneOf((await visibleScene(t.db, sceneId, { userId: null, seesAll: true }))!);
  return productPackage(s, await productRaster(s, t.config.productMaxPixels));
}
/** A product's stored files: its package (zip) and its raster (COG), under the same version. */
async function productFiles(sceneId: string) {
  const keys = await keysUnder(`products/${sceneId}/`);
  return { keys, zip: keys.filter((k) => k.endsWith('.zip')), tif: keys.filter((k) => k.endsWith('.tif')) };
}

describe('product packages', () => {
  let orderId: number;

  it('placing an order sends a package job per scene; the job stores the package in the bucket', async () => {
    // A refused order (the cost changed) sends nothing: the jobs belong to the order's transaction.
    const refused = await call('POST', '/api/commodity/orders/', customer.token, {
      scene_ids: ['A', 'B'],
      quoted_cost_fen: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(await packageJobs()).toEqual([]);

    ({ id: orderId } = await placeOrder(['A', 'B'], price(3, 'SLC') + price(1, 'ORG')));
    expect(await packageJobs()).toEqual([
      { scene: 'A', state: 'created' },
      { scene: 'B', state: 'created' },
    ]);
    expect(await keysUnder('products/')).toEqual([]);

    expect(await t.app.jobs.runDue('product-package')).toBe(2);
    expect((await packageJobs()).map((j) => j.state)).toEqual(['completed', 'completed']);
    const [a, b] = [await productFiles('A'), await productFiles('B')];
    expect([a.zip.length, a.tif.length, b.zip.length, b.tif.length]).toEqual([1, 1, 1, 1]);
    expect(a.tif[0].replace(/\.tif$/, '')).toBe(a.zip[0].replace(/\.zip$/, ''));
    expect((await bucket.get(a.zip[0])).equals(await rendered('A'))).toBe(true);
  });

  it('the download streams the stored package, whole and by ranges, with the same bytes', async () => {
    const links = await linksOf(orderId);
    const [stored] = (await productFiles('A')).zip;
    const bytes = await bucket.get(stored);
    const whole = await t.call({ method: 'GET', url: links[0].url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/zip');
    expect(whole.headers['content-disposition']).toBe('attachment; filename="A_SAMPLE.zip"');
    expect(whole.headers.etag).toBe((await bucket.head(stored)).etag);
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await t.call({ method: 'GET', url: links[0].url, headers: { range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true);
    const beyond = await t.call({
      method: 'GET',
      url: links[0].url,
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(beyond.statusCode).toBe(416);

    // The catalog's signed link to the same scene streams the same stored bytes, and resumes too.
    const link = await call('POST', '/api/catalog/scenes/A/download/', customer.token);
    const viaCatalog = await t.call({
      method: 'GET',
      url: link.json().data[0].url,
      headers: { range: 'bytes=0-9' },
    });
    expect(viaCatalog.statusCode).toBe(206);
    expect(viaCatalog.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
  });

  it('a job run twice leaves one file and does not render it again', async () => {
    const {
      keys,
      zip: [before],
    } = await productFiles('A');
    const modified = (await bucket.head(before)).modified;
    await sendJob(t.db, 'product-package', { sceneId: 'A' });
    expect(await t.app.jobs.runDue('product-package')).toBe(1);
    const { rows } = await t.db.query<{ output: { rendered: boolean } }>(
      `SELECT output FROM pgboss.job WHERE name = 'product-package' AND state = 'completed' ORDER BY completed_on DESC LIMIT 1`,
    );
    expect(rows[0].output).toMatchObject({ packageKey: before, rendered: false });
    expect(await keysUnder('products/A/')).toEqual(keys);
    expect((await bucket.head(before)).modified).toEqual(modified);
  });

  it('a download before the job makes and keeps the package; the job then finds it stored', async () => {
    const { id } = await placeOrder(['C'], price(5, 'SLC'));
    const [c] = await linksOf(id);
    const res = await t.call({ method: 'GET', url: c.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(await rendered('C'))).toBe(true);
    const stored = await keysUnder('products/C/');
    expect(stored).toHaveLength(2);
    expect(await t.app.jobs.runDue('product-package')).toBe(1);
    expect(await keysUnder('products/C/')).toEqual(stored);
  });

  it('a stored package is still only for those who paid for it', async () => {
    await t.db.query(
      `INSERT INTO users (username, password_hash, type, mobile, email)
       SELECT 'bob', password_hash, 'customer', '13900000001', 'bob@example.com' FROM users WHERE username = 'customer'`,
    );
    const bob = await t.tokenOf('bob');
    const res = await call('POST', '/api/catalog/scenes/A/download/', bob.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toMatch(/only to customers who ordered it/);
  });
});

/** Samples whose pictures the tests below had drawn. */
const drawn: number[] = [];

describe('quicklooks', () => {
  it('are drawn once, kept in the bucket and served from it by every API copy', async () => {
    const { token } = customer;
    const first = await call('GET', '/api/catalog/scenes/C/quicklook/', token);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const [key] = await keysUnder('quicklooks/C/');
    expect(key).toMatch(/^quicklooks\/C\/\w+\.png$/);
    expect(Buffer.compare(await bucket.get(key), first.rawPayload)).toBe(0);

    // Another copy (its own memory, the same bucket) serves what is stored rather than drawing it again.
    const other = await startTestApp({ storageUrl: t.config.storageUrl, s3: t.config.s3 });
    try {
      await loadFixture(other.db);
      const marked = Buffer.concat([first.rawPayload, Buffer.from('stored')]);
      await bucket.put(key, marked);
      const again = await other.call({
        method: 'GET',
        url: '/api/catalog/scenes/C/quicklook/',
        token: (await other.tokenOf('customer')).token,
      });
      expect(Buffer.compare(again.rawPayload, marked)).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('sample pictures', () => {
  it('are served from the bucket with an ETag and ranges, made on a miss or by their job', async () => {
    const { data } = (await call('GET', '/api/web/sar_images/')).json();
    const [first, second] = data as { id: number; image_url: string; thumbnail_url: string }[];
    drawn.push(first.id, second.id);
    expect(await keysUnder(`samples/${first.id}/`)).toEqual([]);
    const image = await call('GET', first.image_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    const stored = await keysUnder(`samples/${first.id}/`);
    expect(stored.map((k) => k.split('/').pop()).sort()).toEqual(['image.png', 'thumbnail.jpg']);
    const png = stored.find((k) => k.endsWith('image.png'))!;
    expect(image.headers.etag).toBe((await bucket.head(png)).etag);
    expect(image.rawPayload.equals(await bucket.get(png))).toBe(true);
    const part = await call('GET', first.image_url, undefined, undefined, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(image.rawPayload.subarray(0, 8))).toBe(true);

    await sendJob(t.db, 'sample-pictures', { sampleId: second.id });
    expect(await t.app.jobs.runDue('sample-pictures')).toBe(1);
    const jpeg = (await keysUnder(`samples/${second.id}/`)).find((k) => k.endsWith('thumbnail.jpg'))!;
    const thumb = await call('GET', second.thumbnail_url);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.rawPayload.equals(await bucket.get(jpeg))).toBe(true);
  });
});

describe('the clean-up', () => {
  async function exportJob() {
    const res = await call('POST', '/api/catalog/export/', customer.token, {
      ids: ['A', 'B', 'C', 'D'],
      format: 'csv',
    });
    expect(res.statusCode).toBe(202);
    return res.json().data[0].id as string;
  }
  const download = (id: string, lang: 'en' | 'zh' = 'en') =>
    t.call({ method: 'GET', url: `/api/jobs/${id}/file/`, token: customer.token, lang });

  it('removes export files older than EXPORT_KEEP_DAYS; their download then answers 410, newer ones stay', async () => {
    const [old, recent] = [await exportJob(), await exportJob()];
    expect(await t.app.jobs.runDue('export')).toBe(2);
    expect((await download(old)).statusCode).toBe(200);
    expect(await keysUnder('exports/')).toHaveLength(2);
    await t.db.query(
      `UPDATE job_exports SET finished_at = now() - make_interval(days => $2::int, mins => 1) WHERE job_id = $1`,
      [old, t.config.jobs.exportKeepDays],
    );

    expect(await sendJob(t.db, 'housekeeping', {})).toEqual(expect.any(String));
    expect(await t.app.jobs.runDue('housekeeping')).toBe(1);
    const keys = await keysUnder('exports/');
    expect(keys).toEqual([expect.stringContaining(recent)]);
    const gone = await download(old);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({
      code: 410,
      msg: 'This export file was past its keeping period and has been deleted; please export again',
    });
    expect((await download(old, 'zh')).json().msg).toBe('导出文件已超过保留期限并已删除，请重新导出');
    expect((await download(recent)).statusCode).toBe(200);

    // It also sends a picture job for each sample not drawn yet (the two above are stored already).
    const samples = (await t.db.query<{ id: number }>('SELECT id FROM sar_samples')).rows.map((r) => r.id);
    const queued = await t.db.query<{ sample: number }>(
      `SELECT (data->>'sampleId')::int AS sample FROM pgboss.job WHERE name = 'sample-pictures' AND state = 'created'`,
    );
    expect(queued.rows.map((r) => r.sample).sort((a, b) => a - b)).toEqual(
      samples.filter((id) => !drawn.includes(id)).sort((a, b) => a - b),
    );
  });

  it('is sent once an hour, however many processes offer it', async () => {
    const offers = await Promise.all([
      sendHousekeeping(t.db),
      sendHousekeeping(t.db),
      sendHousekeeping(t.db),
    ]);
    expect(offers.filter((id) => id !== null)).toHaveLength(1);
    expect(await t.app.jobs.runDue('housekeeping')).toBe(1);
  });
});

describe('with STORAGE_URL set', () => {
  it('nothing was written under STORAGE_DIR', () => {
    expect(readdirSync(t.config.storageDir, { recursive: true })).toEqual([]);
  });
});
