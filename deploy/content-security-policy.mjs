#!/usr/bin/env node
// The portal pages' Content-Security-Policy, written into the web root as `content-security-policy.txt`, which both
// servers of the portal send with every page: the API's static site (api/src/web/static-site.ts) and nginx
// (deploy/nginx/start.mjs). Run by deploy/build-all.mjs; run it again after editing the web root's
// globe-config.json, whose optional tile service is the only origin besides the portal's own:
//   node deploy/content-security-policy.mjs [web-root]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webRoot } from './registry.mjs';
import { bootScriptHash } from './first-view.mjs';

export const CSP_FILE = 'content-security-policy.txt';

/** The policy for a web root: scripts only from the portal; Cesium's workers (blob:), knockout and WebAssembly allowed. */
export function contentSecurityPolicy(root) {
  const config = path.join(root, 'globe-config.json');
  const tiles = existsSync(config) ? JSON.parse(readFileSync(config, 'utf8')).tiles : null;
  const tileOrigin =
    typeof tiles === 'string' && /^https?:\/\//.test(tiles)
      ? ` ${new URL(tiles.replace(/[{}]/g, '')).origin}`
      : '';
  return [
    "default-src 'self'",
    // 'unsafe-eval': Cesium's Viewer widgets bind their templates with knockout, which compiles them with
    // new Function(); scripts still come only from the portal (no other origin); the one inline script is the
    // prerendered pages' boot (deploy/first-view.mjs), allowed by its hash.
    `script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval' ${bootScriptHash()}`,
    "worker-src 'self' blob:",
    // emotion (MUI) and Cesium's widgets insert <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tileOrigin}`,
    `connect-src 'self' data: blob:${tileOrigin}`,
    "font-src 'self' data:",
    // Uploaded documents (PDF) are previewed in a frame from a blob: URL of bytes fetched with the session.
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function writeContentSecurityPolicy(root) {
  writeFileSync(path.join(root, CSP_FILE), contentSecurityPolicy(root) + '\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeContentSecurityPolicy(path.resolve(process.argv[2] ?? webRoot()));
