/** TLE parsing/validation and synthetic sun-synchronous TLE generation. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  constellationSyntheticTles,
  createPropagator,
  ecefToGeodetic,
  generateSunSynchronousTle,
  newStateBuffer,
  parseTleText,
  resolveAnchoringSatellite,
  SATELLITES,
  stateAt,
  sunSynchronousInclinationDeg,
  tleChecksum,
} from '../../src/orbit';

const ISS = [
  'ISS (ZARYA)',
  '1 25544U 98067A   08264.51782528 -.00002182  00000-0 -11606-4 0  2927',
  '2 25544  51.6416 247.4627 0006703 130.5360 325.0288 15.72125391563537',
];
const NOW = Date.UTC(2008, 8, 22);

describe('parseTleText', () => {
  it('accepts 3LE and 2-line sets and reports the epoch', () => {
    const r = parseTleText(`${ISS.join('\n')}\n\n${ISS[1]}\r\n${ISS[2]}  \n`, { now: NOW });
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.records).toHaveLength(2);
    expect(r.records[0]).toMatchObject({
      name: 'ISS (ZARYA)',
      satnum: '25544',
      epoch: '2008-09-20T12:25:40.104Z',
    });
    expect(r.records[1].name).toBeUndefined();
  });

  it('validates the Vallado TLE lines', () => {
    const lines = readFileSync(join(__dirname, 'fixtures', 'SGP4-VER.TLE'), 'utf8')
      .split('\n')
      .filter((l) => /^[12] /.test(l))
      .map((l) => l.slice(0, 69));
    // Vallado made the error cases 33333–33335 by editing elements without fixing the checksums.
    const edited = (l: string) => /^[12] 3333[345]/.test(l);
    const genuine = parseTleText(lines.filter((l) => !edited(l)).join('\n'), { now: NOW });
    expect(genuine.errors).toEqual([]);
    expect(genuine.records).toHaveLength(30);
    const handMade = parseTleText(lines.filter(edited).join('\n'), { now: NOW });
    expect(handMade.records).toHaveLength(0);
    expect(new Set(handMade.errors.map((e) => e.code))).toEqual(new Set(['CHECKSUM']));
  });

  it('reports checksum, column format, length, pairing and satellite-number errors in English and Chinese', () => {
    const badSum = ISS[1].slice(0, 68) + '0';
    const r1 = parseTleText(`${badSum}\n${ISS[2]}`, { now: NOW });
    expect(r1.errors).toHaveLength(1);
    expect(r1.errors[0]).toMatchObject({ code: 'CHECKSUM', line: 1 });
    expect(r1.errors[0].message.en).toContain('expected 7');
    expect(r1.errors[0].message.zh).toContain('校验和');

    const shifted = ISS[2].replace(' 51.6416', '51.6416 ');
    const r2 = parseTleText(`${ISS[1]}\n${shifted}`, { now: NOW });
    expect(r2.errors.map((e) => e.code)).toContain('FIELD_FORMAT');
    expect(r2.errors.find((e) => e.code === 'FIELD_FORMAT')!.message.en).toContain('inclination');

    expect(parseTleText(`${ISS[1].slice(0, 60)}\n${ISS[2]}`).errors[0].code).toBe('LINE_LENGTH');
    expect(parseTleText(ISS[1]).errors[0].code).toBe('MISSING_LINE');
    expect(parseTleText('').errors[0]).toMatchObject({
      code: 'EMPTY',
      message: { en: 'No TLE data found.', zh: '未找到 TLE 数据。' },
    });

    const other = ISS[2].replace('2 25544', '2 25545');
    const fixedOther = other.slice(0, 68) + String(tleChecksum(other));
    expect(parseTleText(`${ISS[1]}\n${fixedOther}`, { now: NOW }).errors[0].code).toBe('SATNUM_MISMATCH');
  });

  it('warns when the epoch is older than 7 days', () => {
    const r = parseTleText(ISS.join('\n'), { now: NOW + 10 * 86_400_000 });
    expect(r.records).toHaveLength(1);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0].code).toBe('EPOCH_STALE');
    expect(r.warnings[0].message.zh).toContain('天');
  });
});

describe('synthetic sun-synchronous TLEs', () => {
  const epoch = Date.UTC(2025, 5, 1, 3, 0, 0);
  const tles = constellationSyntheticTles(epoch);

  it('are valid TLEs for all four satellites, flagged synthetic, epoch as given', () => {
    expect(tles.map((t) => t.satelliteId)).toEqual(['TY-38', 'TY-39', 'TY-40', 'TY-41']);
    const r = parseTleText(tles.map((t) => `${t.name}\n${t.line1}\n${t.line2}`).join('\n'), { now: epoch });
    expect(r.errors).toEqual([]);
    expect(r.records.map((x) => x.epoch)).toEqual(tles.map(() => new Date(epoch).toISOString()));
    expect(tles.every((t) => t.synthetic && t.name.endsWith('(SYNTHETIC)'))).toBe(true);
  });

  it('have the sun-synchronous inclination and the requested altitude', () => {
    expect(sunSynchronousInclinationDeg(512)).toBeCloseTo(97.45, 1);
    expect(sunSynchronousInclinationDeg(530)).toBeCloseTo(97.52, 1);
    for (const t of tles) {
      expect(t.inclinationDeg).toBeGreaterThan(97.3);
      expect(t.inclinationDeg).toBeLessThan(97.6);
      const p = createPropagator(t.satelliteId, t.line1, t.line2, true);
      const buf = newStateBuffer();
      const heights: number[] = [];
      for (let m = 0; m < 100; m += 5) {
        stateAt(p, epoch + m * 60_000, buf);
        heights.push(ecefToGeodetic(buf[0], buf[1], buf[2]).heightKm);
      }
      const mean = heights.reduce((a, b) => a + b) / heights.length;
      expect(mean).toBeGreaterThan(495);
      expect(mean).toBeLessThan(550);
    }
  });

  it('cross the equator northbound at the requested local time', () => {
    const tle = generateSunSynchronousTle({
      noradId: 99999,
      name: 'T',
      altitudeKm: 520,
      ltanHours: 6,
      epoch,
      meanAnomalyDeg: 0,
      argPerigeeDeg: 0,
    });
    const p = createPropagator('T', tle.line1, tle.line2, true);
    const buf = newStateBuffer();
    // Find the first ascending node and compare its local mean solar time with 06:00.
    let prevZ = NaN;
    for (let t = epoch; t < epoch + 2 * 3600_000; t += 1000) {
      stateAt(p, t, buf);
      if (prevZ < 0 && buf[2] >= 0) {
        const lon = ecefToGeodetic(buf[0], buf[1], buf[2]).lonDeg;
        const ut = (((t / 3600_000) % 24) + 24) % 24;
        const lmt = (((ut + lon / 15) % 24) + 24) % 24;
        expect(Math.abs(lmt - 6)).toBeLessThan(0.25); // equation of time and J2 drift stay within 15 min
        return;
      }
      prevZ = buf[2];
    }
    throw new Error('no ascending node found');
  });

  it('resolve the anchoring satellite, any meaning all', () => {
    expect(resolveAnchoringSatellite('any')).toHaveLength(4);
    expect(resolveAnchoringSatellite('TY-40')[0].name).toEqual({ en: 'Fucheng-1', zh: '阜城一号' });
    expect(() => resolveAnchoringSatellite('TY-99')).toThrow(RangeError);
    expect(SATELLITES.every((s) => s.imagingModes.length >= 4)).toBe(true);
  });
});
