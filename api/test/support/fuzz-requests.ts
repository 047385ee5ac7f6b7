/**
 * Requests for the fuzz suite (api/test/fuzz.test.ts), generated with fast-check from the OpenAPI document the API
 * serves: values that follow each operation's schema, mixed with the hostile values a careless client or an attacker
 * sends (null, wrong types, NUL characters, huge numbers and strings, deep nesting, forged cursors, huge coordinates).
 */
import fc from 'fast-check';

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  prefixItems?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
};

export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

interface Operation {
  parameters?: { name: string; in: 'query' | 'path' | 'header'; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}

/** One request as the suite sends it. */
export interface FuzzRequest {
  method: string;
  url: string;
  body?: { type: 'json'; text: string } | { type: 'multipart'; form: [string, string | Blob, string?][] };
}

const b64 = (s: string) => Buffer.from(s).toString('base64url');

/** Values no schema asks for, each a known way to break a naive server. */
const hostileScalar: fc.Arbitrary<unknown> = fc.constantFrom(
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  2 ** 53 + 2,
  1e20,
  -1e11,
  0.1,
  '',
  'a\u0000b',
  '\u0000',
  'x'.repeat(20_000),
  '\ud800',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '1e308',
  '99999999999999999999',
  'NaN',
  '-Infinity',
  b64('1e308'),
  b64('12345678901234567890'),
  '2025-13-45T99:99:99Z',
  '%00',
);

/** Numbers that break naive arithmetic: out of every range, beyond 2^53, far outside the globe. */
const hostileNumber = fc.constantFrom(
  1e20,
  -1e20,
  1e308,
  -1e308,
  1e11,
  2 ** 53 + 2,
  -1,
  0,
  0.5,
  720,
  -540.5,
  1e-320,
);

/** Arrays and objects nested deeper than any request needs (built without recursion in the generator). */
const deepNesting = fc.constantFrom(50, 70).map((depth) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { not: v };
  return v;
});

/** JSON text nested thousands deep (a CQL2 `not` in a `not` …): too deep to build as a value and stringify. */
const deepJsonText = fc
  .constantFrom(5000, 100_000)
  .map((depth) => `${'{"op":"not","args":['.repeat(depth)}true${']}'.repeat(depth)}`);

/** Rings and geometries with coordinates far outside the globe, where naive longitude unwrapping never ends. */
const hostileRing = fc.constantFrom(1e20, -1e20, 1e11, 1e308, 720, -540.5).map((x): unknown[] => [
  [x, 0],
  [-x, 1],
  [0, 89],
  [x, 0],
]);
/** A Polygon, MultiPolygon or Point of small valid rings (mutations make them hostile). */
const lonLat = fc.tuple(
  fc.double({ min: -179, max: 179, noNaN: true }),
  fc.double({ min: -80, max: 80, noNaN: true }),
);
const ring = lonLat.map(([x, y]) => [
  [x, y],
  [x + 1, y],
  [x + 1, y + 1],
  [x, y],
]);
const geometry = fc.oneof(
  ring.map((r) => ({ type: 'Polygon', coordinates: [r] })),
  ring.map((r) => ({ type: 'MultiPolygon', coordinates: [[r]] })),
  lonLat.map((p) => ({ type: 'Point', coordinates: p })),
);

const hostileGeometry = fc.oneof(
  hostileRing.map((ring) => ({ type: 'Polygon', coordinates: [ring] })),
  hostileRing.map((ring) => ({ type: 'MultiPolygon', coordinates: [[ring]] })),
  hostileRing.map((ring) => ({ type: 'Point', coordinates: ring[0] })),
  hostileRing.map((ring) => [ring]),
  fc.constant({ type: 'Polygon', coordinates: [Array.from({ length: 5000 }, (_, i) => [i % 360, i % 90])] }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: hostileGeometry },
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], { a: null }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/**
 * Fields naming archive scenes (the time series' scenes and stack): the fixture's ids (catalog-fixtures.ts, one across
 * the antimeridian, one sensitive), so that a request can be accepted and its mutations reach the raster reads.
 */
const SCENE_ID_KEYS = /^(scenes|stack)$/;

/** A value of a JSON schema (as @fastify/swagger writes zod schemas), with hostile values mixed in at every level. */
export class SchemaArbitraries {
  constructor(private readonly doc: OpenApiDoc) {}

  private resolve(s: Schema): Schema {
    let out = s;
    for (let i = 0; out.$ref && i < 10; i++)
      out = this.doc.components?.schemas?.[out.$ref.replace('#/components/schemas/', '')] ?? {};
    return out;
  }

