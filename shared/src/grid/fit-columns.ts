/**
 * Column priorities (issue 33): a table narrower than its columns hides the least important ones, in an order its
 * page gives, until the rest fit; what a hidden column held is in the row's detail. A column's width for this is
 * its `width` (MUI's default 100) or, for a flex column, its `minWidth` (MUI's default 50): a DataGrid scrolls
 * sideways exactly when these add up to more than its width.
 */
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';

export interface SizedColumn {
  field: string;
  width?: number;
  minWidth?: number;
  flex?: number;
}

/** MUI's defaults (GRID_STRING_COL_DEF) and its checkbox column's width. */
const DEFAULT_WIDTH = 100;
const DEFAULT_MIN_WIDTH = 50;
export const CHECKBOX_COLUMN_WIDTH = 50;

export const columnWidth = (c: SizedColumn): number =>
  c.flex ? (c.minWidth ?? DEFAULT_MIN_WIDTH) : (c.width ?? DEFAULT_WIDTH);

/**
 * The columns to hide so the others fit `available` pixels (after `reserved`, e.g. a checkbox column): the fields
 * of `hideOrder` one after another, first the first, until they fit or none is left to hide. `hidden` is the
 * reader's choice: a column hidden there counts for nothing, one shown there (true) stays and the next is hidden in
 * its place. An unknown width (not measured yet) hides nothing.
 */
export function columnsToHide(
  columns: readonly SizedColumn[],
  hideOrder: readonly string[],
  available: number | undefined,
  { reserved = 0, hidden = {} }: { reserved?: number; hidden?: GridColumnVisibilityModel } = {},
): GridColumnVisibilityModel {
  const model: GridColumnVisibilityModel = {};
  if (available === undefined || available <= 0) return model;
  const shown = columns.filter((c) => hidden[c.field] !== false);
  let total = reserved + shown.reduce((sum, c) => sum + columnWidth(c), 0);
  for (const field of hideOrder) {
    if (total <= available) break;
    const column = shown.find((c) => c.field === field);
    if (!column || hidden[field] === true) continue;
    model[field] = false;
    total -= columnWidth(column);
  }
  return model;
}
