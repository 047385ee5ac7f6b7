import { EXAMPLE_LANGUAGES, EXAMPLE_SEARCH, portalCallExample, stacExamples } from './examples';

const comments = { login: 'sign in', search: 'search', userInfo: 'account' };

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