  /**
   * A value of the schema, as often valid as not: a valid one, the same with ONE place replaced by a hostile value
   * (so the request passes every other check and the hostile value reaches the code behind it), or hostile outright.
   */
  value(schema: Schema | undefined): fc.Arbitrary<unknown> {
    const valid = this.valid(schema, 0);
    return fc.oneof(
      { weight: 3, arbitrary: valid },
      {
        weight: 4,
        arbitrary: fc
          .tuple(valid, fc.nat(), hostileValue, hostileNumber)
          // A number is mostly replaced by a hostile number (coordinates, pages, ids), anything else by anything.
          .map(([v, n, h, hn]) => replaceOne(v, n, (old) => (typeof old === 'number' && n % 4 ? hn : h))),
      },
      { weight: 1, arbitrary: hostileValue },
    );
  }

  /** Values of the schema meant to be accepted (the starting points of systematic mutations). */
  validValue(schema: Schema | undefined): fc.Arbitrary<unknown> {
    return this.valid(schema, 0);
  }

  private valid(schema: Schema | undefined, depth: number, key = ''): fc.Arbitrary<unknown> {
    const s = this.resolve(schema ?? {});
    if (depth > 6) return hostileScalar;
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum?.length) return fc.constantFrom(...s.enum);
    const alternatives = s.anyOf ?? s.oneOf;
    // The alternatives of a nullable field keep its name (an expiry is still an expiry).
    if (alternatives?.length) return fc.oneof(...alternatives.map((a) => this.valid(a, depth + 1, key)));
    if (s.allOf?.length) return this.valid(s.allOf[0], depth + 1);
    const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
    switch (type) {
      case 'object': {
        const props = s.properties ?? {};
        if (!Object.keys(props).length) return fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar);
        if ('coordinates' in props) return geometry;
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        // Cursors and page tokens are the server's to write: a valid request starts without one.
        for (const [k, v] of Object.entries(props))
          if (!/cursor|token/.test(k)) record[k] = this.valid(v, depth + 1, k);
        return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in record) });
      }
      case 'array':
        if (s.prefixItems?.length) return fc.tuple(...s.prefixItems.map((p) => this.valid(p, depth + 1)));
        return fc.array(this.valid(s.items, depth + 1, SCENE_ID_KEYS.test(key) ? key : ''), {
          minLength: Math.min((s.minItems as number) ?? 0, 2),
          maxLength: Math.min(s.maxItems ?? 2, 2),
        });
      case 'integer':
        return fc.integer({
          min: Math.max(s.minimum ?? -1e6, Number.MIN_SAFE_INTEGER),
          max: Math.min(s.maximum ?? 1e6, Number.MAX_SAFE_INTEGER),
        });
      case 'number': {
        const min = s.minimum ?? (typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1e-6 : -1e6);
        const max = s.maximum ?? (typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1e-6 : 1e6);
        return fc.oneof(
          fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
          fc.double({ min, max, noNaN: true }),
        );
      }
      case 'boolean':
        return fc.boolean();
      case 'string':
        return this.string(s, key);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  private string(s: Schema, key: string): fc.Arbitrary<unknown> {
    if (SCENE_ID_KEYS.test(key)) return fc.constantFrom('A', 'B', 'C', 'E');
    if (s.format === 'date-time') {
      // An expiry (an API key's) lies ahead, so that a request with one can be accepted.
      if (/expires/.test(key))
        return fc
          .date({
            min: new Date('2030-01-01T00:00:00Z'),
            max: new Date('2035-01-01T00:00:00Z'),
            noInvalidDate: true,
          })
          .map((d) => d.toISOString());
      // Ends after starts, so that a time range passes its own check.
      const late = /end|until|to$|_2$/.test(key);
      return fc
        .date({
          min: new Date(late ? '2026-01-01T00:00:00Z' : '2015-01-01T00:00:00Z'),
          max: new Date(late ? '2030-01-01T00:00:00Z' : '2025-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString());
    }
    if (s.pattern) {
      try {
        return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length <= (s.maxLength ?? 1000));
      } catch {
        // A pattern fast-check cannot generate from: plain strings.
      }
    }
    return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 30, 30) });
  }

  /** Requests of one operation: path and query from its parameters (plus a few no schema names), body from its schema. */
  requests(path: string, anyCaseMethod: string, op: Operation): fc.Arbitrary<FuzzRequest> {
    const method = anyCaseMethod.toUpperCase();
    const params = op.parameters ?? [];
    const pathParams = params.filter((p) => p.in === 'path');
    const queryParams = params.filter((p) => p.in === 'query' && p.schema?.type !== 'object');
    const pathValue = fc.oneof(
      fc.constantFrom(
        '1',
        '999999',
        'A',
        'E',
        'sar-archive',
        '0',
        '-1',
        '1e308',
        '%00',
        'x'.repeat(600),
        '..%2F..',
      ),
      fc.string({ maxLength: 20 }).map(encodeURIComponent),
    );
    const queryValue = (schema?: Schema) =>
      this.value(schema).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
    // Names that no schema lists but that servers like this one read: STAC's and the lists' own.
    const extraQuery = fc.dictionary(
      fc.constantFrom(
        'bbox',
        'datetime',
        'intersects',
        'filter',
        'ids',
        'limit',
        'token',
        'sortby',
        'fields',
        'cursor',
        'q',
      ),
      queryValue(),
      { maxKeys: 3 },
    );
    const query = fc.tuple(
      fc.record(Object.fromEntries(queryParams.map((p) => [p.name, queryValue(p.schema)])), {
        requiredKeys: [],
      }),
      extraQuery,
    );
    const content = op.requestBody?.content ?? {};
    const jsonSchema = content['application/json']?.schema;
    const multipartSchema = content['multipart/form-data']?.schema;
    const body: fc.Arbitrary<FuzzRequest['body']> =
      jsonSchema !== undefined
        ? fc
            .oneof(
              { weight: 10, arbitrary: this.value(jsonSchema).map(jsonText) },
              { weight: 1, arbitrary: deepJsonText },
            )
            .map((text) => ({ type: 'json' as const, text }))
        : multipartSchema !== undefined || /area_file|parse_file|real_person/.test(path)
          ? this.multipart(multipartSchema)
          : method === 'GET' || method === 'DELETE'
            ? fc.constant(undefined)
            : fc.option(hostileValue.map((v) => ({ type: 'json' as const, text: jsonText(v) })));
    return fc
      .tuple(fc.tuple(...pathParams.map(() => pathValue)), query, body)
      .map(([values, [known, extra], b]) => {
        let url = path;
        pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, values[i])));
        const q = new URLSearchParams({ ...extra, ...known } as Record<string, string>).toString();
        return { method, url: q ? `${url}?${q}` : url, body: b };
      });
  }

  private multipart(schema: Schema | undefined): fc.Arbitrary<FuzzRequest['body']> {
    const fields = this.resolve(schema ?? {}).properties ?? {};
    const names = [...Object.keys(fields), 'file', 'document', 'name'];
    const fileBytes = fc.oneof(
      fc.uint8Array({ maxLength: 2000 }),
      fc
        .constantFrom('PK\u0003\u0004garbage', '<kml><Placemark/></kml>', '%PDF-1.4', 'MZ\u0090\u0000')
        .map((s) => new TextEncoder().encode(s)),
    );
    const fileName = fc.constantFrom(
      'a.kml',
      'a.kmz',
      'a.zip',
      'id.pdf',
      'x.exe',
      '',
      '../../x.kml',
      'a\u0000.kml',
    );
    const part = fc.oneof(
      fc.tuple(fc.constantFrom(...names), queryValueOf(hostileScalar)),
      fc
        .tuple(fc.constantFrom('file', 'document'), fileBytes, fileName)
        .map(([n, bytes, f]) => [n, new Blob([bytes]), f] as [string, Blob, string]),
    );
    return fc.array(part, { maxLength: 6 }).map((form) => ({ type: 'multipart' as const, form }));
  }
}

