/**
 * Scalar's API reference, loaded only by the reference section of /interFace: its own chunk, served from our origin.
 * Its prebuilt browser bundle carries its own Vue 3 and styles: the package's ES modules would resolve `vue` (through
 * vue-sonner, which does not declare it) to the workspace's hoisted Vue 2 of STAC Browser. Loading the bundle sets
 * `window.Scalar`; it mounts nothing by itself (there is no #api-reference or data-spec element in the portal).
 * The options below keep it from reaching any other host.
 */
import type { createApiReference } from '@scalar/api-reference';
import '@scalar/api-reference/browser/standalone.js';
import { translateScalarLabels } from './scalar-zh';

declare global {
  interface Window {
    Scalar?: { createApiReference: typeof createApiReference };
  }
}

// Fails the dynamic import (shown as the section's error) rather than the mount.
if (!window.Scalar) throw new Error('the API reference did not load');
const scalar = window.Scalar;

/**
 * Mounts the reference of an OpenAPI document in `el` (Scalar's own labels in Chinese on a Chinese page); returns the
 * function that removes it.
 */
export function mountApiReference(
  el: HTMLElement,
  document: Record<string, unknown>,
  lang: 'zh' | 'en',
): () => void {
  const stopTranslating = lang === 'zh' ? translateScalarLabels(el) : () => undefined;
  const reference = scalar.createApiReference(el, {
    content: document,
    // Fonts come from Scalar's CDN unless this is off; the page's own fonts are used instead.
    withDefaultFonts: false,
    telemetry: false,
    // No proxyUrl: "Test request" calls this origin directly, never Scalar's proxy.
    hideClientButton: true,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    documentDownloadType: 'none',
    forceDarkModeState: 'light',
    hideDarkModeToggle: true,
    defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
  });
  return () => {
    stopTranslating();
    reference.destroy();
  };
}
