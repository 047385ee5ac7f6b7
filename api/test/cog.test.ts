/**
 * The COG writer (imagery/cog.ts) and the product raster (imagery/product-cog.ts) as geotiff.js, a COG reader a
 * tile server or a browser uses, reads them: every value back, the overviews the means of the valid pixels under
 * them, the georeferencing and nodata; a product's pixels outside its footprint nodata, inside σ⁰ in dB; the
 * product's grid at its mode's spacing unless capped. (GDAL reads the same files in test/gdal/raster.test.ts.)
 */
import { fromArrayBuffer } from 'geotiff';
import { halve, writeCog } from '../src/imagery/cog';
import { PIXEL_SPACING_M, productGrid, renderProductCog } from '../src/imagery/product-cog';
import { productScene } from './product-scene';

const open = async (bytes: Uint8Array) =>
  fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);

describe('writeCog', () => {
  const width = 1100;
  const height = 700;
  const data = Float32Array.from({ length: width * height }, (_, i) =>
    i % width < 3 ? Number.NaN : Math.sin(i / 97) * 20 - 10,
  );
  const bytes = writeCog({
    width,
    height,
    data,
    transform: [0.001, 0, 120, 0, -0.002, 31],
    epsg: 4326,
    band: { unit: 'dB' },
    tileSize: 256,
  });

  it('reads back every value, in tiles of the size asked for, with its georeferencing and nodata', async () => {
    const tiff = await open(bytes);
    const image = await tiff.getImage(0);
    expect([image.getWidth(), image.getHeight(), image.getTileWidth(), image.getTileHeight()]).toEqual([
      width,
      height,
      256,
      256,
    ]);
    expect(image.getOrigin().slice(0, 2)).toEqual([120, 31]);
    expect(image.getResolution().slice(0, 2)).toEqual([0.001, -0.002]);
    expect(image.getGDALNoData()).toBeNaN();
    expect(image.getGeoKeys()).toMatchObject({ GTModelTypeGeoKey: 2, GeographicTypeGeoKey: 4326 });
    const [back] = (await image.readRasters()) as unknown as Float32Array[];
    expect(Array.from(back)).toEqual(Array.from(data));
  });

  it('holds overviews halving down to one tile, each pixel the mean of the valid pixels under it', async () => {
    const tiff = await open(bytes);
    expect(await tiff.getImageCount()).toBe(4); // 1100 → 550 → 275 → 138
    const overview = await tiff.getImage(1);
    expect([overview.getWidth(), overview.getHeight()]).toEqual([550, 350]);
    const [o] = (await overview.readRasters()) as unknown as Float32Array[];
    const expected = halve({ width, height, data }, Number.NaN).data;
    expect(Array.from(o)).toEqual(Array.from(expected));
    // Column 1 of the overview covers columns 2 (nodata) and 3: it is column 3's mean alone, not a NaN.
    const at = (x: number, y: number) => data[y * width + x];
    expect(o[1]).toBeCloseTo((at(3, 0) + at(3, 1)) / 2, 5);
    expect(o[0]).toBeNaN();
  });

  it('averages decibels of power as power when asked: an overview of −10 and −20 dB is −12.6 dB, not −15', async () => {
    const db = new Float32Array(1024 * 1024);
    for (let i = 0; i < db.length; i++) db[i] = i % 2 ? -20 : -10;
    const cog = writeCog({
      width: 1024,
      height: 1024,
      data: db,
      overviewMean: 'power-db',
      transform: [0.001, 0, 120, 0, -0.001, 31],
      epsg: 4326,
    });
    const tiff = await open(cog);
    const [o] = (await (await tiff.getImage(1)).readRasters()) as unknown as Float32Array[];
    expect(o[0]).toBeCloseTo(10 * Math.log10((0.1 + 0.01) / 2), 4);
  });

  it('refuses data that does not fill its size', () => {
    expect(() =>
      writeCog({
        width: 3,
        height: 3,
        data: new Float32Array(8),
        transform: [1, 0, 0, 0, -1, 0],
        epsg: 4326,
      }),
    ).toThrow(RangeError);
  });
});

describe('a product raster', () => {
  const scene = productScene({
    id: 'COG-TEST',
    img_mode: 3,
    bbox: [121.3, 30.1, 121.5, 30.3],
    // A triangle: the bbox's north-west half is outside it.
    footprint: [
      [
        [121.3, 30.1],
        [121.5, 30.1],
        [121.5, 30.3],
        [121.3, 30.1],
      ],
    ],
  });

  it('is drawn at its mode’s pixel spacing unless that passes the cap', () => {
    const fine = productGrid({ bbox: [121.3, 30.1, 121.31, 30.11], img_mode: 3 }, 4096);
    expect(fine.spacingM).toBe(PIXEL_SPACING_M.stripmap);
    expect(fine.height).toBe(Math.round(1113.2 / 3));
    const capped = productGrid(scene, 256);
    expect(Math.max(capped.width, capped.height)).toBe(256);
    expect(capped.spacingM).toBeGreaterThan(PIXEL_SPACING_M.stripmap);
  });

  it('holds σ⁰ in dB inside its footprint and nodata outside, with its facts', async () => {
    const tiff = await open(renderProductCog(scene, 256));
    const image = await tiff.getImage(0);
    const [w, h] = [image.getWidth(), image.getHeight()];
    const [px] = (await image.readRasters()) as unknown as Float32Array[];
    // South-east of the diagonal (inside): finite dB; north-west (outside): NaN.
    const inside = px[Math.floor(h * 0.8) * w + Math.floor(w * 0.8)];
    const outside = px[Math.floor(h * 0.2) * w + Math.floor(w * 0.2)];
    expect(inside).toBeGreaterThan(-50);
    expect(inside).toBeLessThan(20);
    expect(outside).toBeNaN();
    const valid = Array.from(px).filter((v) => !Number.isNaN(v)).length;
    expect(valid / px.length).toBeGreaterThan(0.45);
    expect(valid / px.length).toBeLessThan(0.55);
    expect(await image.getGDALMetadata()).toMatchObject({ SCENE_ID: 'COG-TEST', POLARIZATION: 'VV' });
  });

  it('is the same bytes for the same scene', () => {
    expect(Buffer.from(renderProductCog(scene, 128)).equals(Buffer.from(renderProductCog(scene, 128)))).toBe(
      true,
    );
  });
});
