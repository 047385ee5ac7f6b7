/**
 * The STAC API's documents are valid STAC 1.0.0, as stac-node-validator 2.0.0 judges them: the landing page
 * (Catalog), the collection, and the Items of item search (GET and POST), of the item endpoint and of the collection's
 * items, each against the core schema and the sar, sat, view and projection extension schemas they declare. Fully offline: the
 * validator reads the schemas vendored in fixtures/stac-schemas (see its README) and the geojson-schema package; a
 * schema it would fetch over HTTP fails the test.
 */
import path from 'node:path';
import { generateScenes } from '../src/catalog/generate';
import { insertScenes } from '../src/catalog/insert';
import { loadFixture } from './catalog-fixtures';
import { startTestApp, type TestApp } from './helpers';

interface StacError {
  instancePath?: string;
  schemaPath?: string;
  message?: string;
}
interface StacReport {
  id: string | null;
  type: string | null;
  version: string | null;
  valid: boolean | null;
  skipped: boolean;
  messages: string[];
  children: StacReport[];
  results: { core: StacError[]; extensions: Record<string, StacError[]>; custom: StacError[] };
}
type Validate = (data: unknown, config: Record<string, unknown>) => Promise<StacReport>;

const validate = require('stac-node-validator') as Validate;
const nodeLoader = require('stac-node-validator/src/loader/node') as (uri: string) => Promise<unknown>;

const SCHEMAS = path.join(__dirname, 'fixtures', 'stac-schemas');
const SCHEMA_MAP = {
  'https://schemas.stacspec.org/v1.0.0/': path.join(SCHEMAS, 'stac-spec', 'v1.0.0'),
  'https://stac-extensions.github.io/': path.join(SCHEMAS, 'stac-extensions'),
  'https://geojson.org/schema/': path.dirname(require.resolve('geojson-schema/package.json')),
  'https://proj.org/schemas/': path.join(SCHEMAS, 'proj'),
};
const EXTENSIONS = [
  'https://stac-extensions.github.io/projection/v1.1.0/schema.json',
  'https://stac-extensions.github.io/raster/v1.1.0/schema.json',
  'https://stac-extensions.github.io/sar/v1.0.0/schema.json',
  'https://stac-extensions.github.io/sat/v1.0.0/schema.json',
  'https://stac-extensions.github.io/view/v1.0.0/schema.json',
];

const [PROJECTION, RASTER, SAR, SAT] = EXTENSIONS;

/** The files the validator read, and the URIs it wanted from the network (refused: they fail the test). */
const loaded = new Set<string>();
const network: string[] = [];
async function offlineLoader(uri: string): Promise<unknown> {
  if (/^https?:\/\//i.test(uri)) {
    network.push(uri);
    throw new Error(`offline test: ${uri} would be fetched over the network`);
  }
  loaded.add(path.relative(SCHEMAS, uri));
  return nodeLoader(uri);
}

const check = (data: unknown) => validate(data, { loader: offlineLoader, schemaMap: SCHEMA_MAP });

/** The report's errors as readable lines (its own and its children's). */
function problems(r: StacReport): string[] {
  const line = (where: string, e: StacError) =>
    `${r.id ?? '?'} ${where}: ${e.instancePath || '/'} ${e.message ?? ''} (${e.schemaPath ?? ''})`;
  return [
    ...r.messages.map((m) => `${r.id ?? '?'}: ${m}`),
    ...r.results.core.map((e) => line('core', e)),
    ...Object.entries(r.results.extensions).flatMap(([ext, errs]) => errs.map((e) => line(ext, e))),
    ...r.children.flatMap(problems),
  ];
}

function expectValid(r: StacReport) {
  expect({ valid: r.valid, skipped: r.skipped, problems: problems(r) }).toEqual({
    valid: true,
    skipped: false,
    problems: [],
  });
  expect(network).toEqual([]);
}

/**
 * An Item's report: the core schema and exactly the extension schemas it declares were applied, without errors:
 * all five for an Item with the product raster (its `data` asset), all but raster's for one without.
 */
function expectValidItem(r: StacReport, withRaster = true) {
  expectValid(r);
  expect(r.type).toBe('Feature');
  expect(r.results.core).toEqual([]);
  expect(Object.keys(r.results.extensions).sort()).toEqual(
    withRaster ? EXTENSIONS : EXTENSIONS.filter((e) => e !== RASTER),
  );
}

