/**
 * The export module (api/src/export): what a spreadsheet or GIS tool reads from our files. CSV and XLSX defuse
 * formulas the same way, KML text is escaped once and parses back (the @tmcw/togeojson reader) to the geometry.
 */
import { kml as kmlToGeoJson } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import ExcelJS from 'exceljs';
import {
  csvFile,
  extendedData,
  geojsonFile,
  geometryKml,
  kmlDocument,
  kmlFile,
  xlsxFile,
  xmlText,
} from '../src/export';

const table = {
  sheet: 't',
  header: ['id', 'note', 'value'],
  rows: [
    [1, '=HYPERLINK("http://x","click")', -3.5],
    [2, 'a, "quoted"\nline', null],
    [3, '@SUM(A1)', '+1'],
  ],
};

describe('tables', () => {
  it('CSV: BOM, CRLF, quoting, and formulas turned into text; numbers stay numbers', () => {
    const text = csvFile(table).body.toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'id,note,value',
      `1,"'=HYPERLINK(""http://x"",""click"")",-3.5`,
      '2,"a, ""quoted""\nline",',
      `3,'@SUM(A1),'+1`,
      '',
    ]);
  });

  it('XLSX: the same cells, read back with exceljs', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await xlsxFile(table)).body as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('t')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'id', 'note', 'value']);
    expect(ws.getCell('B2').value).toBe(`'=HYPERLINK("http://x","click")`);
    expect(ws.getCell('C2').value).toBe(-3.5);
    expect(ws.getCell('B4').value).toBe(`'@SUM(A1)`);
  });
});

describe('KML', () => {
  it('escapes the five entities once and drops the control characters XML forbids', () => {
    expect(xmlText(`<a href="x">&'\u0000\u0007ok\t`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;ok\t');
  });

  it('a polygon with a hole, a MultiPolygon and extended data parse back to the same features', () => {
    const holed = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [4, 0],
          [4, 4],
          [0, 4],
          [0, 0],
        ],
        [
          [1, 1],
          [1, 2],
          [2, 2],
          [2, 1],
          [1, 1],
        ],
      ],
    };
    const multi = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [179.5, 0],
            [180, 0],
            [180, 1],
            [179.5, 0],
          ],
        ],
        [
          [
            [-180, 0],
            [-179.5, 0],
            [-180, 1],
            [-180, 0],
          ],
        ],
      ],
    };
    const doc = kmlDocument(
      'a <test> & more',
      `<Placemark><name>one</name>${extendedData([['note', 'x < y & "z"']])}${geometryKml(holed)}</Placemark>` +
        `<Placemark><name>two</name>${geometryKml(multi)}</Placemark>`,
    );
    const file = kmlFile(doc);
    expect(file.contentType).toBe('application/vnd.google-earth.kml+xml');
    const fc = kmlToGeoJson(new DOMParser().parseFromString(file.body.toString('utf8'), 'text/xml') as never);
    expect(fc.features.map((f) => f.properties?.name)).toEqual(['one', 'two']);
    expect(fc.features[0].properties?.note).toBe('x < y & "z"');
    expect(fc.features[0].geometry).toEqual(holed);
    expect(fc.features[1].geometry).toEqual({
      type: 'GeometryCollection',
      geometries: multi.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates })),
    });
  });
});

it('GeoJSON: a FeatureCollection of the given features', () => {
  const file = geojsonFile([
    { id: 'A', geometry: { type: 'Point', coordinates: [1, 2] }, properties: { n: 1 } },
  ]);
  expect(JSON.parse(file.body.toString('utf8'))).toEqual({
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', id: 'A', geometry: { type: 'Point', coordinates: [1, 2] }, properties: { n: 1 } },
    ],
  });
});