/** Values put in every place of an accepted request, one place at a time. */
export const MUTATIONS: unknown[] = [
  1e20,
  -1e308,
  2 ** 53 + 2,
  -1,
  null,
  [],
  {},
  'a\u0000b',
  'x'.repeat(20_000),
  true,
];

/** Every value that differs from `value` in exactly one place (a node replaced by one of `by`), at most `max`. */
export function singleMutations(value: unknown, by: unknown[], max = 400): unknown[] {
  let count = 0;
  const countNodes = (v: unknown) => {
    count++;
    if (v && typeof v === 'object') Object.values(v).forEach(countNodes);
  };
  countNodes(value);
  const out: unknown[] = [];
  for (let node = 0; node < count && out.length < max; node++)
    for (const h of by) out.push(replaceOne(value, node, () => h));
  return out;
}

/** The value with its n-th node (in depth-first order, modulo the count) replaced by another value. */
function replaceOne(value: unknown, n: number, by: (old: unknown) => unknown): unknown {
  let count = 0;
  const countNodes = (v: unknown) => {
    count++;
    if (v && typeof v === 'object') Object.values(v).forEach(countNodes);
  };
  countNodes(value);
  let target = n % count;
  const walk = (v: unknown): unknown => {
    if (target-- === 0) return by(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, c]) => [k, walk(c)]));
    return v;
  };
  return walk(value);
}

const jsonText = (v: unknown) => JSON.stringify(v) ?? 'null';

const queryValueOf = (a: fc.Arbitrary<unknown>) =>
  a.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
