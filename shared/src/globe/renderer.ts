/**
 * What the globe asks of the machine's WebGL. Without a usable GPU (a blocklisted driver, a virtual desktop, a server
 * without graphics) browsers render WebGL in software — Chromium's SwiftShader, Mesa's llvmpipe — where every pixel
 * of every effect is paid for on the CPU. Measured on SwiftShader (a 600 × 480 globe over China, 120 place names):
 * a frame took 1.3–1.6 s of CPU with Cesium's sky and ground atmosphere, 0.3 s without them. So on a software
 * renderer the globe renders without multisample antialiasing and without the atmosphere, and stays responsive;
 * on a GPU it keeps both.
 *
 * Software frames are few (about two a second), so the first complete view must take few of them: Cesium works on
 * its tile load queue for 5 ms a frame (its default, tuned for 60 frames a second), which on a software renderer
 * spread the first view's tiles over some twenty frames; there each frame gives the queue a budget in proportion to
 * what the frame costs anyway, every tile of the view is loaded at once rather than level by level, and the tiles'
 * meshes are not rationed. The stars, the Sun and the Moon (a cube map of six images, drawn behind the Earth in
 * every frame) are left out there too.
 */

/** Renderer names of software WebGL implementations. */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software/i;

/** The name of the WebGL renderer a new context gets (the unmasked name where the browser gives it), or ''. */
export function webglRendererName(doc: Document = document): string {
  try {
    const canvas = doc.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return '';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext(); // one context less for the page's own
    return name;
  } catch {
    return '';
  }
}

/** How the globe renders on a given WebGL renderer. */
export interface RenderProfile {
  /** Cesium's multisample antialiasing: its default of 4 samples on a GPU, none on a software renderer. */
  msaaSamples: number;
  /** Cesium's sky and ground atmosphere (per-pixel scattering): on a GPU only. */
  atmosphere: boolean;
  /** The sky box of stars, the Sun and the Moon: on a GPU only. */
  stars: boolean;
  /** Milliseconds a frame spends loading the globe's tiles (Cesium's QuadtreePrimitive; its default is 5). */
  tileLoadSliceMs: number;
  /**
   * How many of a shown tile's finer tiles may load at once before Cesium loads them level by level (its default
   * is 20, which made the first view wait for levels 0, 1, 2 and 3 one after the other, a few frames each).
   */
  loadingDescendantLimit: number;
  /** The flat terrain's tile meshes are made without Cesium's throttle of five at a time (./view/terrain.ts). */
  unthrottledTerrain: boolean;
  /**
   * The drawing buffer's size against the canvas's CSS size (Cesium's resolutionScale): 1 on a GPU; less on a software
   * renderer, where a frame's cost grows with its pixels.
   */
  resolutionScale: number;
}

/**
 * Three quarters of the canvas's pixels in each direction on a software renderer: a frame draws 56 % of the pixels,
 * the lines and names stay readable.
 */
const SOFTWARE_RESOLUTION_SCALE = 0.75;

export function renderProfileFor(rendererName: string): RenderProfile {
  const software = SOFTWARE.test(rendererName);
  return {
    msaaSamples: software ? 1 : 4,
    atmosphere: !software,
    stars: !software,
    tileLoadSliceMs: software ? 200 : 5,
    loadingDescendantLimit: software ? 1000 : 20,
    unthrottledTerrain: software,
    resolutionScale: software ? SOFTWARE_RESOLUTION_SCALE : 1,
  };
}

let pageProfile: RenderProfile | null = null;
/** This page's profile: the renderer is asked once (a context of its own), whatever the number of globes. */
export function renderProfile(): RenderProfile {
  pageProfile ??= renderProfileFor(webglRendererName());
  return pageProfile;
}
