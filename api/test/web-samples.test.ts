/** The public samples' pictures as a client gets them: the 512 px PNG and its 256 px JPEG thumbnail. */
import { decode as decodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, lang: 'en' });

/** The gray levels of a picture, one per pixel, row by row. */
interface Gray {
  width: number;
  height: number;
  at: (x: number, y: number) => number;
}

function grayOfPng(bytes: Buffer): Gray {
  const png = PNG.sync.read(bytes); // RGBA
  return { width: png.width, height: png.height, at: (x, y) => png.data[(y * png.width + x) * 4] };
}

function grayOfJpeg(bytes: Buffer): Gray {
  const jpeg = decodeJpeg(bytes, { useTArray: true, formatAsRGBA: true });
  return {
    width: jpeg.width,
    height: jpeg.height,
    at: (x, y) => {
      const o = (y * jpeg.width + x) * 4;
      return (jpeg.data[o] + jpeg.data[o + 1] + jpeg.data[o + 2]) / 3;
    },
  };
}

/** The mean gray level of each of n×n equal blocks of a picture. */
function blockMeans(g: Gray, n: number): number[] {
  const bw = g.width / n;
  const bh = g.height / n;
  const out: number[] = [];
  for (let by = 0; by < n; by++)
    for (let bx = 0; bx < n; bx++) {
      let sum = 0;
      for (let y = by * bh; y < (by + 1) * bh; y++)
        for (let x = bx * bw; x < (bx + 1) * bw; x++) sum += g.at(x, y);
      out.push(sum / (bw * bh));
    }
  return out;
}

describe('sample details', () => {
  it("are the sample's place at 20 m a pixel, 10.24 km around it or its whole footprint, the same bytes again", async () => {
    const { data } = (await get('/api/web/sar_images/')).json();
    const sizes: number[][] = [];
    for (const id of [1, 3]) {
      const s = data.find((x: { id: number }) => x.id === id);
      expect(s.detail_url).toBe(`/api/web/sar_image/${id}/detail.png`);
      const res = await get(s.detail_url);
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png']);
      expect(res.headers['cache-control']).toMatch(/public/);
      const { width, height } = grayOfPng(res.rawPayload);
      sizes.push([id, width, height]);
      expect((await get(s.detail_url)).rawPayload.equals(res.rawPayload)).toBe(true);
    }
    // Spotlight: its 7 km footprint, 350 pixels; TOPS: 10.24 km of its 100.
    expect(sizes).toEqual([
      [1, 350, 350],
      [3, 512, 512],
    ]);
    expect((await get('/api/web/sar_image/999999/detail.png')).statusCode).toBe(404);
  });
});

describe('sample thumbnails', () => {
  it('list, country search and detail items carry a thumbnail_url next to image_url, and it resolves', async () => {
    const list = (await get('/api/web/sar_images/')).json();
    const byCountry = (await get('/api/web/sar_images_search_country/?country=CN')).json();
    const one = (await get(`/api/web/sar_image/${list.data[0].id}/`)).json().data[0];
    for (const s of [...list.data, ...byCountry.data, one]) {
      expect(s.thumbnail_url).toBe(`/api/web/sar_image/${s.id}/thumbnail.jpg`);
      expect(s.image_url).toBe(`/api/web/sar_image/${s.id}/image.png`);
    }
    const res = await get(one.thumbnail_url);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('is a 256×256 JPEG of the same picture as the 512 PNG, far smaller, cached like it', async () => {
    const { data } = (await get('/api/web/sar_images/')).json();
    for (const s of data.slice(0, 3)) {
      const png = await get(s.image_url);
      const jpg = await get(s.thumbnail_url);
      expect([jpg.statusCode, jpg.headers['content-type']]).toEqual([200, 'image/jpeg']);
      expect(jpg.headers['cache-control']).toBe(png.headers['cache-control']);
      expect(jpg.headers['cache-control']).toMatch(/public/);
      // SOI, then a baseline frame (SOF0), no progressive one (SOF2).
      expect([...jpg.rawPayload.subarray(0, 2)]).toEqual([0xff, 0xd8]);
      expect(jpg.rawPayload.includes(Buffer.from([0xff, 0xc0]))).toBe(true);
      expect(jpg.rawPayload.includes(Buffer.from([0xff, 0xc2]))).toBe(false);
      // A card's worth of bytes: well under a quarter of the PNG.
      expect(jpg.rawPayload.length).toBeLessThan(png.rawPayload.length / 4);

      const big = grayOfPng(png.rawPayload);
      const small = grayOfJpeg(jpg.rawPayload);
      expect([big.width, big.height, small.width, small.height]).toEqual([512, 512, 256, 256]);
      // The same picture: the same mean gray level, and the same layout (coast, towns, ships, slicks) block by
      // block.
      const [bigMean] = blockMeans(big, 1);
      const [smallMean] = blockMeans(small, 1);
      expect(Math.abs(smallMean - bigMean)).toBeLessThan(3);
      const bigBlocks = blockMeans(big, 16);
      const smallBlocks = blockMeans(small, 16);
      const worst = Math.max(...bigBlocks.map((v, i) => Math.abs(v - smallBlocks[i])));
      expect(worst).toBeLessThan(3);
    }
  });

  it('another sample has another thumbnail', async () => {
    const { data } = (await get('/api/web/sar_images/')).json();
    const a = (await get(data[0].thumbnail_url)).rawPayload;
    const b = (await get(data[1].thumbnail_url)).rawPayload;
    expect(a.equals(b)).toBe(false);
    // Served again from the cache: the same bytes.
    expect((await get(data[0].thumbnail_url)).rawPayload.equals(a)).toBe(true);
  });

  it('an unknown sample answers 404 with the error envelope, as its PNG does', async () => {
    const res = await get('/api/web/sar_image/999999/thumbnail.jpg');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: 404, msg: expect.any(String) });
    expect(res.json()).toEqual((await get('/api/web/sar_image/999999/image.png')).json());
  });
});
