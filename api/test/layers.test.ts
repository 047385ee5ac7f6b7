// The layer check of `npm run lint` (tooling/check-layers.mjs) on small trees: it passes on imports that go down
// the floors of tooling/api-floors.cjs, and names the rule, the import and the file of each one that does not.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, '../../tooling/check-layers.mjs');
const dirs: string[] = [];

/** Writes a tree of files (path → source) and runs the check on it. */
function check(files: Record<string, string>) {
  const base = mkdtempSync(path.join(os.tmpdir(), 'layers-'));
  dirs.push(base);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), source);
  }
  const run = spawnSync(process.execPath, [script, '--base', base], { encoding: 'utf8' });
  return { status: run.status, problems: run.stderr, summary: run.stdout };
}

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A tree whose imports all go down: routes → catalog → http, db → config. */
const downward = {
  'api/src/config.ts': 'export const config = {};\n',
  'api/src/db/index.ts': "import { config } from '../config';\nexport const db = config;\n",
  'api/src/http/viewer.ts': 'export interface Viewer { userId: number }\n',
  'api/src/catalog/query.ts':
    "import { db } from '../db';\nimport type { Viewer } from '../http/viewer';\nexport const find = (v: Viewer) => [db, v];\n",
  'api/src/routes/scenes.ts': "import { find } from '../catalog/query';\nexport const route = find;\n",
  'shared/src/domain/index.ts': "export * from './menu';\n",
  'shared/src/domain/menu.ts': 'export const menu = [];\n',
  'shared/src/grid/index.ts': "export { menu } from '@portal/shared/domain';\n",
};

test('a tree whose imports go down the floors passes', () => {
  const r = check(downward);
  expect(r.problems).toBe('');
  expect(r.summary).toMatch(
    /layers: \d+ modules, \d+ imports, 5 folders of api\/src on \d+ floors, 0 problems/,
  );
  expect(r.status).toBe(0);
});

test('an upward import fails with its file, its folders and their floors; type imports count', () => {
  const r = check({
    ...downward,
    // db (foundation) takes a type from catalog (services): the import that made the API's folders one circle.
    'api/src/db/index.ts':
      "import { config } from '../config';\nimport type { find } from '../catalog/query';\nexport const db = config as typeof find | object;\n",
  });
  expect(r.status).toBe(1);
  expect(r.problems).toContain(
    'api-floor-foundation: api/src/db/index.ts → api/src/catalog/query.ts (db, floor foundation, imports catalog, floor services)',
  );
  expect(r.problems).toContain('no-circular: api/src/catalog/query.ts → api/src/db/index.ts');
  expect(r.problems).toContain(
    'api-folder-cycle: catalog → db → catalog (folders in the circle: catalog, db)\n' +
      '    catalog → db: api/src/catalog/query.ts → api/src/db/index.ts\n' +
      '    db → catalog: api/src/db/index.ts → api/src/catalog/query.ts',
  );
});

test('folders of one floor importing each other in a circle fail, and so does a folder on no floor', () => {
  const r = check({
    ...downward,
    'api/src/catalog/product.ts':
      "import { render } from '../imagery/render';\nexport const product = render;\n",
    'api/src/imagery/render.ts': "import { find } from '../catalog/query';\nexport const render = find;\n",
    'api/src/thumbnails/make.ts': 'export const make = 1;\n',
  });
  expect(r.status).toBe(1);
  expect(r.problems).not.toContain('api-floor-');
  expect(r.problems).toContain(
    'api-folder-cycle: catalog → imagery → catalog (folders in the circle: catalog, imagery)\n' +
      '    catalog → imagery: api/src/catalog/product.ts → api/src/imagery/render.ts\n' +
      '    imagery → catalog: api/src/imagery/render.ts → api/src/catalog/query.ts',
  );
  expect(r.problems).toContain(
    'api-no-floor: api/src/thumbnails is on no floor: add it to tooling/api-floors.cjs',
  );
});

test('in shared/src a module cycle fails, and so does a relative import from the grid into another entry', () => {
  const r = check({
    ...downward,
    'shared/src/domain/menu.ts': "import { title } from './title';\nexport const menu = [title];\n",
    'shared/src/domain/title.ts': "import { menu } from './menu';\nexport const title = () => menu;\n",
    'shared/src/ui/width.ts': 'export const width = 1;\n',
    'shared/src/grid/index.ts': "export { width } from '../ui/width';\n",
  });
  expect(r.status).toBe(1);
  expect(r.problems).toContain(
    'no-circular: shared/src/domain/menu.ts → shared/src/domain/title.ts\n' +
      '    cycle: shared/src/domain/menu.ts → shared/src/domain/title.ts → shared/src/domain/menu.ts',
  );
  expect(r.problems).toContain(
    'shared-entry-by-package-path: shared/src/grid/index.ts → shared/src/ui/width.ts',
  );
});
