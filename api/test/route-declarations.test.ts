/**
 * Route files are declarations (README "Where things live"): a file under api/src/routes states a route's URL,
 * access, schemas and its call into a domain folder, and runs no SQL and builds no zod object schema but its path
 * parameters. The contracts live in shared/src/domain/<domain>.ts, the SQL in api/src/<domain>/. This test reads
 * every route file with the TypeScript parser (comments do not count) and names each file, line and what it found.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROUTES = path.resolve(__dirname, '../src/routes');
/** SQL as it is written in this code base: upper-case keywords. */
const SQL =
  /\bSELECT\b[\s\S]*\bFROM\b|\bINSERT\s+INTO\b|\bUPDATE\s+\w+(\s+\w+)?\s+SET\b|\bDELETE\s+FROM\b|\bWITH\s+\w+\s+AS\s*\(/;
/** zod calls that build an object schema. */
const OBJECT_BUILDERS = new Set(['object', 'strictObject', 'looseObject']);
const OBJECT_METHODS = new Set(['extend', 'omit', 'pick', 'partial', 'merge', 'safeExtend']);
/** A query run through a database handle. */
const DB_METHODS = new Set(['query', 'exec']);

/** A params schema: `params: z.object(…)` in a route's schema, or a constant named …params / …Params. */
function isParams(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent)) return parent.name.getText() === 'params';
  if (ts.isVariableDeclaration(parent)) return /params?$/i.test(parent.name.getText());
  return false;
}

function findings(file: string, text: string): string[] {
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const at = (node: ts.Node, what: string) =>
    out.push(`${file}:${src.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      SQL.test(node.text)
    )
      at(node, `SQL in a route: ${node.text.trim().slice(0, 60)}`);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const target = node.expression.expression.getText();
      if (target === 'z' && OBJECT_BUILDERS.has(method) && !isParams(node))
        at(node, `z.${method}( outside a params schema: move the contract to shared/src/domain`);
      // Composing named pieces of the contract (listQuery.extend(pageQuery)) declares; a field written here does not.
      else if (
        OBJECT_METHODS.has(method) &&
        target !== 'z' &&
        node.arguments.some(ts.isObjectLiteralExpression)
      )
        at(node, `.${method}({…}) builds an object schema: move the contract to shared/src/domain`);
      else if (DB_METHODS.has(method) && /(^|\.)(db|tx|q|client|pool)$/.test(target))
        at(node, `${target}.${method}( runs SQL in a route: move it to api/src/<domain>`);
    }
    if (ts.isTaggedTemplateExpression(node) && /(^|\.)sql$/.test(node.tag.getText()))
      at(node, 'an sql`…` template in a route');
    node.forEachChild(visit);
  };
  visit(src);
  return out;
}

function routeFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) routeFiles(full, out);
    else if (name.endsWith('.ts')) out.push(full);
  }
  return out;
}

describe('route declarations', () => {
  it('finds SQL, a database call and a zod object schema, and lets a params schema pass', () => {
    const bad = [
      'const body = z.object({ name: z.string() });',
      "r.get('/x/', { schema: { querystring: z.object({ q: z.string() }) }, handler: () => 1 });",
      'const q = listQuery.extend({ format: z.string() });',
      "await db.query('SELECT 1');",
      'const rows = await tx.query(`UPDATE users SET name = $2 WHERE id = $1`, []);',
      "const text = 'DELETE FROM cart_items WHERE user_id = $1';",
      'const s = `INSERT INTO feedback (id) VALUES ($1)`;',
    ];
    for (const line of bad) expect(findings('bad.ts', line).length).toBeGreaterThan(0);
    const good = [
      'const params = z.object({ id: z.coerce.number().int() });',
      'const deliveryParams = z.object({ id: endpointId, delivery: endpointId });',
      "r.get('/x/:id/', { schema: { params: z.object({ id: z.string() }), summary: 'Update a customer: select one' } });",
      'const page = await listCart(db, req, req.query);',
    ];
    for (const line of good) expect(findings('good.ts', line)).toEqual([]);
  });

  it('no route file runs SQL or builds a zod object schema other than its params', () => {
    const files = routeFiles(ROUTES);
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((f) => findings(path.relative(ROUTES, f), readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });
});
