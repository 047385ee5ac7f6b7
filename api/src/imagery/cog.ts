/**
 * A Cloud Optimized GeoTIFF of one Float32 band, as GDAL's COG driver lays it out: square tiles compressed with
 * DEFLATE and the floating-point predictor (3), internal overviews (each half the size of the one above, the mean
 * of the valid pixels under it) down to one tile, every IFD before the pixel data, the smallest overview's tiles
 * first, and GDAL's structural metadata after the header, so GDAL reports LAYOUT=COG and reads a window with a
 * handful of range requests. Each tile has its size before it and its last 4 bytes repeated after it, as that
 * metadata declares. GeoKeys for EPSG:4326 or a projected EPSG code, GDAL_NODATA, and GDAL_METADATA items (dataset
 * and band: description, unit).
 * Classic TIFF (offsets of 32 bits): a product stays well under 4 GiB at the sizes products are capped to.
 */
import { deflateSync } from 'node:zlib';

export interface CogRaster {
  width: number;
  height: number;
  /** Row-major values; `nodata` (NaN by default) where there is none. */
  data: Float32Array;
  nodata?: number;
  /** x = a·col + c, y = e·row + f at pixel corners: [a, 0, c, 0, e, f] (north up: e < 0). */
  transform: [number, 0, number, 0, number, number];
  /** 4326 (longitude, latitude) or a projected CRS such as a UTM zone (326xx, 327xx). */
  epsg: number;
  /** Dataset metadata items (gdalinfo's Metadata). */
  metadata?: Record<string, string>;
  band?: { description?: string; unit?: string };
  tileSize?: number;
  /**
   * How an overview's pixel averages the four below it: their values ('value', the default), or, for values in
   * decibels of a power such as σ⁰, the power ('power-db': 10·log10 of the mean of 10^(v/10)), so that a mean read
   * from an overview is the mean of the full resolution's power, not some dB below it.
   */
  overviewMean?: 'value' | 'power-db';
}

const SHORT = 3;
const LONG = 4;
const ASCII = 2;
const DOUBLE = 12;

interface Entry {
  tag: number;
  type: number;
  values: number[] | string;
}

const GHOST =
  'LAYOUT=IFDS_BEFORE_DATA\nBLOCK_ORDER=ROW_MAJOR\nBLOCK_LEADER=SIZE_AS_UINT4\n' +
  'BLOCK_TRAILER=LAST_4_BYTES_REPEATED\nKNOWN_INCOMPATIBLE_EDITION=NO\n ';
const GHOST_HEADER = `GDAL_STRUCTURAL_METADATA_SIZE=${String(GHOST.length).padStart(6, '0')} bytes\n${GHOST}`;

interface Level {
  width: number;
  height: number;
  data: Float32Array;
}

const isValid = (v: number, nodata: number) => !Number.isNaN(v) && v !== nodata;

/** The next overview: each pixel the mean of the valid pixels of the 2 × 2 block under it (nodata if none). */
export function halve(l: Level, nodata: number, mean: CogRaster['overviewMean'] = 'value'): Level {
  const power = mean === 'power-db';
  const width = Math.ceil(l.width / 2);
  const height = Math.ceil(l.height / 2);
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = 0; dy < 2; dy++) {
        const sy = 2 * y + dy;
        if (sy >= l.height) continue;
        for (let dx = 0; dx < 2; dx++) {
          const sx = 2 * x + dx;
          if (sx >= l.width) continue;
          const v = l.data[sy * l.width + sx];
          if (isValid(v, nodata)) {
            sum += power ? 10 ** (v / 10) : v;
            n++;
          }
        }
      }
      data[y * width + x] = !n ? nodata : power ? 10 * Math.log10(sum / n) : sum / n;
    }
  return { width, height, data };
}

