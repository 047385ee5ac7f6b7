/**
 * The scene viewer through the portal's HTTP client (only the network is stood in for): a scene shown lies on the
 * globe as its quicklook at once, then as its tiles with the levels the TileJSON gives (preview or full resolution);
 * the opacity changes the same layer; a new stretch asks for new tiles; the view is in the address; a failed
 * TileJSON keeps the quicklook.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import type { ReactNode } from 'react';
import { http } from '@portal/shared/http';
import { MemoryRouter } from '@portal/shared/router';
import { decodeSceneView } from '@portal/shared/domain/scene-view';
import '../../../i18n';
import { useSceneViewer } from './use-scene-viewer';

const footprint = {
  type: 'MultiPolygon' as const,
  coordinates: [
    [
      [
        [121, 29],
        [122, 29],
        [122, 30],
        [121, 29],
      ],
    ],
  ] as [number, number][][][],
};
const scene = { id: 'TY38 0002', quicklook_url: '/q2.png', footprint };
let asked: string[] = [];
let tileJson: 'ok' | 'fails' = 'ok';

const reply = (config: Parameters<AxiosAdapter>[0], data: unknown, status = 200) => {
  if (status >= 300)
    return Promise.reject(Object.assign(new Error('boom'), { config, response: { status, data } }));
  return Promise.resolve({ data, status, statusText: '', headers: {}, config });
};
beforeEach(() => {
  asked = [];
  tileJson = 'ok';
  http.defaults.adapter = (config) => {
    const url = config.url ?? '';
    asked.push(url);
    if (url.includes('/tilejson.json'))
      return tileJson === 'ok'
        ? reply(config, { maxzoom: 9, full_resolution: false })
        : reply(config, { code: 500, msg: 'boom' }, 500);
    if (url.endsWith('/stack/'))
      return reply(config, {
        reference: scene.id,
        geometry: {},
        scenes: [{ id: scene.id, acquired_at: '2025-01-01T00:00:00Z' }],
      });
    return reply(config, { code: 404, msg: 'not found' }, 404);
  };
});

function render() {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
  return renderHook(() => useSceneViewer('WGS84'), { wrapper });
}

test('its quicklook at once, then its tiles; the opacity on the same layer; a new stretch, new tiles; off again', async () => {
  const hook = render();
  act(() => hook.result.current.show(scene));
  expect(hook.result.current.overlay).toMatchObject({ url: '/q2.png', geometry: footprint });
  await waitFor(() => expect(hook.result.current.sceneLayers).toHaveLength(1));
  expect(asked).toContain('/catalog/scenes/TY38%200002/tilejson.json');
  const [layer] = hook.result.current.sceneLayers;
  expect(layer).toMatchObject({
    id: scene.id,
    url: '/api/catalog/scenes/TY38%200002/tiles/{z}/{x}/{y}.png',
    maximumLevel: 9,
    alpha: 1,
  });
  expect(hook.result.current.overlay).toBeNull();
  expect(hook.result.current.resolution).toBe('preview');

  act(() => hook.result.current.setOpacity(0.4));
  expect(hook.result.current.sceneLayers[0]).toMatchObject({ url: layer.url, alpha: 0.4 });

  act(() => hook.result.current.update((v) => ({ ...v, stretch: { ...v.stretch, colormap: 'inferno' } })));
  await waitFor(() => expect(hook.result.current.sceneLayers[0]?.url).toContain('colormap=inferno'));
  expect(decodeSceneView(JSON.stringify({ v: 1, ...hook.result.current.view }))?.stretch.colormap).toBe(
    'inferno',
  );

  act(() => hook.result.current.show(null));
  expect(hook.result.current.sceneLayers).toEqual([]);
  expect(hook.result.current.overlay).toBeNull();
  expect(hook.result.current.resolution).toBeNull();
});

test('a TileJSON that fails keeps the quicklook', async () => {
  tileJson = 'fails';
  const hook = render();
  await act(async () => {
    hook.result.current.show({ ...scene, id: 'TY38 0003' });
    await new Promise((r) => setTimeout(r, 30));
  });
  expect(hook.result.current.overlay).toMatchObject({ url: '/q2.png' });
  expect(hook.result.current.sceneLayers).toEqual([]);
  expect(hook.result.current.resolution).toBeNull();
});
