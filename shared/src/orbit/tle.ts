/**
 * TLE / 3LE text: parsing and validation with bilingual messages (en, zh), and the checksum.
 * Pure functions — the API route that receives staff uploads only has to show `errors` and `warnings`.
 */
import { twoline2satrec } from 'satellite.js';
import { JD_UNIX_EPOCH, MS_PER_DAY } from './constants';

export interface TleRecord {
  /** Name from the 3LE title line (without a leading "0 "), if any. */
  name?: string;
  satnum: string;
  line1: string;
  line2: string;
  /** Epoch as ISO 8601 UTC and Unix ms. */
  epoch: string;
  epochMs: number;
}

export type TleIssueCode =
  | 'EMPTY'
  | 'LINE_LENGTH'
  | 'LINE_NUMBER'
  | 'MISSING_LINE'
  | 'FIELD_FORMAT'
  | 'CHECKSUM'
  | 'SATNUM_MISMATCH'
  | 'VALUE_RANGE'
  | 'SGP4_INIT'
  | 'EPOCH_STALE';

export interface TleIssue {
  code: TleIssueCode;
  /** 1-based line number in the submitted text. */
  line: number;
  message: { en: string; zh: string };
}

export interface TleParseResult {
  records: TleRecord[];
  errors: TleIssue[];
  warnings: TleIssue[];
}

/** Mod-10 checksum of columns 1–68: digits count their value, a minus sign counts 1. */
export function tleChecksum(line: string): number {
  let sum = 0;
  for (let i = 0; i < 68 && i < line.length; i++) {
    const ch = line[i];
    if (ch >= '0' && ch <= '9') sum += ch.charCodeAt(0) - 48;
    else if (ch === '-') sum += 1;
  }
  return sum % 10;
}

interface FieldSpec {
  from: number; // 1-based first column
  to: number; // 1-based last column
  name: { en: string; zh: string };
  pattern: RegExp;
}

const SATNUM = /^[0-9A-Z]\d{4}$|^ {0,4}\d{1,5}$/;
const ANGLE = /^[ \d]{2}\d\.\d{4}$/;
const LINE1_FIELDS: FieldSpec[] = [
  { from: 3, to: 7, name: { en: 'satellite number', zh: '卫星编号' }, pattern: SATNUM },
  { from: 8, to: 8, name: { en: 'classification', zh: '密级' }, pattern: /^[UCS ]$/ },
  { from: 10, to: 17, name: { en: 'international designator', zh: '国际编号' }, pattern: /^[0-9A-Z ]{8}$/ },
  {
    from: 19,
    to: 32,
    name: { en: 'epoch (YYDDD.DDDDDDDD)', zh: '历元 (YYDDD.DDDDDDDD)' },
    pattern: /^\d{2}[ \d]{2}\d\.\d{8}$/,
  },
  {
    from: 34,
    to: 43,
    name: { en: 'first derivative of mean motion', zh: '平均运动一阶导数' },
    pattern: /^[ +-]\.\d{8}$/,
  },
  {
    from: 45,
    to: 52,
    name: { en: 'second derivative of mean motion', zh: '平均运动二阶导数' },
    pattern: /^[ +-]\d{5}[+-]\d$/,
  },
  { from: 54, to: 61, name: { en: 'BSTAR drag term', zh: 'BSTAR 阻力项' }, pattern: /^[ +-]\d{5}[+-]\d$/ },
  { from: 63, to: 63, name: { en: 'ephemeris type', zh: '星历类型' }, pattern: /^[\d ]$/ },
  { from: 65, to: 68, name: { en: 'element set number', zh: '根数组编号' }, pattern: /^[ \d]{4}$/ },
];
const LINE2_FIELDS: FieldSpec[] = [
  { from: 3, to: 7, name: { en: 'satellite number', zh: '卫星编号' }, pattern: SATNUM },
  { from: 9, to: 16, name: { en: 'inclination', zh: '轨道倾角' }, pattern: ANGLE },
  {
    from: 18,
    to: 25,
    name: { en: 'right ascension of the ascending node', zh: '升交点赤经' },
    pattern: ANGLE,
  },
  { from: 27, to: 33, name: { en: 'eccentricity', zh: '偏心率' }, pattern: /^\d{7}$/ },
  { from: 35, to: 42, name: { en: 'argument of perigee', zh: '近地点幅角' }, pattern: ANGLE },
  { from: 44, to: 51, name: { en: 'mean anomaly', zh: '平近点角' }, pattern: ANGLE },
  { from: 53, to: 63, name: { en: 'mean motion', zh: '平均运动' }, pattern: /^[ \d]\d\.\d{8}$/ },
  { from: 64, to: 68, name: { en: 'revolution number', zh: '圈次' }, pattern: /^[ \d]{5}$/ },
];
/** Column templates shown in format errors (N digit, C class, A designator, + sign). */
const TEMPLATE = {
  1: '1 NNNNNC NNNNNAAA NNNNN.NNNNNNNN +.NNNNNNNN +NNNNN-N +NNNNN-N N NNNNN',
  2: '2 NNNNN NNN.NNNN NNN.NNNN NNNNNNN NNN.NNNN NNN.NNNN NN.NNNNNNNNNNNNNN',
};

