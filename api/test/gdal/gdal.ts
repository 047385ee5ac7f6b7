/**
 * GDAL's command-line tools (Debian's gdal-bin: ogr2ogr, ogrinfo, gdalinfo, gdallocationinfo) as a customer's GIS
 * would use them on our files and our API, and readers of what they print. The tools run as child processes without blocking the event
 * loop, so a test can point them at the API listening in the same process.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const TOOLS = ['ogr2ogr', 'ogrinfo', 'gdalinfo', 'gdallocationinfo'] as const;
type Tool = (typeof TOOLS)[number];

/** Fails (never skips) when a tool is missing: the suite is part of the test command. */
export function requireGdal(): void {
  const missing = TOOLS.filter((tool) => spawnSync(tool, ['--version']).error);
  if (missing.length)
    throw new Error(
      `GDAL's command-line tools are missing (${missing.join(', ')}): install gdal-bin ` +
        '(Debian: apt-get install gdal-bin); the GDAL suite (api/test/gdal) needs them.',
    );
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a GDAL tool; resolves whatever its exit status (the test judges it). */
export function gdal(tool: Tool, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(
      tool,
      args,
      {
        maxBuffer: 64 * 1024 * 1024,
        timeout: 60_000,
        // Requests to the API on this machine never go through a proxy of the environment.
        env: { ...process.env, NO_PROXY: '127.0.0.1,localhost', no_proxy: '127.0.0.1,localhost', ...env },
      },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : null) : 0;
        if (code === null) reject(err);
        else resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The run succeeded and GDAL printed no warning nor error. */
export function expectClean(run: Run): void {
  expect({ code: run.code, stderr: run.stderr.trim() }).toEqual({ code: 0, stderr: '' });
}

/** A temporary directory, removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A GDAL test file's temporary directory: a beforeAll, declared where this is called, fails when GDAL's tools are
 * missing and creates the directory; an afterAll removes it. `dir` is read once that beforeAll has run.
 */
export function gdalDirOfFile(prefix: string): { readonly dir: string } {
  let tmp: { dir: string; remove: () => void } | undefined;
  beforeAll(() => {
    requireGdal();
    tmp = tempDir(prefix);
  });
  afterAll(() => tmp?.remove());
  return {
    get dir() {
      if (!tmp) throw new Error('the GDAL directory is read before its beforeAll has run');
      return tmp.dir;
    },
  };
}

export interface LayerSummary {
  driver: string;
  name: string;
  geometry: string;
  featureCount: number;
  /** The layer's CRS as ogrinfo prints it (WKT2), '' when it has none. */
  srs: string;
  /** Field name → type (Integer, Real, String, DateTime…). */
  fields: Record<string, string>;
}

/** Reads `ogrinfo -al -so` output: one summary per layer. */
export function parseSummary(stdout: string): LayerSummary[] {
  const driver = /using driver `([^']+)'/.exec(stdout)?.[1] ?? '';
  return stdout
    .split(/^Layer name: /m)
    .slice(1)
    .map((block) => {
      const lines = block.split('\n');
      const srs = /^Layer SRS WKT:\n([\s\S]*?)\n(?=Data axis|\S+: \w+ \()/m.exec(block)?.[1] ?? '';
      const fields: Record<string, string> = {};
      for (const line of lines) {
        const m = /^(\S.*?): (Integer64|Integer|Real|String|DateTime|Date|Time|\w+List) \(/.exec(line);
        if (m && !/^(Geometry|Feature Count|Extent)$/.test(m[1])) fields[m[1]] = m[2];
      }
      return {
        driver,
        name: lines[0].trim(),
        geometry: /^Geometry: (.*)$/m.exec(block)?.[1] ?? '',
        featureCount: Number(/^Feature Count: (\d+)$/m.exec(block)?.[1] ?? NaN),
        srs: srs === '(unknown)' ? '' : srs,
        fields,
      };
    });
}

/** One feature of `ogrinfo` output: its fields' printed values (geometries not printed). */
export type FeatureValues = Record<string, string>;

/** Reads the features of `ogrinfo -geom=NO` output (`  name (Type) = value` lines after each OGRFeature). */
export function parseFeatures(stdout: string): FeatureValues[] {
  return stdout
    .split(/^OGRFeature\(.*\):\d+$/m)
    .slice(1)
    .map((block) => {
      const values: FeatureValues = {};
      for (const m of block.matchAll(/^ {2}(\S.*?) \([\w ]+\) = (.*)$/gm)) values[m[1]] = m[2];
      return values;
    });
}

/** The CRS of a printed WKT2 is EPSG:4326 (WGS 84). */
export const isWgs84 = (wkt: string) => /^GEOGCRS\["WGS 84"/.test(wkt) && /ID\["EPSG",4326\]\]$/.test(wkt);

/** A free TCP port on 127.0.0.1 (the API's links must name its real address before it listens). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