/** A FeatureCollection's report: the validator checked each Feature as an Item (one child each), all valid. */
function expectValidItems(
  body: { features: { id: string; assets: Record<string, unknown> }[] },
  r: StacReport,
) {
  expect(body.features.length).toBeGreaterThan(0);
  expectValid(r);
  expect(r.children.map((c) => c.id)).toEqual(body.features.map((f) => f.id));
  r.children.forEach((c, i) => expectValidItem(c, 'data' in body.features[i].assets));
}

let t: TestApp;
let token: string;
const get = (url: string) => t.call({ method: 'GET', url, token });

beforeAll(async () => {
  t = await startTestApp();
  await loadFixture(t.db);
  ({ token } = await t.tokenOf('customer'));
  // The customer orders the public scenes: their Items then carry the product assets (with the proj: fields).
  const ids = ['A', 'B', 'C', 'D'];
  const cost = (await get(`/api/commodity/order_cost/?scene_ids=${ids.join(',')}`)).json().data[0].cost_fen;
  const order = await t.call({
    method: 'POST',
    url: '/api/commodity/orders/',
    token,
    payload: { scene_ids: ids, quoted_cost_fen: cost },
  });
  expect(order.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('STAC API documents are valid under stac-node-validator (offline, vendored v1.0.0 schemas)', () => {
  it('landing page: a valid Catalog', async () => {
    const res = await t.call({ method: 'GET', url: '/api/stac' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.type).toBe('Catalog');
    const report = await check(doc);
    expectValid(report);
    expect(report.type).toBe('Catalog');
    expect(report.version).toBe('1.0.0');
  });

  it('the collection: a valid Collection, also under the extension schemas it declares', async () => {
    const res = await t.call({ method: 'GET', url: '/api/stac/collections/sar-archive' });
    expect(res.statusCode).toBe(200);
    const report = await check(res.json());
    expectValid(report);
    expect(report.type).toBe('Collection');
    expect(Object.keys(report.results.extensions).sort()).toEqual(EXTENSIONS);
  });

  it('GET /search?bbox=…: every Feature is a valid Item', async () => {
    // Across ±180° (C split at the antimeridian, D), Beijing (A), the whole world: several modes and polarizations.
    for (const bbox of ['179,-20,-179,20', '115.5,38.5,117.5,40.5', '-180,-90,180,90']) {
      const res = await get(`/api/stac/search?bbox=${bbox}&limit=50`);
      expect(res.statusCode).toBe(200);
      expectValidItems(res.json(), await check(res.json()));
    }
  });

  it('POST /search: every Feature is a valid Item', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/stac/search',
      token,
      payload: { bbox: [-180, -90, 180, 90], limit: 50 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.features.map((f: { id: string }) => f.id)).toEqual(
      expect.arrayContaining(['A', 'B', 'C', 'D']),
    );
    expectValidItems(body, await check(body));
  });

  it('fields: an Item keeps declaring only the extensions whose fields it still carries, and stays valid', async () => {
    const search = async (fields: Record<string, string[]>) => {
      const res = await t.call({
        method: 'POST',
        url: '/api/stac/search',
        token,
        payload: { bbox: [-180, -90, 180, 90], limit: 50, fields },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const report = await check(body);
      expectValid(report);
      expect(report.children.length).toBe(body.features.length);
      return body.features as { properties: Record<string, unknown>; stac_extensions: string[] }[];
    };
    // One SAR field of the four the sar extension requires: sar, sat and view are no longer declared; projection
    // and raster stay, for the product asset (always included) keeps its proj: and raster: fields.
    for (const item of await search({ include: ['properties.sar:polarizations'] })) {
      expect(Object.keys(item.properties).sort()).toEqual(['datetime', 'sar:polarizations']);
      expect(item.stac_extensions).toEqual([PROJECTION, RASTER]);
    }
    // Without the view fields: sar and sat stay declared, view goes.
    for (const item of await search({
      exclude: ['properties.view:incidence_angle', 'properties.view:off_nadir'],
    })) {
      expect(Object.keys(item.properties).filter((k) => k.startsWith('view:'))).toEqual([]);
      expect([...item.stac_extensions].sort()).toEqual(EXTENSIONS.filter((e) => !e.includes('/view/')));
    }
  });

  it('GET /collections/sar-archive/items/{id}: a valid Item', async () => {
    for (const id of ['A', 'B', 'C', 'D']) {
      const res = await get(`/api/stac/collections/sar-archive/items/${id}`);
      expect(res.statusCode).toBe(200);
      const report = await check(res.json());
      expectValidItem(report);
      expect(report.id).toBe(id);
    }
  });

  it('a page of synthetic archive scenes (the catalog generator) from /collections/sar-archive/items: all valid Items', async () => {
    // Adds scenes to the catalog: the searches above assert on the hand-made fixture and run first.
    await insertScenes(t.db, [...generateScenes({ count: 60, seed: 7 })]);
    const res = await get('/api/stac/collections/sar-archive/items?limit=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.features.length).toBeGreaterThan(50);
    expectValidItems(body, await check(body));
  });

  it('the validator can fail: an Item without datetime, or without sar:instrument_mode, is invalid', async () => {
    const item = (await get('/api/stac/collections/sar-archive/items/A')).json();
    expectValidItem(await check(item));

    const noDatetime = structuredClone(item);
    delete noDatetime.properties.datetime;
    const r1 = await check(noDatetime);
    expect(r1.valid).toBe(false);
    expect(r1.results.core.length).toBeGreaterThan(0);

    const noMode = structuredClone(item);
    delete noMode.properties['sar:instrument_mode'];
    const r2 = await check(noMode);
    expect(r2.valid).toBe(false);
    expect(r2.results.core).toEqual([]);
    expect(r2.results.extensions[SAR].length).toBeGreaterThan(0);
    expect(r2.results.extensions[SAT]).toEqual([]);
  });

  it('no schema came from the network: all were read from the vendored files and geojson-schema', async () => {
    loaded.clear();
    for (const url of [
      '/api/stac',
      '/api/stac/collections/sar-archive',
      '/api/stac/collections/sar-archive/items/A',
    ])
      expectValid(await check((await get(url)).json()));
    expect(network).toEqual([]);
    const stac = [...loaded].filter((p) => !p.startsWith('..')).sort();
    expect(stac).toEqual([
      'proj/v0.5/projjson.schema.json',
      'stac-extensions/projection/v1.1.0/schema.json',
      'stac-extensions/raster/v1.1.0/schema.json',
      'stac-extensions/sar/v1.0.0/schema.json',
      'stac-extensions/sat/v1.0.0/schema.json',
      'stac-extensions/view/v1.0.0/schema.json',
      'stac-spec/v1.0.0/catalog-spec/json-schema/catalog.json',
      'stac-spec/v1.0.0/collection-spec/json-schema/collection.json',
      'stac-spec/v1.0.0/item-spec/json-schema/basics.json',
      'stac-spec/v1.0.0/item-spec/json-schema/datetime.json',
      'stac-spec/v1.0.0/item-spec/json-schema/instrument.json',
      'stac-spec/v1.0.0/item-spec/json-schema/item.json',
      'stac-spec/v1.0.0/item-spec/json-schema/licensing.json',
      'stac-spec/v1.0.0/item-spec/json-schema/provider.json',
    ]);
    expect(
      [...loaded]
        .filter((p) => p.startsWith('..'))
        .map((p) => path.basename(p))
        .sort(),
    ).toEqual(['Feature.json', 'Geometry.json']);
  });
});

describe('authentication as STAC clients expect it', () => {
  it('without a token, or with a dead one, search answers 401 with a Bearer challenge, never an empty success', async () => {
    for (const [method, url] of [
      ['GET', '/api/stac/search?bbox=115,38,118,41'],
      ['POST', '/api/stac/search'],
      ['GET', '/api/stac/collections/sar-archive/items'],
      ['GET', '/api/stac/collections/sar-archive/items/A'],
    ] as const) {
      const anonymous = await t.call({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
        lang: 'en',
      });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="stac"');
      expect(anonymous.json()).toEqual({ code: 401, msg: 'Please log in first' });
      const dead = await t.call({
        method,
        url,
        token: 'not-a-session',
        payload: method === 'POST' ? {} : undefined,
      });
      expect(dead.statusCode).toBe(401);
      expect(dead.headers['www-authenticate']).toBe('Bearer realm="stac", error="invalid_token"');
    }
    // The portal's own calls keep the spec's envelope (HTTP 200, code 201).
    const portal = await t.call({ method: 'POST', url: '/api/catalog/search/', payload: {} });
    expect([portal.statusCode, portal.json().code]).toEqual([200, 201]);
  });
});