const issue = (code: TleIssueCode, line: number, en: string, zh: string): TleIssue => ({
  code,
  line,
  message: { en, zh },
});

function checkLine(text: string, lineNo: number, kind: 1 | 2, errors: TleIssue[]): boolean {
  const before = errors.length;
  if (text.length !== 69) {
    errors.push(
      issue(
        'LINE_LENGTH',
        lineNo,
        `Line ${lineNo}: a TLE line ${kind} must be 69 characters, found ${text.length}.`,
        `第 ${lineNo} 行：TLE 第 ${kind} 行应为 69 个字符，实际为 ${text.length} 个。`,
      ),
    );
    return false;
  }
  for (const f of kind === 1 ? LINE1_FIELDS : LINE2_FIELDS) {
    const value = text.slice(f.from - 1, f.to);
    if (!f.pattern.test(value)) {
      errors.push(
        issue(
          'FIELD_FORMAT',
          lineNo,
          `Line ${lineNo}: columns ${f.from}–${f.to} (${f.name.en}) "${value}" do not match the TLE format:\n${TEMPLATE[kind]}\n${text}`,
          `第 ${lineNo} 行：第 ${f.from}–${f.to} 列（${f.name.zh}）"${value}" 不符合 TLE 格式：\n${TEMPLATE[kind]}\n${text}`,
        ),
      );
    }
  }
  const expected = tleChecksum(text);
  const given = text[68];
  if (given !== String(expected)) {
    errors.push(
      issue(
        'CHECKSUM',
        lineNo,
        `Line ${lineNo}: checksum is ${given}, expected ${expected}.`,
        `第 ${lineNo} 行：校验和为 ${given}，应为 ${expected}。`,
      ),
    );
  }
  return errors.length === before;
}

/** Epoch of a valid line 1 as Unix ms (two-digit years: 57–99 → 19xx, 00–56 → 20xx). */
export function tleEpochMs(line1: string): number {
  const yy = Number(line1.slice(18, 20));
  const day = Number(line1.slice(20, 32));
  const year = yy < 57 ? 2000 + yy : 1900 + yy;
  return Date.UTC(year, 0, 1) + (day - 1) * MS_PER_DAY;
}

export interface TleParseOptions {
  /** Reference "now" for the stale-epoch warning; default the current time. */
  now?: Date | number;
  /** Warn when the epoch is older than this many days; default 7. */
  maxAgeDays?: number;
}

/**
 * Parses TLE (2-line) or 3LE (title + 2 lines) text, any mix, blank lines ignored, trailing spaces trimmed.
 * Every element set is checked (column format, checksums, matching satellite numbers, value ranges, SGP4
 * initialisation); valid ones are returned in `records`, problems in `errors`, stale epochs in `warnings`.
 */
