/** Copyable client examples of the /interFace page, written for the portal's own address. */

export const EXAMPLE_LANGUAGES = ['curl', 'python', 'javascript'] as const;
export type ExampleLanguage = (typeof EXAMPLE_LANGUAGES)[number];

/** The comment lines of the examples, in the reader's language. */
export interface ExampleComments {
  login: string;
  search: string;
  userInfo: string;
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
