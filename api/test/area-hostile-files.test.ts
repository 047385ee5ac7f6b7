/**
 * Hostile area files (issue 13, finding 3), made in the test: each is refused with its status and message after
 * bounded work — the zip's directory is not read when it announces too many entries, inflation stops at the limit
 * whatever the size headers say, and KML nesting is measured before a DOM is built.
 */
import JSZip from 'jszip';
import { importAreaFile } from '../src/geo/area-import';
import { AREA_LIMITS } from '../src/geo/limits';

const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (err) {
    const e = err as { status?: number; key?: string };
    return { status: e.status, key: e.key };
  }
};

describe('hostile area files', () => {
  it('files are read in a worker thread: one that outlasts its time is ended (422) and the next file is read', async () => {
    const zip = new JSZip();
    zip.file('doc.kml', Buffer.alloc(4 * 1024 * 1024, 0x20));
    const data = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const limits = { ...AREA_LIMITS, maxParseMs: 1 };
    expect(await refusal(importAreaFile(data, 'slow.kmz', limits))).toEqual({
      status: 422,
      key: 'areaTooComplex',
    });
    const kml = `<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><Polygon><outerBoundaryIs><LinearRing>
      <coordinates>116,39 117,39 117,40 116,40 116,39</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>`;
    const ok = await importAreaFile(Buffer.from(kml), 'box.kml');
    expect(ok.geometry.type).toBe('Polygon');
  });

  it('a zip of 20,000 entries is refused before its directory is read', async () => {
    const zip = new JSZip();
    for (let i = 0; i < 20_000; i++) zip.file(`f${i}.txt`, '');
    const data = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
    expect(await refusal(importAreaFile(data, 'many.zip'))).toEqual({ status: 413, key: 'tooLarge' });
    // Building 20,000 entries takes seconds on a busy machine: the default 5 s would time out the fixture.
  }, 60_000);

  it('a zip bomb stops inflating at the limit (413)', async () => {
    const zip = new JSZip();
    zip.file('a.kml', Buffer.alloc(8 * 1024 * 1024, 0x20));
    const data = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const limits = { ...AREA_LIMITS, maxUnzippedBytes: 1024 * 1024 };
    expect(await refusal(importAreaFile(data, 'bomb.kmz', limits))).toEqual({ status: 413, key: 'tooLarge' });
  });

  it('a zip whose size headers lie still stops at the limit', async () => {
    const zip = new JSZip();
    zip.file('doc.kml', Buffer.alloc(8 * 1024 * 1024, 0x20));
    const data = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    // Rewrite every uncompressed-size field (local header offset 22, central directory offset 24) to 100 bytes.
    for (let i = 0; i + 4 <= data.length; i++) {
      const sig = data.readUInt32LE(i);
      if (sig === 0x04034b50) data.writeUInt32LE(100, i + 22);
      if (sig === 0x02014b50) data.writeUInt32LE(100, i + 24);
    }
    const limits = { ...AREA_LIMITS, maxUnzippedBytes: 1024 * 1024 };
    const r = await refusal(importAreaFile(data, 'liar.kmz', limits));
    expect(r?.status === 413 || r?.status === 400).toBe(true);
  });

  it('a KML nested 100,000 deep is refused as corrupt without building its DOM', async () => {
    const deep = `<kml>${'<Folder>'.repeat(100_000)}${'</Folder>'.repeat(100_000)}</kml>`;
    expect(await refusal(importAreaFile(Buffer.from(deep), 'deep.kml'))).toEqual({
      status: 400,
      key: 'areaCorrupt',
    });
  });
});
