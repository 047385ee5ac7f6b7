// The load generator of the benches, run in its own process (as a real client would be) so that its work does
// not share the event loop of the API under test. Input: a JSON file named by argv[2] with
// { url, connections, duration, warmup?, method, path, headers, bodies?, mix? }; bodies are sent in turn. A warm-up run
// (`warmup` seconds, not recorded) may come first; the process then sends 'measure' to its parent, which starts
// counting CPU time. Output: autocannon's result of the measured run as JSON on stdout, with the CPU time this
// process used meanwhile (clientCpuMs) and the 95th percentile of the response times (p95Ms: autocannon's own
// percentiles skip from 90 to 97.5).
const { readFileSync } = require('node:fs');
const autocannon = require('autocannon');

const cfg = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let k = 0;
const request = { method: cfg.method, path: cfg.path, headers: cfg.headers };
if (cfg.bodies?.length)
  request.setupRequest = (req) => ({ ...req, body: cfg.bodies[k++ % cfg.bodies.length] });
// A mixed load (`mix`: [{method, path, body?}]): each connection sends them in turn, with the common headers.
const requests = cfg.mix?.length ? cfg.mix.map((r) => ({ headers: cfg.headers, ...r })) : [request];

/** One autocannon run; `times` collects every response time when given. */
function run(duration, times) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: cfg.url, connections: cfg.connections, duration, requests },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    if (times) instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

(async () => {
  if (cfg.warmup > 0) await run(cfg.warmup, null);
  if (process.send) await new Promise((resolve) => process.send('measure', resolve));
  const cpu0 = process.cpuUsage();
  const times = [];
  const result = await run(cfg.duration, times);
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  const p95Ms = times.length ? times[Math.min(times.length - 1, Math.floor(0.95 * times.length))] : null;
  process.stdout.write(JSON.stringify({ ...result, clientCpuMs: (cpu.user + cpu.system) / 1000, p95Ms }));
  process.disconnect?.();
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
