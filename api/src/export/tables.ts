/**
 * Tables as CSV (UTF-8 with BOM and CRLF, what Excel opens without asking) or XLSX (exceljs), with one guard
 * against formula injection (OWASP "CSV injection"): a text cell that starts with = + - @ tab or CR is prefixed
 * with an apostrophe, so a spreadsheet shows it as text instead of running it.
 */
import ExcelJS from 'exceljs';
import type { ExportFile } from './file';

export type TableFormat = 'csv' | 'xlsx';
export type Cell = string | number | boolean | null | undefined;

export interface Table {
  /** Worksheet name of the XLSX. */
  sheet: string;
  header: readonly string[];
  rows: readonly (readonly Cell[])[];
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell's value as a spreadsheet must receive it: numbers as numbers, text defused. */
export function safeCell(v: Cell): string | number | boolean {
  if (v === null || v === undefined) return '';
  if (typeof v !== 'string') return v;
  return FORMULA_START.test(v) ? `'${v}` : v;
}

function csvField(v: Cell): string {
  const s = String(safeCell(v));
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvFile(t: Table): ExportFile {
  const text = [t.header, ...t.rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
  return {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    body: Buffer.from(`\ufeff${text}`, 'utf8'),
  };
}

export async function xlsxFile(t: Table): Promise<ExportFile> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t.sheet);
  ws.addRow([...t.header]);
  for (const row of t.rows) ws.addRow(row.map(safeCell));
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    body: Buffer.from(await wb.xlsx.writeBuffer()),
  };
}

export const tableFile = (t: Table, format: TableFormat): Promise<ExportFile> =>
  format === 'csv' ? Promise.resolve(csvFile(t)) : xlsxFile(t);

/** The MIME types of tables, for a route's `produces`. */
export const TABLE_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'];
