// The import rules of `.dependency-cruiser.cjs` over api/src and shared/src, and what dependency-cruiser cannot
// see by itself: folders of api/src importing each other in a circle, and folders on no floor (tooling/api-floors.cjs).
// Prints each broken rule with its import (file → file) and exits 1; `--map` also prints the floors and what each
// folder imports. `--base DIR` checks another tree (the tests' fixtures).
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { FLOORS, folderOf, floorOf } = require('./api-floors.cjs');

const args = process.argv.slice(2);
const base = args.includes('--base') ? path.resolve(args[args.indexOf('--base') + 1]) : root;
const showMap = args.includes('--map');

const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
const sources = ['api/src', 'shared/src'].filter((s) => existsSync(path.join(base, s)));
const { output } = await cruise(sources, { ...options, baseDir: base, outputType: 'json' });
const result = typeof output === 'string' ? JSON.parse(output) : output;

const problems = [];
const floorName = (folder) => FLOORS[floorOf.get(folder)]?.name ?? 'no floor';

// dependency-cruiser's own rules: module cycles, floors, shared entries.
for (const v of result.summary.violations) {
  const a = folderOf(v.from);
  const b = folderOf(v.to);
  const where = v.rule.name.startsWith('api-floor-')
    ? ` (${a}, floor ${floorName(a)}, imports ${b}, floor ${floorName(b)})`
    : '';
  const cycle = v.cycle?.length
    ? `\n    cycle: ${[v.from, ...v.cycle.map((c) => c.name ?? c)].join(' → ')}`
    : '';
  problems.push(`${v.rule.name}: ${v.from} → ${v.to}${where}${cycle}`);
}

// Folders of api/src: each on a floor, and their imports without a circle.
const edges = new Map(); // "a b" → [file → file]
const folders = new Set();
for (const m of result.modules) {
  const a = folderOf(m.source);
  if (!a) continue;
  folders.add(a);
  for (const d of m.dependencies) {
    const b = folderOf(d.resolved);
    if (!b || b === a) continue;
    const key = `${a} ${b}`;
    if (!edges.has(key)) edges.set(key, []);
    edges.get(key).push(`${m.source} → ${d.resolved}`);
  }
}
for (const f of [...folders].sort())
  if (!floorOf.has(f))
    problems.push(`api-no-floor: api/src/${f} is on no floor: add it to tooling/api-floors.cjs`);

const next = new Map([...folders].map((f) => [f, []]));
for (const key of edges.keys()) {
  const [a, b] = key.split(' ');
  next.get(a).push(b);
}
for (const scc of stronglyConnected(next).filter((c) => c.length > 1)) {
  const cycle = cycleThrough(scc, next);
  const arrows = cycle.slice(1).map((b, i) => {
    const files = edges.get(`${cycle[i]} ${b}`);
    return `\n    ${cycle[i]} → ${b}: ${files[0]}${files.length > 1 ? ` (and ${files.length - 1} more)` : ''}`;
  });
  problems.push(
    `api-folder-cycle: ${cycle.join(' → ')} (folders in the circle: ${scc.sort().join(', ')})${arrows.join('')}`,
  );
}

if (showMap)
  for (const floor of FLOORS) {
    console.log(`${floor.name}:`);
    for (const f of floor.folders.filter((x) => folders.has(x))) {
      const to = [...next.get(f)].sort();
      console.log(`  ${f}${to.length ? ` → ${to.join(' ')}` : ''}`);
    }
  }

for (const p of problems) console.error(p);
const { totalCruised, totalDependenciesCruised } = result.summary;
console.log(
  `layers: ${totalCruised} modules, ${totalDependenciesCruised} imports, ${folders.size} folders of api/src on ` +
    `${FLOORS.length} floors, ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
);
process.exitCode = problems.length ? 1 : 0;

/** Tarjan's strongly connected components of a graph given as node → successors. */
function stronglyConnected(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const order = new Map();
  const low = new Map();
  const out = [];
  const visit = (v) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)));
    }
    if (low.get(v) !== order.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    out.push(component);
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return out;
}

/** A shortest circle through the first folder (alphabetically) of a strongly connected component. */
function cycleThrough(component, graph) {
  const inside = new Set(component);
  const start = [...component].sort()[0];
  const from = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v)) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let x = v; x !== null; x = from.get(x)) path.unshift(x);
        return path;
      }
      if (!from.has(w)) {
        from.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}
