/**
 * What the globe asks of the machine's WebGL. Without a usable GPU (a blocklisted driver, a virtual desktop, a server
 * without graphics) browsers render WebGL in software — Chromium's SwiftShader, Mesa's llvmpipe — where every sample
 * of multisample antialiasing is paid for on the CPU: there the globe renders without it, and stays responsive.
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

/** Cesium's multisample antialiasing: its default of 4 samples on a GPU, none on a software renderer. */
export function msaaSamplesFor(rendererName: string): number {
  return SOFTWARE.test(rendererName) ? 1 : 4;
}
