// The load generator of the benches, run in its own process (as a real client would be) so that its work does
// not share the event loop of the API under test. Input: a JSON file named by argv[2] with
// { url, connections, duration, method, path, headers, bodies? }; bodies are sent in turn. Output: autocannon's
// result as JSON on stdout, with the CPU time this process used (clientCpuMs) and the 95th percentile of the
// response times (p95Ms: autocannon's own percentiles skip from 90 to 97.5).
const { readFileSync } = require('node:fs');
const autocannon = require('autocannon');

const cfg = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let k = 0;
const request = { method: cfg.method, path: cfg.path, headers: cfg.headers };
if (cfg.bodies?.length)
  request.setupRequest = (req) => ({ ...req, body: cfg.bodies[k++ % cfg.bodies.length] });
const times = [];
const instance = autocannon(
  { url: cfg.url, connections: cfg.connections, duration: cfg.duration, requests: [request] },
  (err, result) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
    const cpu = process.cpuUsage();
    times.sort((a, b) => a - b);
    const p95Ms = times.length ? times[Math.min(times.length - 1, Math.floor(0.95 * times.length))] : null;
    process.stdout.write(JSON.stringify({ ...result, clientCpuMs: (cpu.user + cpu.system) / 1000, p95Ms }));
  },
);
instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
