// The timing report that ends `npm test`: how long each stage took (with .ci/run's own set-up when it ran first),
// how many tests each ran, and the slowest files of each test runner, so a change sees where the suite's time goes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const seconds = (ms) => ms / 1000;
// Whole seconds are rounded before they are split, so that 17 min 59.6 s reads 18 min 00 s, not 17 min 60 s.
const minutes = (whole) => `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
const fmt = (s) => (s >= 59.95 ? minutes(Math.round(s)) : `${s.toFixed(1)} s`);

/** Stages timed by a parent script (.ci/run writes `<label>\t<seconds>` lines to PORTAL_TIMINGS_FILE). */
export function parentStages(env = process.env) {
  const file = env.PORTAL_TIMINGS_FILE;
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [label, s] = line.split('\t');
      return { label, seconds: Number(s) };
    });
}

/** Per-file wall time of a jest --json report, slowest first. */
export function jestFiles(report, repo) {
  return (report?.testResults ?? [])
    .map((r) => ({
      file: path.relative(repo, r.name),
      seconds: seconds((r.perfStats?.end ?? r.endTime) - (r.perfStats?.start ?? r.startTime)),
      tests: r.assertionResults?.length ?? 0,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

/** Every test result of a Playwright JSON report with its project, file, start and duration. */
function playwrightResults(report) {
  const out = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          out.push({
            project: test.projectName,
            file: spec.file ?? file,
            start: Date.parse(result.startTime),
            duration: result.duration,
          });
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return out;
}

/** Wall time of each Playwright project (first start to last end; projects run side by side) and its test count. */
export function playwrightProjects(report) {
  const by = new Map();
  for (const r of playwrightResults(report)) {
    const p = by.get(r.project) ?? { start: Infinity, end: 0, tests: 0 };
    p.start = Math.min(p.start, r.start);
    p.end = Math.max(p.end, r.start + r.duration);
    p.tests += 1;
    by.set(r.project, p);
  }
  return [...by].map(([project, p]) => ({
    project,
    startMs: p.start,
    seconds: seconds(p.end - p.start),
    tests: p.tests,
  }));
}

/** Time spent in each Playwright spec file (sum of its tests' durations, retries included), slowest first. */
export function playwrightFiles(report) {
  const by = new Map();
  for (const r of playwrightResults(report)) {
    const key = `${r.project}: ${r.file}`;
    const f = by.get(key) ?? { file: key, seconds: 0, tests: 0 };
    f.seconds += seconds(r.duration);
    f.tests += 1;
    by.set(key, f);
  }
  return [...by.values()].sort((a, b) => b.seconds - a.seconds);
}

const table = (rows, cols) => {
  const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(cols), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};

/**
 * Prints the report and writes it as JSON (`file`). `stages`: [{ label, seconds, tests? }] in the order they ran;
 * `jest`: { label: report }; `playwright`: the Playwright JSON report or null.
 */
export function printReport({ stages, jest, playwright, repo, totalSeconds, file }) {
  const parent = parentStages();
  const all = [...parent, ...stages];
  // `from`: when the stage began, counted from the start of `npm test` (stages in the background overlap others).
  const rows = all.map((s) => [
    s.label,
    s.from === undefined ? '' : fmt(s.from),
    fmt(s.seconds),
    s.tests ?? '',
  ]);
  const ciTotal = parent.length ? parent.reduce((n, s) => n + s.seconds, 0) + totalSeconds : null;
  rows.push(['npm test, in all', '', fmt(totalSeconds), '']);
  if (ciTotal !== null) rows.push(['.ci/run, in all', '', fmt(ciTotal), '']);
  console.log(
    `\ntimings (budget: .ci/run on a clean clone in 35 min on 2 cores)\n${table(rows, ['stage', 'from', 'time', 'tests'])}`,
  );
  const slowJest = Object.entries(jest).flatMap(([label, report]) =>
    jestFiles(report, repo)
      .slice(0, 8)
      .map((f) => [`${label}: ${f.file}`, fmt(f.seconds), f.tests]),
  );
  if (slowJest.length) console.log(`\nslowest jest files\n${table(slowJest, ['file', 'time', 'tests'])}`);
  const slowSpecs = playwrightFiles(playwright)
    .slice(0, 15)
    .map((f) => [f.file, fmt(f.seconds), f.tests]);
  if (slowSpecs.length)
    console.log(`\nslowest Playwright spec files\n${table(slowSpecs, ['file', 'time', 'tests'])}`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        stages: all,
        totalSeconds,
        ciTotalSeconds: ciTotal,
        jest: Object.fromEntries(Object.entries(jest).map(([k, r]) => [k, jestFiles(r, repo)])),
        playwright: { projects: playwrightProjects(playwright), files: playwrightFiles(playwright) },
      },
      null,
      2,
    ),
  );
  console.log(`(the whole report: ${file})`);
}
