/**
 * The constellation table (shared/src/domain/constellation.ts) is the only place that states a satellite or an
 * imaging mode: this test reads every string literal, template text and JSX text of the project's source (the
 * TypeScript parser, so comments do not count) and fails on a satellite id or name, or a mode name, anywhere else.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  ANCHORING_SATELLITES,
  CONSTELLATION,
  IMAGING_MODE_ORDER,
  IMAGING_MODES,
  IMG_MODES,
  constellationSentence,
} from '../../src/domain';
import { SATELLITES } from '../../src/orbit';

const repo = path.resolve(__dirname, '../../..');
const TABLE = path.join(repo, 'shared/src/domain/constellation.ts');
const SOURCE_DIRS = ['shared/src', 'api/src', 'api/bench', 'bench', 'shell/src', 'deploy', 'scripts'];
const remoteDirs = readdirSync(repo).filter(
  (d) => d.startsWith('mf-') && statSync(path.join(repo, d)).isDirectory(),
);

function sourceFiles(dir: string, out: string[] = []): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx|mjs|cjs|js)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

/** Every text a source file states in code: string and template literals, JSX text. */
function statedTexts(file: string): string[] {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    )
      texts.push(node.text);
    node.forEachChild(visit);
  };
  visit(src);
  return texts;
}

const modes = IMAGING_MODE_ORDER.map((c) => IMAGING_MODES[c]);
/** Names that must not appear inside any text; short codes (SL, TOPS…) only when they are a whole literal. */
const NAMES: RegExp[] = [
  ...CONSTELLATION.flatMap((s) => [s.id, s.name.zh, s.name.en]).map(
    (n) => new RegExp(`(^|[^\\w-])${n.replace(/[-+]/g, '\\$&')}($|[^\\w-])`),
  ),
  ...modes
    .flatMap((m) => [m.name.zh, m.name.en])
    .filter((n) => n !== 'TOPS')
    .map((n) => new RegExp(n, 'i')),
];
const WHOLE_LITERALS = new Set(modes.flatMap((m) => [m.stacMode, m.sceneIdCode, m.key, m.name.en]));

describe('the constellation table', () => {
  it('is the only source file that states a satellite or a mode', () => {
    const files = [...SOURCE_DIRS, ...remoteDirs.map((d) => `${d}/src`)]
      .flatMap((d) => sourceFiles(path.join(repo, d)))
      .filter((f) => f !== TABLE);
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files)
      for (const text of statedTexts(file)) {
        const hit = NAMES.find((re) => re.test(text)) ?? (WHOLE_LITERALS.has(text) ? text : null);
        if (hit) found.push(`${path.relative(repo, file)}: ${JSON.stringify(text.slice(0, 80))}`);
      }
    expect(found).toEqual([]);
  });

  it('feeds the orbit engine, the enumerations and the sentences of the public pages', () => {
    expect(SATELLITES.map((s) => s.id)).toEqual(CONSTELLATION.map((s) => s.id));
    expect(ANCHORING_SATELLITES.map((o) => o.value)).toEqual(['any', ...CONSTELLATION.map((s) => s.id)]);
    expect(ANCHORING_SATELLITES[3]).toEqual({
      value: 'TY-40',
      zh: 'TY-40（阜城一号）',
      en: 'TY-40 (Fucheng-1)',
    });
    expect(ANCHORING_SATELLITES[4]).toEqual({ value: 'TY-41', zh: 'TY-41（神启）', en: 'TY-41 (Shenqi)' });
    expect(IMG_MODES.map((m) => [m.value, m.widthKm])).toEqual([
      [1, 7],
      [3, 25],
      [6, 100],
      [4, 100],
      [5, 170],
    ]);
    expect(constellationSentence('en')).toBe(
      'TY-38 HiSea-1, TY-39 Chaohu-1, TY-40 Fucheng-1 and TY-41 Shenqi',
    );
    expect(constellationSentence('zh')).toBe('TY-38 海丝一号、TY-39 巢湖一号、TY-40 阜城一号、TY-41 神启');
    for (const s of CONSTELLATION) {
      expect(s.lookAngleDeg).toEqual({ min: 13, max: 40 }); // docs/requirements.md §5
      expect(s.lookAngleHintDeg).toEqual({ min: 13, max: 39 }); // docs/requirements.md §9
      for (const m of s.imagingModes) expect(IMAGING_MODES[m].code).toBe(m);
    }
  });
});
