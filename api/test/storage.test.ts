/**
 * File storage (issue 34): one suite run against the local folder and against a real S3-protocol server (s3rver,
 * started here): binary round trip, byte ranges, size and validator, missing keys, removal, listing, refused keys,
 * and with STORAGE_URL set nothing written under STORAGE_DIR. Through the real app on the bucket: a feedback
 * attachment and a real-name document uploaded and read back whole and by ranges (206, 416, If-Range). The copy
 * command: a local store into a bucket, run again (copies nothing), and finishing an interrupted copy.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { copyLocalStoreToBucket } from '../src/cli/copy-storage';
import { parseRange } from '../src/http/range';
import { copyStorage } from '../src/storage/copy';
import {
  localStorage,
  openStorage,
  productPackageKey,
  samplePictureKey,
  StoredFileNotFound,
  type FileStorage,
} from '../src/storage';
import { postForm, startTestApp, type TestApp } from './helpers';
import { startS3Server, type TestS3Server } from './support/s3-server';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.stop());

const tempDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
/** Every file under a folder (the partial files of interrupted writes included). */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
const bucketAt = (prefix: string, storageDir = tempDir('unused')) =>
  openStorage({ storageDir, storageUrl: `s3://${s3.bucket}/${prefix}`, s3: s3.s3 });
const keysOf = async (store: FileStorage, prefix?: string) => {
  const out: string[] = [];
  for await (const f of store.list(prefix)) out.push(f.key);
  return out;
};
const streamText = async (r: Readable) => Buffer.concat(await r.toArray());

/** Every byte value, then random bytes: what a scan or a package holds. */
const BINARY = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(300_000)]);

describe.each([
  { backend: 'local folder', open: () => localStorage(tempDir('files')) },
  { backend: 'S3 bucket', open: () => bucketAt(`suite-${randomBytes(4).toString('hex')}`) },
])('file storage on the $backend', ({ open }) => {
  let store: FileStorage;
  beforeAll(() => {
    store = open();
  });

  it('keeps binary data byte for byte, from a buffer or a stream', async () => {
    await store.put('feedback/1/scan.tif', BINARY);
    expect((await store.get('feedback/1/scan.tif')).equals(BINARY)).toBe(true);
    expect((await streamText(await store.read('feedback/1/scan.tif'))).equals(BINARY)).toBe(true);
    const chunks = [BINARY.subarray(0, 1000), BINARY.subarray(1000)];
    await store.put('feedback/1/streamed.tif', Readable.from(chunks));
    expect((await store.get('feedback/1/streamed.tif')).equals(BINARY)).toBe(true);
  });

  it.each(['bytes=0-0', 'bytes=100-1099', 'bytes=-500', 'bytes=300000-', `bytes=0-${BINARY.length + 10}`])(
    'reads the range %s',
    async (header) => {
      await store.put('ranges/a.bin', BINARY);
      const range = parseRange(header, BINARY.length);
      if (!range || range === 'unsatisfiable') throw new Error(`no range in ${header}`);
      const part = await streamText(await store.read('ranges/a.bin', range));
      expect(part.equals(BINARY.subarray(range.start, range.end + 1))).toBe(true);
    },
  );

  it('tells the size and a validator that changes with the bytes', async () => {
    await store.put('heads/x.pdf', BINARY);
    const first = await store.head('heads/x.pdf');
    expect(first.size).toBe(BINARY.length);
    expect(first.etag).toMatch(/^"[^"]+"$/);
    await store.put('heads/x.pdf', Buffer.from('other bytes'));
    const second = await store.head('heads/x.pdf');
    expect(second.size).toBe(11);
    expect(second.etag).not.toBe(first.etag);
  });

  it('a missing key is a StoredFileNotFound for every read; removing it is no error', async () => {
    const key = 'nothing/here.pdf';
    for (const read of [() => store.get(key), () => store.head(key), () => store.read(key)])
      await expect(read()).rejects.toBeInstanceOf(StoredFileNotFound);
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('removes a file', async () => {
    await store.put('gone/soon.png', Buffer.from('png'));
    await store.remove('gone/soon.png');
    await expect(store.head('gone/soon.png')).rejects.toBeInstanceOf(StoredFileNotFound);
    expect(await keysOf(store, 'gone/')).toEqual([]);
  });

  it('lists the keys under a prefix, with their sizes', async () => {
    await store.put('list/a/1.pdf', Buffer.from('1'));
    await store.put('list/a/2.pdf', Buffer.from('22'));
    await store.put('list/ab.pdf', Buffer.from('333'));
    await store.put('list/b/1.pdf', Buffer.from('4444'));
    expect(await keysOf(store, 'list/a/')).toEqual(['list/a/1.pdf', 'list/a/2.pdf']);
    expect(await keysOf(store, 'list/a')).toEqual(['list/a/1.pdf', 'list/a/2.pdf', 'list/ab.pdf']);
    const all: { key: string; size: number }[] = [];
    for await (const f of store.list('')) if (f.key.startsWith('list/')) all.push(f);
    expect(all).toEqual([
      { key: 'list/a/1.pdf', size: 1 },
      { key: 'list/a/2.pdf', size: 2 },
      { key: 'list/ab.pdf', size: 3 },
      { key: 'list/b/1.pdf', size: 4 },
    ]);
  });

  it.each(['../outside.pdf', '/etc/passwd', 'a/../../b.pdf', 'with space.pdf', '', 'dir/', 'a\\b.pdf'])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/bad storage key/);
      await expect(store.get(key)).rejects.toThrow(/bad storage key/);
      await expect(store.remove(key)).rejects.toThrow(/bad storage key/);
    },
  );
});

