import { federationName, parseRegistry } from '../src/registry';

test('a valid registry is accepted', () => {
  expect(
    parseRegistry({
      remotes: [{ name: 'mf_public', entry: '/mf/mf-public/abc/mf-manifest.json', version: 'abc' }],
    }),
  ).toEqual([{ name: 'mf_public', entry: '/mf/mf-public/abc/mf-manifest.json', version: 'abc' }]);
});

test('a malformed registry is refused with the reason', () => {
  expect(() => parseRegistry({})).toThrow('"remotes" must be an array');
  expect(() => parseRegistry({ remotes: [{ name: 'Bad Name', entry: '/x', version: '1' }] })).toThrow(
    'remotes[0].name is invalid',
  );
  expect(() =>
    parseRegistry({ remotes: [{ name: 'mf_x', entry: 'javascript:alert(1)', version: '1' }] }),
  ).toThrow('remotes[0].entry must be a URL');
  expect(() => parseRegistry({ remotes: [{ name: 'mf_x', entry: '/x' }] })).toThrow(
    'remotes[0].version is missing',
  );
});

test('package names map to federation names', () => {
  expect(federationName('mf-image-query')).toBe('mf_image_query');
});
