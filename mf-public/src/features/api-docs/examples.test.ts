import {
  CLIENT_PACKAGES,
  EXAMPLE_LANGUAGES,
  EXAMPLE_SEARCH,
  portalCallExample,
  stacExamples,
  typedClientExample,
  WEBHOOK_HEADERS,
  WEBHOOK_LANGUAGES,
  webhookExamples,
} from './examples';

const comments = {
  login: 'sign in',
  search: 'search',
  userInfo: 'account',
  clientTypes: 'generate the types',
  clientCreate: 'a client with the key',
  clientCall: 'one call',
  webhookSecret: 'the secret',
  webhookRawBody: 'the raw body',
  webhookRefused: 'refused',
  webhookHandle: 'handle it',
};

describe('the STAC examples', () => {
  const examples = stacExamples('https://portal.example.com/', comments);

  it('exist in curl, Python and JavaScript, on the given origin', () => {
    expect(Object.keys(examples).sort()).toEqual([...EXAMPLE_LANGUAGES].sort());
    for (const code of Object.values(examples)) {
      expect(code).toContain('https://portal.example.com');
      expect(code).not.toContain('.com//');
      expect(code).toContain('sign in');
    }
  });

  it('sign in, then send the token as a bearer token to the STAC search', () => {
    expect(examples.curl).toMatch(/-X POST 'https:\/\/portal\.example\.com\/api\/user\/login\/'/);
    expect(examples.curl).toMatch(
      /'https:\/\/portal\.example\.com\/api\/stac\/search'[^]*Authorization: Bearer/,
    );
    expect(examples.python).toContain(
      'Client.open(f"{BASE}/api/stac", headers={"Authorization": f"Bearer {token}"})',
    );
    expect(examples.javascript).toContain('Authorization: `Bearer ${token}`');
  });

  it('send one search whose body is valid JSON', () => {
    const body = /-d '(\{"bbox".*\})'/.exec(examples.curl)?.[1];
    expect(JSON.parse(body!)).toEqual(EXAMPLE_SEARCH);
    expect(examples.python).toContain(`bbox=${JSON.stringify(EXAMPLE_SEARCH.bbox)}`);
  });
});

describe('the portal call example', () => {
  it('sends the four request headers', () => {
    const code = portalCallExample('http://localhost:8080', comments);
    for (const header of ['Authorization: Bearer', 'User-Id:', 'Satellite: WGS84', 'Accept-Language:'])
      expect(code).toContain(header);
  });
});

describe('the typed client example', () => {
  const { install, code } = typedClientExample('https://portal.example.com/', comments);

  it("installs the pinned packages and generates the types from this origin's OpenAPI document", () => {
    expect(install).toContain(`npm install ${CLIENT_PACKAGES.fetch}`);
    expect(install).toContain(CLIENT_PACKAGES.types);
    expect(install).toContain(
      "# generate the types\nnpx openapi-typescript 'https://portal.example.com/api/openapi.json' -o portal-api.d.ts",
    );
  });

  it('creates a client with the key as the bearer token and no User-Id, then makes one typed call', () => {
    expect(code).toContain("import type { paths } from './portal-api';");
    expect(code).toContain('// a client with the key\nconst portal = createClient<paths>({');
    expect(code).toContain("baseUrl: 'https://portal.example.com',");
    expect(code).toContain('Authorization: `Bearer ${process.env.PORTAL_API_KEY}`');
    expect(code).not.toContain('User-Id');
    expect(code).toContain(
      "// one call\nconst { data, error } = await portal.POST('/api/catalog/search/', {",
    );
    expect(code).toContain(`bbox: [${EXAMPLE_SEARCH.bbox.join(', ')}]`);
  });
});

describe('the webhook verification examples', () => {
  const examples = webhookExamples(comments);

  it('exist in TypeScript and Python, each with every comment line in the given words', () => {
    expect(Object.keys(examples).sort()).toEqual([...WEBHOOK_LANGUAGES].sort());
    expect(examples.typescript).toMatch(/^\/\/ npm install standardwebhooks$/m);
    expect(examples.python).toMatch(/^# pip install standardwebhooks flask$/m);
    for (const [language, code] of Object.entries(examples)) {
      const mark = language === 'python' ? '#' : '//';
      for (const words of ['the secret', 'the raw body', 'refused', 'handle it'])
        expect(code).toMatch(new RegExp(`^\\s*${mark} ${words}$`, 'm'));
    }
  });

  it('verify the raw body with the headers and the whsec_ secret, before reading the event', () => {
    const ts = examples.typescript;
    expect(ts).toContain("import { Webhook } from 'standardwebhooks';");
    expect(ts).toContain('new Webhook(process.env.PORTAL_WEBHOOK_SECRET!)');
    expect(ts).toContain('webhook.verify(body, req.headers as Record<string, string>)');
    expect(ts).not.toContain('JSON.parse');
    expect(ts.indexOf('webhook.verify(')).toBeLessThan(ts.indexOf('event.type'));
    expect(ts).toContain('res.writeHead(400)');

    const py = examples.python;
    expect(py).toContain('from standardwebhooks import Webhook, WebhookVerificationError');
    expect(py).toContain('Webhook(os.environ["PORTAL_WEBHOOK_SECRET"])');
    expect(py).toContain('body = request.get_data()');
    expect(py).toContain('event = webhook.verify(body, dict(request.headers))');
    expect(py).toContain('except WebhookVerificationError:');
    expect(py).not.toContain('get_json');
    expect(py.indexOf('webhook.verify(')).toBeLessThan(py.indexOf('event["type"]'));
    // Both name the delivery's id, the header that tells a retry from a new event.
    for (const code of Object.values(examples)) expect(code).toContain(WEBHOOK_HEADERS[0]);
  });
});