export function parseTleText(text: string, options: TleParseOptions = {}): TleParseResult {
  const now = options.now instanceof Date ? options.now.getTime() : (options.now ?? Date.now());
  const maxAgeDays = options.maxAgeDays ?? 7;
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((l, i) => ({ text: l.replace(/\s+$/, ''), no: i + 1 }))
    .filter((l) => l.text.length > 0);
  const result: TleParseResult = { records: [], errors: [], warnings: [] };
  if (!lines.length) {
    result.errors.push(issue('EMPTY', 1, 'No TLE data found.', '未找到 TLE 数据。'));
    return result;
  }
  for (let i = 0; i < lines.length; ) {
    let name: string | undefined;
    if (!/^1 /.test(lines[i].text) && !/^2 /.test(lines[i].text)) {
      name = lines[i].text.replace(/^0 /, '').trim();
      i++;
    }
    const l1 = lines[i];
    const l2 = lines[i + 1];
    if (!l1 || !l1.text.startsWith('1 ')) {
      const at = l1?.no ?? lines[lines.length - 1].no;
      result.errors.push(
        issue(
          'LINE_NUMBER',
          at,
          `Line ${at}: expected TLE line 1 (starting with "1 ")${name ? ` after the title "${name}"` : ''}.`,
          `第 ${at} 行：${name ? `标题“${name}”之后` : ''}应为以“1 ”开头的 TLE 第 1 行。`,
        ),
      );
      i += l1 ? 1 : 0;
      if (!l1) break;
      continue;
    }
    if (!l2 || !l2.text.startsWith('2 ')) {
      const at = l2?.no ?? l1.no;
      result.errors.push(
        issue(
          'MISSING_LINE',
          at,
          `Line ${at}: TLE line 2 (starting with "2 ") must follow line 1.`,
          `第 ${at} 行：TLE 第 1 行之后应为以“2 ”开头的第 2 行。`,
        ),
      );
      i += 1;
      continue;
    }
    i += 2;
    const ok1 = checkLine(l1.text, l1.no, 1, result.errors);
    const ok2 = checkLine(l2.text, l2.no, 2, result.errors);
    if (!ok1 || !ok2) continue;
    const satnum = l1.text.slice(2, 7).trim();
    if (satnum !== l2.text.slice(2, 7).trim()) {
      result.errors.push(
        issue(
          'SATNUM_MISMATCH',
          l2.no,
          `Line ${l2.no}: satellite number ${l2.text.slice(2, 7).trim()} does not match line 1 (${satnum}).`,
          `第 ${l2.no} 行：卫星编号 ${l2.text.slice(2, 7).trim()} 与第 1 行（${satnum}）不一致。`,
        ),
      );
      continue;
    }
    const meanMotion = Number(l2.text.slice(52, 63));
    if (!(meanMotion > 0)) {
      result.errors.push(
        issue(
          'VALUE_RANGE',
          l2.no,
          `Line ${l2.no}: mean motion must be positive.`,
          `第 ${l2.no} 行：平均运动必须为正数。`,
        ),
      );
      continue;
    }
    const satrec = twoline2satrec(l1.text, l2.text);
    if (satrec.error) {
      result.errors.push(
        issue(
          'SGP4_INIT',
          l1.no,
          `Lines ${l1.no}–${l2.no}: SGP4 cannot initialise these elements (error ${satrec.error}).`,
          `第 ${l1.no}–${l2.no} 行：SGP4 无法用这组根数初始化（错误 ${satrec.error}）。`,
        ),
      );
      continue;
    }
    const epochMs = (satrec.jdsatepoch - JD_UNIX_EPOCH) * MS_PER_DAY;
    const epoch = new Date(Math.round(epochMs)).toISOString();
    const ageDays = (now - epochMs) / MS_PER_DAY;
    if (ageDays > maxAgeDays) {
      result.warnings.push(
        issue(
          'EPOCH_STALE',
          l1.no,
          `Line ${l1.no}: epoch ${epoch} is ${ageDays.toFixed(1)} days old (more than ${maxAgeDays}); predictions will be less accurate.`,
          `第 ${l1.no} 行：历元 ${epoch} 距今 ${ageDays.toFixed(1)} 天（超过 ${maxAgeDays} 天），预报精度会降低。`,
        ),
      );
    }
    result.records.push({
      ...(name ? { name } : {}),
      satnum,
      line1: l1.text,
      line2: l2.text,
      epoch,
      epochMs,
    });
  }
  return result;
}
