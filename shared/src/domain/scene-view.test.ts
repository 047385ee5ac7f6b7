/** The scene viewer's address: what a link holds comes back as the same view; a damaged part is left out. */
import { DEFAULT_STRETCH } from './scene-tiles';
import { decodeSceneView, encodeSceneView, sceneViewerUrl, type SceneView } from './scene-view';

const FULL: SceneView = {
  scene: 'TY38_0001',
  stretch: { min: -30, max: 5, gamma: 1.4, colormap: 'viridis' },
  compare: { scene: 'TY38_0002', mode: 'swipe' },
  date: 'TY38_0003',
  change: { before: 'TY38_0002', after: 'TY38_0003', threshold: 4.5 },
};

test('a view survives its address: scene, stretch, compare and mode, date, change pair and threshold', () => {
  expect(decodeSceneView(encodeSceneView(FULL))).toEqual(FULL);
  const url = new URL(sceneViewerUrl(FULL), 'http://portal');
  expect(url.pathname).toBe('/imageQuery');
  expect(decodeSceneView(url.searchParams.get('view'))).toEqual(FULL);
});

test('a scene alone: the default stretch, nothing else, and a short address', () => {
  const raw = new URL(sceneViewerUrl('TY38 0001'), 'http://portal').searchParams.get('view');
  expect(JSON.parse(raw!)).toEqual({ v: 1, scene: 'TY38 0001' });
  expect(decodeSceneView(raw)).toEqual({ scene: 'TY38 0001', stretch: DEFAULT_STRETCH });
});

test('damaged parts are left out, the scene kept; no scene or no JSON is no view', () => {
  const raw = JSON.stringify({
    v: 1,
    scene: 'A',
    stretch: { min: 5, max: -5, gamma: 1, colormap: 'gray' },
    compare: { scene: 'B', mode: 'sideways' },
    date: 'A',
    change: { before: 'B', after: 'C', threshold: 99 },
  });
  expect(decodeSceneView(raw)).toEqual({ scene: 'A', stretch: DEFAULT_STRETCH });
  expect(decodeSceneView(JSON.stringify({ v: 1, compare: { scene: 'B', mode: 'swipe' } }))).toBeNull();
  expect(decodeSceneView('{not json')).toBeNull();
  expect(decodeSceneView(null)).toBeNull();
  expect(decodeSceneView(JSON.stringify({ v: 2, scene: 'A' }))).toBeNull();
});
