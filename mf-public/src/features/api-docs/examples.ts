/** Copyable client examples of the /interFace page, written for the portal's own address. */

export const EXAMPLE_LANGUAGES = ['curl', 'python', 'javascript'] as const;
export type ExampleLanguage = (typeof EXAMPLE_LANGUAGES)[number];

/** The comment lines of the examples, in the reader's language. */
export interface ExampleComments {
  login: string;
  search: string;
  userInfo: string;
  /** The typed client: generating its types, creating it with a key, one call. */
  clientTypes: string;
  clientCreate: string;
  clientCall: string;
  /** Verifying a webhook delivery: the secret, the raw body, a refusal, handling the event. */
  webhookSecret: string;
  webhookRawBody: string;
  webhookRefused: string;
  webhookHandle: string;
}

/** An area and time range of the example search (STAC bbox: west, south, east, north). */
export const EXAMPLE_SEARCH = {
  bbox: [116.0, 39.6, 116.8, 40.2],
  datetime: '2024-01-01T00:00:00Z/..',
  limit: 10,
} as const;

const USERNAME = '<username>';
const PASSWORD = '<password>';
const TOKEN = '<token>';
const USER_ID = '<user_id>';

/** The pinned versions the typed client is known to work with (client/package.json). */
export const CLIENT_PACKAGES = { fetch: 'openapi-fetch@0.17.0', types: 'openapi-typescript@7.13.0' } as const;
/** The headers of a delivery, as the Standard Webhooks specification names them. */
export const WEBHOOK_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
export const WEBHOOK_LANGUAGES = ['typescript', 'python'] as const;
export type WebhookLanguage = (typeof WEBHOOK_LANGUAGES)[number];

/** A base URL without its trailing slashes, so `${base}/api/…` never doubles one. */
const baseOf = (origin: string) => origin.replace(/\/+$/, '');

/** The login, then a call of the portal API with the four request headers (curl). */
export function portalCallExample(origin: string, c: ExampleComments): string {
  const base = baseOf(origin);
  return [
    `# ${c.login}`,
    `curl -s -X POST '${base}/api/user/login/' \\`,
    `  -H 'Content-Type: application/json' -H 'Accept-Language: en-US' \\`,
    `  -d '{"username": "${USERNAME}", "password": "${PASSWORD}"}'`,
    '',
    `# ${c.userInfo}`,
    `curl -s '${base}/api/user/userinfo/' \\`,
    `  -H 'Authorization: Bearer ${TOKEN}' -H 'User-Id: ${USER_ID}' \\`,
    `  -H 'Satellite: WGS84' -H 'Accept-Language: en-US'`,
  ].join('\n');
}

/** Sign in and search the archive through the STAC API, in each language. */
export function stacExamples(origin: string, c: ExampleComments): Record<ExampleLanguage, string> {
  const base = baseOf(origin);
  const search = JSON.stringify(EXAMPLE_SEARCH);
  const bbox = JSON.stringify(EXAMPLE_SEARCH.bbox);
  return {
    curl: [
      `# ${c.login}`,
      `curl -s -X POST '${base}/api/user/login/' \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -d '{"username": "${USERNAME}", "password": "${PASSWORD}"}'`,
      '',
      `# ${c.search}`,
      `curl -s -X POST '${base}/api/stac/search' \\`,
      `  -H 'Authorization: Bearer ${TOKEN}' \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -d '${search}'`,
    ].join('\n'),
    python: [
      '# pip install pystac-client requests',
      'import requests',
      'from pystac_client import Client',
      '',
      `BASE = "${base}"`,
      '',
      `# ${c.login}`,
      'login = requests.post(',
      '    f"{BASE}/api/user/login/",',
      `    json={"username": "${USERNAME}", "password": "${PASSWORD}"},`,
      '    timeout=60,',
      ').json()',
      'if login["code"] != 0:',
      '    raise RuntimeError(login["msg"])',
      'token = login["data"][0]["token"]',
      '',
      `# ${c.search}`,
      'catalog = Client.open(f"{BASE}/api/stac", headers={"Authorization": f"Bearer {token}"})',
      'search = catalog.search(',
      `    bbox=${bbox},`,
      `    datetime="${EXAMPLE_SEARCH.datetime}",`,
      `    max_items=${EXAMPLE_SEARCH.limit},`,
      ')',
      'for item in search.items():',
      '    print(item.id, item.datetime, item.properties["sar:instrument_mode"])',
    ].join('\n'),
    javascript: [
      `const BASE = '${base}';`,
      '',
      `// ${c.login}`,
      'const login = await fetch(`${BASE}/api/user/login/`, {',
      "  method: 'POST',",
      "  headers: { 'Content-Type': 'application/json' },",
      `  body: JSON.stringify({ username: '${USERNAME}', password: '${PASSWORD}' }),`,
      '}).then((res) => res.json());',
      'if (login.code !== 0) throw new Error(login.msg);',
      'const { token } = login.data[0];',
      '',
      `// ${c.search}`,
      'const res = await fetch(`${BASE}/api/stac/search`, {',
      "  method: 'POST',",
      "  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },",
      `  body: JSON.stringify(${search}),`,
      '});',
      'if (!res.ok) throw new Error(`STAC search: HTTP ${res.status}`);',
      'const { features } = await res.json();',
      "features.forEach((item) => console.log(item.id, item.properties.datetime, item.properties['sar:instrument_mode']));",
    ].join('\n'),
  };
}