/** One tile's bytes: the floating-point predictor (byte planes, most significant first, then differences) and DEFLATE. */
function encodeTile(l: Level, tx: number, ty: number, size: number, nodata: number): Buffer {
  const row = new Float32Array(size);
  const rowBytes = new Uint8Array(row.buffer);
  const out = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    const sy = ty * size + y;
    for (let x = 0; x < size; x++) {
      const sx = tx * size + x;
      row[x] = sy < l.height && sx < l.width ? l.data[sy * l.width + sx] : nodata;
    }
    const base = y * size * 4;
    // Byte plane k holds byte k of every value, most significant first (the host is little-endian).
    for (let x = 0; x < size; x++)
      for (let b = 0; b < 4; b++) out[base + (3 - b) * size + x] = rowBytes[x * 4 + b];
    for (let i = size * 4 - 1; i > 0; i--) out[base + i] = (out[base + i] - out[base + i - 1]) & 0xff;
  }
  return deflateSync(out, { level: 6 });
}

function geoKeys(epsg: number): number[] {
  const keys: [number, number][] =
    epsg === 4326
      ? [
          [1024, 2], // GTModelTypeGeoKey: geographic
          [1025, 1], // GTRasterTypeGeoKey: pixel is area
          [2048, 4326], // GeographicTypeGeoKey
          [2054, 9102], // GeogAngularUnitsGeoKey: degree
        ]
      : [
          [1024, 1], // projected
          [1025, 1],
          [3072, epsg], // ProjectedCSTypeGeoKey
          [3076, 9001], // ProjLinearUnitsGeoKey: metre
        ];
  return [1, 1, 0, keys.length, ...keys.flatMap(([k, v]) => [k, 0, 1, v])];
}

const xmlEscape = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

function gdalMetadata(r: CogRaster): string | null {
  const items = Object.entries(r.metadata ?? {}).map(
    ([k, v]) => `  <Item name="${xmlEscape(k)}">${xmlEscape(v)}</Item>`,
  );
  if (r.band?.description)
    items.push(
      `  <Item name="DESCRIPTION" sample="0" role="description">${xmlEscape(r.band.description)}</Item>`,
    );
  if (r.band?.unit)
    items.push(`  <Item name="UNITTYPE" sample="0" role="unittype">${xmlEscape(r.band.unit)}</Item>`);
  return items.length ? `<GDALMetadata>\n${items.join('\n')}\n</GDALMetadata>` : null;
}

const typeSize = (type: number) => (type === DOUBLE ? 8 : type === LONG ? 4 : type === SHORT ? 2 : 1);
const countOf = (e: Entry) => (typeof e.values === 'string' ? e.values.length + 1 : e.values.length);
const outOfLine = (e: Entry) => {
  const bytes = countOf(e) * typeSize(e.type);
  return bytes > 4 ? bytes + (bytes % 2) : 0;
};
/** An IFD's bytes: its count, entries, next-IFD offset, then the values that do not fit in an entry. */
const ifdSize = (entries: Entry[]) =>
  2 + entries.length * 12 + 4 + entries.reduce((s, e) => s + outOfLine(e), 0);

function writeValues(buf: Buffer, at: number, e: Entry): void {
  if (typeof e.values === 'string') {
    buf.write(e.values, at, 'latin1');
    buf[at + e.values.length] = 0;
    return;
  }
  e.values.forEach((v, i) => {
    if (e.type === SHORT) buf.writeUInt16LE(v, at + 2 * i);
    else if (e.type === LONG) buf.writeUInt32LE(v, at + 4 * i);
    else buf.writeDoubleLE(v, at + 8 * i);
  });
}

function writeIfd(buf: Buffer, at: number, entries: Entry[], next: number): void {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  buf.writeUInt16LE(sorted.length, at);
  let extra = at + 2 + sorted.length * 12 + 4;
  sorted.forEach((e, i) => {
    const p = at + 2 + i * 12;
    buf.writeUInt16LE(e.tag, p);
    buf.writeUInt16LE(e.type, p + 2);
    buf.writeUInt32LE(countOf(e), p + 4);
    if (outOfLine(e)) {
      buf.writeUInt32LE(extra, p + 8);
      writeValues(buf, extra, e);
      extra += outOfLine(e);
    } else writeValues(buf, p + 8, e);
  });
  buf.writeUInt32LE(next, at + 2 + sorted.length * 12);
}

