import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the end-to-end server runs and what it serves (a copy of the built portal, so releases in tests stay there). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** nginx in front of the same API server and web root (deploy/nginx), as in a deployment. */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? E2E_PORT + 100);
export const NGINX_URL = `http://127.0.0.1:${NGINX_PORT}`;
export const E2E_WEB_ROOT = process.env.E2E_WEB_ROOT ?? path.join(tmpdir(), 'portal-e2e-web');
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), 'portal-e2e-data');
export const REPO = path.resolve(__dirname, '..');