/**
 * A typed client of the API: types generated from the OpenAPI document, openapi-fetch calling with an API key (the
 * same two packages as the portal's own client). `install` is shell, `code` TypeScript.
 */
export function typedClientExample(origin: string, c: ExampleComments): { install: string; code: string } {
  const base = baseOf(origin);
  return {
    install: [
      `npm install ${CLIENT_PACKAGES.fetch}`,
      `npm install --save-dev ${CLIENT_PACKAGES.types} typescript`,
      `# ${c.clientTypes}`,
      `npx openapi-typescript '${base}/api/openapi.json' -o portal-api.d.ts`,
    ].join('\n'),
    code: [
      "import createClient from 'openapi-fetch';",
      "import type { paths } from './portal-api';",
      '',
      `// ${c.clientCreate}`,
      'const portal = createClient<paths>({',
      `  baseUrl: '${base}',`,
      '  headers: {',
      '    Authorization: `Bearer ${process.env.PORTAL_API_KEY}`,',
      "    'Accept-Language': 'en-US',",
      "    Satellite: 'WGS84',",
      '  },',
      '});',
      '',
      `// ${c.clientCall}`,
      "const { data, error } = await portal.POST('/api/catalog/search/', {",
      `  body: { areas: [{ type: 'bbox', bbox: [${EXAMPLE_SEARCH.bbox.join(', ')}] }], size: ${EXAMPLE_SEARCH.limit} },`,
      '});',
      'if (error || data.code !== 0) throw new Error((error ?? data).msg);',
      'for (const scene of data.data) console.log(scene.id, scene.satellite, scene.acquired_at);',
    ].join('\n'),
  };
}

/**
 * Receiving a webhook delivery and verifying its signature with the `standardwebhooks` package (npm and PyPI): on
 * the raw body, before parsing it, with the endpoint's secret.
 */
export function webhookExamples(c: ExampleComments): Record<WebhookLanguage, string> {
  return {
    typescript: [
      '// npm install standardwebhooks',
      "import { createServer } from 'node:http';",
      "import { Webhook } from 'standardwebhooks';",
      '',
      `// ${c.webhookSecret}`,
      'const webhook = new Webhook(process.env.PORTAL_WEBHOOK_SECRET!);',
      '',
      'createServer((req, res) => {',
      '  const chunks: Buffer[] = [];',
      "  req.on('data', (chunk: Buffer) => chunks.push(chunk));",
      "  req.on('end', () => {",
      `    // ${c.webhookRawBody}`,
      "    const body = Buffer.concat(chunks).toString('utf8');",
      '    let event: { type: string; timestamp: string; data: unknown };',
      '    try {',
      '      event = webhook.verify(body, req.headers as Record<string, string>) as typeof event;',
      '    } catch {',
      `      // ${c.webhookRefused}`,
      '      res.writeHead(400).end();',
      '      return;',
      '    }',
      `    // ${c.webhookHandle}`,
      "    console.log(req.headers['webhook-id'], event.type, event.data);",
      '    res.writeHead(204).end();',
      '  });',
      '}).listen(8000);',
    ].join('\n'),
    python: [
      '# pip install standardwebhooks flask',
      'import os',
      '',
      'from flask import Flask, request',
      'from standardwebhooks import Webhook, WebhookVerificationError',
      '',
      'app = Flask(__name__)',
      `# ${c.webhookSecret}`,
      'webhook = Webhook(os.environ["PORTAL_WEBHOOK_SECRET"])',
      '',
      '',
      '@app.post("/portal-webhook")',
      'def portal_webhook():',
      `    # ${c.webhookRawBody}`,
      '    body = request.get_data()',
      '    try:',
      '        event = webhook.verify(body, dict(request.headers))',
      '    except WebhookVerificationError:',
      `        # ${c.webhookRefused}`,
      '        return "", 400',
      `    # ${c.webhookHandle}`,
      '    print(request.headers["webhook-id"], event["type"], event["data"])',
      '    return "", 204',
    ].join('\n'),
  };
}
