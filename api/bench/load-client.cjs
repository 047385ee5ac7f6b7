// The load generator of the benches, run in its own process (as a real client would be) so that its work does
// not share the event loop of the API under test. Input: a JSON file named by argv[2] with
// { url, connections, duration, method, path, headers, bodies? }; bodies are sent in turn. Output: autocannon's
// result as JSON on stdout, with the CPU time this process used (clientCpuMs).
const { readFileSync } = require('node:fs');
const autocannon = require('autocannon');

const cfg = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let k = 0;
const request = { method: cfg.method, path: cfg.path, headers: cfg.headers };
if (cfg.bodies?.length) request.setupRequest = (req) => ({ ...req, body: cfg.bodies[k++ % cfg.bodies.length] });
autocannon({ url: cfg.url, connections: cfg.connections, duration: cfg.duration, requests: [request] }, (err, result) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  const cpu = process.cpuUsage();
  process.stdout.write(JSON.stringify({ ...result, clientCpuMs: (cpu.user + cpu.system) / 1000 }));
});