describe('keys of generated files', () => {
  it('are safe keys whatever a scene id holds, one per id, and name plain ids as they are', () => {
    expect(productPackageKey('TY38_SM_20261201T021530_012345', 'abc123')).toBe(
      'products/TY38_SM_20261201T021530_012345/abc123.zip',
    );
    const odd = ['../etc/passwd', 'a b', '场景', '.hidden', 'x/y'].map((id) => productPackageKey(id, 'v1'));
    for (const key of odd) expect(key).toMatch(/^products\/x[0-9a-f]{24}\/v1\.zip$/);
    expect(new Set(odd).size).toBe(odd.length);
    expect(samplePictureKey(7, 'v1', 'thumbnail.jpg')).toBe('samples/7/v1/thumbnail.jpg');
  });
});

describe('with STORAGE_URL set', () => {
  it('nothing is written under STORAGE_DIR', async () => {
    const dir = tempDir('files');
    const store = bucketAt('untouched', dir);
    await store.put('real-person/1/id.pdf', BINARY);
    await store.put('missions/1/form.pdf', Readable.from([BINARY]));
    await store.read('real-person/1/id.pdf', { start: 0, end: 9 }).then(streamText);
    await store.remove('missions/1/form.pdf');
    expect(await keysOf(store)).toEqual(['real-person/1/id.pdf']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a bad STORAGE_URL is refused at start', () => {
    for (const storageUrl of ['s3:/bucket', 'http://bucket', 's3://B/x', 's3://bucket/../x'])
      expect(() => openStorage({ storageDir: tempDir('files'), storageUrl, s3: s3.s3 })).toThrow();
  });
});

describe('downloads through the app, from the bucket', () => {
  let t: TestApp;
  let bucket: FileStorage;
  beforeAll(async () => {
    t = await startTestApp({ storageUrl: `s3://${s3.bucket}/app`, s3: s3.s3 });
    bucket = bucketAt('app');
  });
  afterAll(() => t?.close());

  const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200_000)]);
  let url: string;
  let token: string;
  const download = (headers: Record<string, string> = {}) => t.call({ method: 'GET', url, token, headers });

  it('a feedback attachment is kept in the bucket and read back whole', async () => {
    ({ token } = await t.tokenOf('customer'));
    const res = await postForm(t, '/api/feedback/feedback_info/', {
      fields: {
        module: 'image_query',
        type: 'bug',
        contact: 'c@example.com',
        description: 'Footprint misplaced',
      },
      file: { name: 'report.pdf', data: PDF, field: 'attachment' },
      token,
    });
    expect(res.json()).toMatchObject({ code: 0 });
    url = `/api/feedback/feedback_info/download/?id=${res.json().data[0].id}`;
    const keys = await keysOf(bucket, 'feedback/');
    expect(keys).toHaveLength(1);
    expect(filesUnder(t.config.storageDir)).toEqual([]);

    const whole = await download();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''report.pdf`);
    expect(whole.headers['content-length']).toBe(String(PDF.length));
    expect(whole.rawPayload.equals(PDF)).toBe(true);
  });

  it('a Range request is answered 206 with those bytes; a suffix and an open end too', async () => {
    const size = PDF.length;
    for (const [header, start, end] of [
      ['bytes=100-4195', 100, 4195],
      ['bytes=-10', size - 10, size - 1],
      [`bytes=${size - 3}-`, size - 3, size - 1],
    ] as const) {
      const res = await download({ range: header });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.rawPayload.equals(PDF.subarray(start, end + 1))).toBe(true);
    }
  });

  it('an unsatisfiable range is a 416 naming the size', async () => {
    const res = await download({ range: `bytes=${PDF.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${PDF.length}`);
    expect(res.rawPayload.length).toBe(0);
  });

  it('If-Range: the same ETag resumes, another one gets the whole file', async () => {
    const etag = String((await download()).headers.etag);
    const resumed = await download({ range: 'bytes=5-9', 'if-range': etag });
    expect(resumed.statusCode).toBe(206);
    expect(resumed.rawPayload.equals(PDF.subarray(5, 10))).toBe(true);
    const changed = await download({ range: 'bytes=5-9', 'if-range': '"another"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(PDF)).toBe(true);
  });

  it('HEAD tells the size and the validator without a body', async () => {
    const res = await t.call({ method: 'HEAD', url, token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect(res.headers.etag).toBe((await download()).headers.etag);
    expect(res.rawPayload.length).toBe(0);
  });

  it('an attachment missing from the bucket is a 404', async () => {
    const [key] = await keysOf(bucket, 'feedback/');
    await bucket.remove(key);
    const res = await download();
    expect(res.statusCode).toBe(404);
  });

  it('a real-name document is kept in the bucket and staff read it back, by ranges too', async () => {
    const customer = await t.tokenOf('customer');
    const doc = Buffer.concat([Buffer.from('%PDF-1.4\n% id card\n'), randomBytes(5000)]);
    const sent = await postForm(t, '/api/user/real_person/', {
      fields: { name: '张三', id_number: '11010519491231002X' },
      file: { name: 'id.pdf', data: doc, field: 'document' },
      token: customer.token,
    });
    const id = sent.json().data[0].id;
    const admin = (await t.tokenOf('admin')).token;
    const docUrl = `/api/user/audit_user/${id}/document/`;
    const whole = await t.call({ method: 'GET', url: docUrl, token: admin });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(doc)).toBe(true);
    const part = await t.call({ method: 'GET', url: docUrl, token: admin, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-1.4');
    expect(await keysOf(bucket, 'real-person/')).toHaveLength(1);
    expect(filesUnder(t.config.storageDir)).toEqual([]);
  });
});

describe('copying a local store into a bucket (copy-storage)', () => {
  const FILES: Record<string, Buffer> = {
    'feedback/7/a.pdf': randomBytes(1000),
    'real-person/8/id.png': randomBytes(70_000),
    'missions/9/form.docx': randomBytes(10),
    'missions/9/other.pdf': randomBytes(3000),
  };
  const localStore = () => {
    const dir = tempDir('copy-from');
    for (const [key, data] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
      writeFileSync(path.join(dir, key), data);
    }
    // What an interrupted local write leaves: not a key, never copied.
    writeFileSync(path.join(dir, 'feedback/7/a.pdf.1f2e3d~'), 'half');
    return dir;
  };
  const run = async (from: string, prefix: string) => {
    const lines: string[] = [];
    const env = {
      ...process.env,
      DATABASE_URL: '',
      STORAGE_DIR: tempDir('not-this-one'),
      STORAGE_URL: `s3://${s3.bucket}/${prefix}`,
      S3_ENDPOINT: s3.s3.endpoint,
      S3_REGION: s3.s3.region,
      S3_FORCE_PATH_STYLE: 'true',
    };
    const counts = await copyLocalStoreToBucket(['--from', from], env, (l) => lines.push(l));
    return { counts, lines };
  };
  const expectAllIn = async (prefix: string) => {
    const bucket = bucketAt(prefix);
    expect((await keysOf(bucket)).sort()).toEqual(Object.keys(FILES).sort());
    for (const [key, data] of Object.entries(FILES)) expect((await bucket.get(key)).equals(data)).toBe(true);
  };

  it('copies every file, then a second run copies nothing and skips them all', async () => {
    const from = localStore();
    const first = await run(from, 'copy-twice');
    expect(first.counts).toEqual({ copied: 4, skipped: 0, failed: 0 });
    expect(first.lines.at(-1)).toBe('copied 4, skipped 0 (already there), failed 0');
    await expectAllIn('copy-twice');
    const second = await run(from, 'copy-twice');
    expect(second.counts).toEqual({ copied: 0, skipped: 4, failed: 0 });
    await expectAllIn('copy-twice');
  });

  it('finishes an interrupted copy: files already there are skipped, the others (or other sizes) copied', async () => {
    const from = localStore();
    const bucket = bucketAt('copy-resumed');
    await bucket.put('feedback/7/a.pdf', FILES['feedback/7/a.pdf']);
    await bucket.put('real-person/8/id.png', FILES['real-person/8/id.png'].subarray(0, 100)); // not the same file
    const { counts } = await run(from, 'copy-resumed');
    expect(counts).toEqual({ copied: 3, skipped: 1, failed: 0 });
    await expectAllIn('copy-resumed');
  });

  it('a file that fails is counted and reported, the others are copied; the next run copies only it', async () => {
    const from = localStorage(localStore());
    const bucket = bucketAt('copy-failing');
    // The bucket refuses one file this time (a dropped connection, a full quota).
    const flaky: FileStorage = {
      ...bucket,
      put: async (key, data) => {
        if (key === 'missions/9/other.pdf') throw new Error('connection reset');
        return bucket.put(key, data);
      },
    };
    const failures: string[] = [];
    expect(await copyStorage(from, flaky, { onFailure: (key) => failures.push(key) })).toEqual({
      copied: 3,
      skipped: 0,
      failed: 1,
    });
    expect(failures).toEqual(['missions/9/other.pdf']);
    expect(await copyStorage(from, bucket)).toEqual({ copied: 1, skipped: 3, failed: 0 });
    await expectAllIn('copy-failing');
  });

  it('refuses to run without a bucket or without the folder', async () => {
    const noop = () => undefined;
    await expect(
      copyLocalStoreToBucket([], { ...process.env, DATABASE_URL: '', STORAGE_URL: '' }, noop),
    ).rejects.toThrow(/STORAGE_URL/);
    await expect(run(path.join(tempDir('copy-from'), 'missing'), 'x')).rejects.toThrow(/no folder/);
  });
});
