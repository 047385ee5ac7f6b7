import { renderProfileFor, webglRendererName } from './renderer';

it('renders without MSAA, atmosphere and stars on software WebGL, loading more tiles a frame; as Cesium does on a GPU', () => {
  const software = {
    msaaSamples: 1,
    atmosphere: false,
    stars: false,
    tileLoadSliceMs: 200,
    loadingDescendantLimit: 1000,
    unthrottledTerrain: true,
    resolutionScale: 0.75,
  };
  const gpu = {
    msaaSamples: 4,
    atmosphere: true,
    stars: true,
    tileLoadSliceMs: 5,
    loadingDescendantLimit: 20,
    unthrottledTerrain: false,
    resolutionScale: 1,
  };
  expect(
    renderProfileFor('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)'),
  ).toEqual(software);
  expect(renderProfileFor('llvmpipe (LLVM 15.0.6, 256 bits)')).toEqual(software);
  expect(renderProfileFor('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)')).toEqual(
    gpu,
  );
  expect(renderProfileFor('')).toEqual(gpu);
});

it('reads the unmasked renderer name of a new context, and gives its context back', () => {
  const lost = jest.fn();
  const gl = {
    RENDERER: 0x1f01,
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL: 0x9246 } : { loseContext: lost },
    getParameter: (p: number) => (p === 0x9246 ? 'SwiftShader Device' : 'WebKit WebGL'),
  };
  const doc = { createElement: () => ({ getContext: () => gl }) } as unknown as Document;
  expect(webglRendererName(doc)).toBe('SwiftShader Device');
  expect(lost).toHaveBeenCalled();
});

it('is empty where the browser gives no WebGL', () => {
  const doc = { createElement: () => ({ getContext: () => null }) } as unknown as Document;
  expect(webglRendererName(doc)).toBe('');
});
