/**
 * The OpenAPI document says what the server accepts (issue 32, item 12): for every operation, the request body and
 * query the document describes have the fields, the required fields, the value lists and the limits of the zod
 * schema the server validates with. The tasking order's operations are checked by name as well: every field of
 * docs/requirements.md §3 but the remarks required, the application form, the value lists and the 13–40° look angles.
 */
import { MISSION_EXAMPLE } from '@portal/shared/domain/missions';
import { z } from 'zod';
import { postForm, startTestApp, type TestApp } from './helpers';

let t: TestApp;
type Json = Record<string, unknown> & {
  properties?: Record<string, Json>;
  required?: string[];
  enum?: unknown[];
  anyOf?: Json[];
  oneOf?: Json[];
  allOf?: Json[];
  $ref?: string;
};
let doc: Json & {
  paths: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, Json> };
};

beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

/** Follows a $ref of the document's components. */
const deref = (s: Json | undefined): Json | undefined =>
  s?.$ref ? deref(doc.components?.schemas?.[s.$ref.split('/').pop()!]) : s;

/** The facts a client relies on for one field: its value list and its limits (through nullable/optional wrappers). */
function facts(s: Json | undefined): Record<string, unknown> {
  const d = deref(s);
  if (!d) return {};
  const inner = [...(d.anyOf ?? []), ...(d.oneOf ?? []), ...(d.allOf ?? [])]
    .map(deref)
    .filter((x): x is Json => !!x && x.type !== 'null');
  if (inner.length === 1 && !d.enum && d.minimum === undefined && d.maximum === undefined)
    return facts(inner[0]);
  const out: Record<string, unknown> = {};
  if (d.enum) out.enum = [...d.enum].map(String).sort();
  for (const k of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength'])
    if (d[k] !== undefined) out[k] = d[k];
  return out;
}

/** What a schema says of an object: its fields, the required ones and each field's facts. */
function shape(s: Json | undefined) {
  const d = deref(s);
  const props = d?.properties ?? {};
  return {
    fields: Object.keys(props).sort(),
    required: [...(d?.required ?? [])].sort(),
    facts: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, facts(v)])),
  };
}

const isZod = (s: unknown): s is z.ZodType => !!s && typeof s === 'object' && '_zod' in s;
const zodShape = (s: z.ZodType) =>
  shape(z.toJSONSchema(s, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Json);
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document matches the zod contract', () => {
  it('every operation: request body fields, required fields, value lists and limits', () => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const r of t.app.apiRoutes) {
      const body = r.schema?.body;
      if (!isZod(body)) continue;
      const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()] as
        | { requestBody?: { content?: Record<string, { schema: Json }> } }
        | undefined;
      const content = op?.requestBody?.content ?? {};
      const types = Object.keys(content);
      if (!types.length) {
        mismatches.push(`${r.method} ${r.url}: no request body in the document`);
        continue;
      }
      const expected = zodShape(body);
      for (const type of types) {
        compared++;
        const actual = shape(content[type].schema);
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          mismatches.push(
            `${r.method} ${r.url} (${type}): document ${JSON.stringify(actual)} ≠ server ${JSON.stringify(expected)}`,
          );
      }
    }
    expect(compared).toBeGreaterThan(20);
    expect(mismatches).toEqual([]);
  });

  it('every operation: query parameters, the required ones and their value lists', () => {
    const mismatches: string[] = [];
    for (const r of t.app.apiRoutes) {
      const query = r.schema?.querystring;
      if (!isZod(query)) continue;
      const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()] as
        | { parameters?: { in: string; name: string; required?: boolean; schema: Json }[] }
        | undefined;
      const params = (op?.parameters ?? []).filter((p) => p.in === 'query');
      const actual = {
        fields: params.map((p) => p.name).sort(),
        required: params
          .filter((p) => p.required)
          .map((p) => p.name)
          .sort(),
        facts: Object.fromEntries(params.map((p) => [p.name, facts(p.schema)])),
      };
      const expected = zodShape(query);
      if (JSON.stringify(actual.fields) !== JSON.stringify(expected.fields))
        mismatches.push(`${r.method} ${r.url}: query ${actual.fields} ≠ ${expected.fields}`);
      if (JSON.stringify(actual.required) !== JSON.stringify(expected.required))
        mismatches.push(`${r.method} ${r.url}: required ${actual.required} ≠ ${expected.required}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('new_order and PUT missions/{id}/: required fields, the application form, value lists, 13–40° look angles', () => {
    const create = doc.paths['/api/commodity/missions/new_order/'].post as {
      requestBody: { content: Record<string, { schema: Json }> };
    };
    const form = shape(create.requestBody.content['multipart/form-data'].schema);
    expect(form.required).toEqual(
      expect.arrayContaining(['target_name', 'Latitude', 'Longitude', 'img_mode', 'application_form']),
    );
    expect(form.required).not.toContain('comments');
    expect(form.facts.upper_angle).toMatchObject({ minimum: 13, maximum: 40 });
    expect(form.facts.lower_angle).toMatchObject({ minimum: 13, maximum: 40 });
    expect(form.facts.img_mode).toEqual({ enum: ['1', '3', '4', '5', '6'] });
    expect(form.facts.product_type).toEqual({ enum: ['ORG', 'SLC', 'SLC+ORG'] });
    const put = doc.paths['/api/commodity/missions/{id}/'].put as {
      requestBody: { content: Record<string, { schema: Json }> };
    };
    const edit = shape(put.requestBody.content['application/json'].schema);
    expect(edit.fields).toContain('application_form');
    expect(edit.required).not.toContain('application_form');
    expect(edit.facts.upper_angle).toMatchObject({ minimum: 13, maximum: 40 });
  });
});

describe('what the document requires is what the server requires', () => {
  it('new_order: leaving out a required field is refused naming it; leaving out an optional one is not', async () => {
    const create = doc.paths['/api/commodity/missions/new_order/'].post as {
      requestBody: { content: Record<string, { schema: Json }> };
    };
    const { fields, required } = shape(create.requestBody.content['multipart/form-data'].schema);
    const { token } = await t.tokenOf('customer');
    await t.db.query("UPDATE users SET balance_fen = 100000000 WHERE username = 'customer'");
    const full: Record<string, string> = {
      ...MISSION_EXAMPLE,
      comments: 'remark',
      planning_tag: 'sim-1',
      map_file_name: 'area.kml',
      id_date_1: new Date(Date.now() + 3_600_000).toISOString(),
      id_date_2: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    };
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const submit = (without: string) => {
      const { [without]: _left, ...rest } = full;
      return postForm(t, '/api/commodity/missions/new_order/', {
        fields: rest,
        file:
          without === 'application_form'
            ? undefined
            : { name: 'a.pdf', data: PDF, field: 'application_form' },
        token,
        lang: 'en',
        headers: { satellite: 'WGS84' },
      });
    };
    const refusedFields = async (without: string) => {
      const res = await submit(without);
      return res.statusCode === 200
        ? []
        : ((res.json().errors ?? []) as { field: string }[]).map((e) => e.field);
    };
    for (const f of fields.filter((x) => x !== 'target')) {
      const refused = await refusedFields(f);
      expect([f, refused.includes(f)]).toEqual([f, required.includes(f)]);
    }
  });
});
