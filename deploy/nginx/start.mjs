#!/usr/bin/env node
// Runs nginx in front of the portal, in the foreground, from a private folder (no root, no system config):
//   node deploy/nginx/start.mjs --listen 8080 --web-root dist/web --api 127.0.0.1:8081 [--api 127.0.0.1:8082 …] [--prefix DIR]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, CSP_FILE } from '../content-security-policy.mjs';
import { MOBILE_BROWSERS } from '../first-view.mjs';
import { REPO } from '../registry.mjs';

const args = process.argv.slice(2);
const all = (flag) => args.flatMap((a, i) => (a === flag ? [args[i + 1]] : []));
const one = (flag, fallback) => all(flag)[0] ?? fallback;

const prefix = path.resolve(one('--prefix', mkdtempSync(path.join(tmpdir(), 'portal-nginx-'))));
const apis = all('--api');
if (!apis.length) apis.push('127.0.0.1:8081');
mkdirSync(prefix, { recursive: true });
// The policy the build wrote into the web root (the API's own static site sends the same), else computed afresh.
const pagePolicy = (root) =>
  existsSync(path.join(root, CSP_FILE))
    ? readFileSync(path.join(root, CSP_FILE), 'utf8').trim()
    : contentSecurityPolicy(root);
const root = path.resolve(one('--web-root', path.join(REPO, 'dist/web')));
const conf = readFileSync(path.join(REPO, 'deploy/nginx/portal.conf.template'), 'utf8')
  .replaceAll('{{LISTEN}}', one('--listen', '8080'))
  .replaceAll('{{WEB_ROOT}}', root)
  .replaceAll('{{CSP}}', pagePolicy(root))
  .replaceAll('{{PREFIX}}', prefix)
  .replaceAll('{{MOBILE_BROWSERS}}', MOBILE_BROWSERS)
  // A copy that failed is left out for 3 s, not nginx's default 10 s, then tried again with one request: a restarted
  // copy takes its share again within seconds (a request that meets a copy still down goes to another).
  .replaceAll(
    '{{API_UPSTREAMS}}',
    apis.map((a) => `server ${a} max_fails=1 fail_timeout=3s;`).join('\n    '),
  );
const file = path.join(prefix, 'nginx.conf');
writeFileSync(file, conf);

const nginx = process.env.NGINX ?? 'nginx';
const check = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', file], { stdio: 'inherit' });
if (check.status !== 0) process.exit(check.status ?? 1);
const proc = spawn(nginx, ['-p', prefix, '-c', file, '-g', 'daemon off;'], { stdio: 'inherit' });
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => proc.kill('SIGQUIT'));
proc.on('exit', (code) => process.exit(code ?? 0));
