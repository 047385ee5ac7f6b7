import { msaaSamplesFor, webglRendererName } from './renderer';

it('renders without MSAA on software WebGL, with Cesium’s 4 samples on a GPU', () => {
  expect(
    msaaSamplesFor('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)'),
  ).toBe(1);
  expect(msaaSamplesFor('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(1);
  expect(msaaSamplesFor('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)')).toBe(4);
  expect(msaaSamplesFor('')).toBe(4);
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
