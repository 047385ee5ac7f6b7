/**
 * Build-time rendering of a part of the portal to HTML (the first view, deploy/first-view.mjs). Node only: no
 * browser code imports it.
 */
import { createElement, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { prerenderToNodeStream } from 'react-dom/static';
import { emotionKey, FirstViewRender, PortalProviders } from '@portal/shared/ui';

/**
 * `children` inside the portal's providers as HTML once every lazy part has loaded, preceded by one <style> with
 * all its styles. The emotion cache keeps the styles instead of writing them inline (`compat`), so a part that
 * suspended and rendered again loses none; the browser's emotion adopts the <style> by its `data-emotion` ids.
 */
export async function prerenderPart(
  cacheKey: string,
  children: ReactNode,
  baseline = false,
): Promise<string> {
  const key = emotionKey(cacheKey);
  const cache = createCache({ key });
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    createElement(PortalProviders, {
      cacheKey,
      baseline,
      cache,
      children: createElement(FirstViewRender, { value: true }, children),
    }),
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const ids = Object.keys(cache.inserted).filter((id) => typeof cache.inserted[id] === 'string');
  const css = ids.map((id) => cache.inserted[id]).join('');
  return `<style data-emotion="${key} ${ids.join(' ')}">${css}</style>${withoutPlaceholderPreloads(html)}`;
}

/**
 * `html` without the preloads React adds for a template's images (FirstViewList): their addresses are placeholders
 * until the boot script fills them in.
 */
const withoutPlaceholderPreloads = (html: string) => html.replace(/<link rel="preload"[^>]*\{\{[^>]*>/g, '');