/** The raster as a COG file. */
export function writeCog(r: CogRaster): Buffer {
  const size = r.tileSize ?? 512;
  const nodata = r.nodata ?? Number.NaN;
  if (r.data.length !== r.width * r.height) throw new RangeError('the data do not fill width × height');
  const levels: Level[] = [{ width: r.width, height: r.height, data: r.data }];
  while (Math.max(levels.at(-1)!.width, levels.at(-1)!.height) > size)
    levels.push(halve(levels.at(-1)!, nodata, r.overviewMean));

  const tiles = levels.map((l) => {
    const across = Math.ceil(l.width / size);
    const down = Math.ceil(l.height / size);
    const out: Buffer[] = [];
    for (let ty = 0; ty < down; ty++)
      for (let tx = 0; tx < across; tx++) out.push(encodeTile(l, tx, ty, size, nodata));
    return out;
  });

  const nodataText = Number.isNaN(nodata) ? 'nan' : String(nodata);
  const metadata = gdalMetadata(r);
  const [a, , c, , e, f] = r.transform;
  const entriesOf = (level: number, offsets: number[]): Entry[] => {
    const l = levels[level];
    const list: Entry[] = [
      { tag: 254, type: LONG, values: [level ? 1 : 0] }, // NewSubfileType: reduced-resolution image
      { tag: 256, type: LONG, values: [l.width] },
      { tag: 257, type: LONG, values: [l.height] },
      { tag: 258, type: SHORT, values: [32] },
      { tag: 259, type: SHORT, values: [8] }, // Adobe DEFLATE
      { tag: 262, type: SHORT, values: [1] }, // BlackIsZero
      { tag: 277, type: SHORT, values: [1] },
      { tag: 284, type: SHORT, values: [1] },
      { tag: 317, type: SHORT, values: [3] }, // floating-point predictor
      { tag: 322, type: SHORT, values: [size] },
      { tag: 323, type: SHORT, values: [size] },
      { tag: 324, type: LONG, values: offsets },
      { tag: 325, type: LONG, values: tiles[level].map((t) => t.length) },
      { tag: 339, type: SHORT, values: [3] }, // IEEE floating point
      { tag: 42113, type: ASCII, values: nodataText },
    ];
    if (level === 0) {
      list.push(
        { tag: 33550, type: DOUBLE, values: [a, -e, 0] },
        { tag: 33922, type: DOUBLE, values: [0, 0, 0, c, f, 0] },
        { tag: 34735, type: SHORT, values: geoKeys(r.epsg) },
      );
      if (metadata) list.push({ tag: 42112, type: ASCII, values: metadata });
    }
    return list;
  };

  // IFDs first (their sizes do not depend on the offsets they hold), then the tiles, smallest overview first.
  const placeholder = (level: number) => tiles[level].map(() => 0);
  const ifdSizes = levels.map((_, i) => ifdSize(entriesOf(i, placeholder(i))));
  const ifdStart = 8 + GHOST_HEADER.length + (GHOST_HEADER.length % 2);
  const ifdAt: number[] = [];
  let at = ifdStart;
  for (const s of ifdSizes) {
    ifdAt.push(at);
    at += s;
  }
  const offsets = levels.map(() => [] as number[]);
  for (let level = levels.length - 1; level >= 0; level--)
    for (const t of tiles[level]) {
      offsets[level].push(at + 4);
      at += 4 + t.length + 4;
    }

  const buf = Buffer.alloc(at);
  buf.write('II', 0, 'latin1');
  buf.writeUInt16LE(42, 2);
  buf.writeUInt32LE(ifdStart, 4);
  buf.write(GHOST_HEADER, 8, 'latin1');
  levels.forEach((_, i) => writeIfd(buf, ifdAt[i], entriesOf(i, offsets[i]), ifdAt[i + 1] ?? 0));
  levels.forEach((_, level) =>
    tiles[level].forEach((t, i) => {
      const p = offsets[level][i];
      buf.writeUInt32LE(t.length, p - 4);
      t.copy(buf, p);
      t.copy(buf, p + t.length, t.length - 4);
    }),
  );
  return buf;
}
