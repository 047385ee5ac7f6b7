/**
 * The filter columns of a scene packed into one integer, `scenes.attrs` (migration 007): conditions on it read a
 * narrow, fixed-width index entry instead of several text columns. The layout here and in the migration agree (a
 * test compares them on every combination of a catalog).
 */
import { CONSTELLATION } from '@portal/shared/domain';
import type { SceneFilter } from './scene-filter';

interface Field {
  shift: number;
  bits: number;
  /** Column value → code (0 is kept for values outside the list). */
  codes: Record<string, number>;
}

export const ATTR_FIELDS = {
  satellite: {
    shift: 0,
    bits: 4,
    codes: Object.fromEntries(CONSTELLATION.map((s) => [s.id, s.catalogCode])),
  },
  img_mode: { shift: 4, bits: 3, codes: { 1: 1, 3: 3, 4: 4, 5: 5, 6: 6 } },
  product_type: { shift: 7, bits: 2, codes: { SLC: 1, ORG: 2, 'SLC+ORG': 3 } },
  polarization: { shift: 9, bits: 3, codes: { VV: 1, HH: 2, 'VV+VH': 3, 'HH+HV': 4 } },
  orbit_direction: { shift: 12, bits: 1, codes: { ascending: 0, descending: 1 } },
  look_side: { shift: 13, bits: 1, codes: { left: 0, right: 1 } },
  classification: { shift: 14, bits: 2, codes: { public: 0, sensitive: 1, restricted: 2 } },
} satisfies Record<string, Field>;

export type AttrColumn = keyof typeof ATTR_FIELDS;

/** The packed value of a scene's columns, as the migration computes it. */
export function packAttrs(row: Record<AttrColumn, string | number>): number {
  let v = 0;
  for (const [col, field] of Object.entries(ATTR_FIELDS) as [AttrColumn, Field][]) {
    v |= (field.codes[String(row[col])] ?? 0) << field.shift;
  }
  return v;
}

/**
 * The filter's conditions on `s.attrs`, or null when a value has no code (the caller then filters the columns).
 * `publicOnly` adds classification = public.
 */
export function attrsClauses(
  f: SceneFilter,
  publicOnly: boolean,
  param: (v: unknown) => string,
): string[] | null {
  const w: string[] = [];
  const on = (col: AttrColumn, vals: (string | number)[] | undefined): boolean => {
    if (!vals?.length) return true;
    const field: Field = ATTR_FIELDS[col];
    const codes = vals.map((v) => field.codes[String(v)]);
    if (codes.some((c) => c === undefined)) return false;
    const part = `((s.attrs >> ${field.shift}) & ${(1 << field.bits) - 1})`;
    w.push(codes.length === 1 ? `${part} = ${codes[0]}` : `${part} = ANY (${param(codes)}::int[])`);
    return true;
  };
  const ok =
    on('satellite', f.satellites) &&
    on('img_mode', f.img_modes) &&
    on('product_type', f.product_types) &&
    on('polarization', f.polarizations) &&
    on('classification', publicOnly ? ['public'] : f.classifications) &&
    (!publicOnly || on('classification', f.classifications)) &&
    on('orbit_direction', f.orbit_direction && [f.orbit_direction]) &&
    on('look_side', f.look_side && [f.look_side]);
  return ok ? w : null;
}
