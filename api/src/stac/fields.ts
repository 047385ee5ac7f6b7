/** The fields extension: which properties and top-level members of an Item a search returns. */
import { EXTENSIONS } from './constants';

export interface FieldsSelection {
  include?: string[];
  exclude?: string[];
}

/**
 * What an Item's properties need for it to declare each extension (its schema): the sar extension requires four
 * fields; sat and view at least one of theirs; projection and raster one of their own in the properties or an asset.
 */
const EXTENSION_FIELDS: Record<string, { prefix: string; required: string[]; inAssets?: boolean }> = {
  [EXTENSIONS[0]]: {
    prefix: 'sar:',
    required: ['sar:instrument_mode', 'sar:frequency_band', 'sar:polarizations', 'sar:product_type'],
  },
  [EXTENSIONS[1]]: { prefix: 'sat:', required: [] },
  [EXTENSIONS[2]]: { prefix: 'view:', required: [] },
  [EXTENSIONS[3]]: { prefix: 'proj:', required: [], inAssets: true },
  [EXTENSIONS[4]]: { prefix: 'raster:', required: [], inAssets: true },
};

/** Members an `include` always keeps (the Item stays an Item). */
const ALWAYS_INCLUDED = [
  'type',
  'stac_version',
  'stac_extensions',
  'id',
  'geometry',
  'bbox',
  'links',
  'assets',
  'properties',
  'collection',
];
/** Members an `exclude` cannot remove. */
const NEVER_EXCLUDED = ['type', 'id', 'stac_version', 'links'];
const PROPERTIES = 'properties.';

export function applyFields(item: Record<string, unknown>, fields: FieldsSelection | undefined) {
  if (!fields) return item;
  const props = { ...(item.properties as Record<string, unknown>) };
  const out: Record<string, unknown> = { ...item, properties: props };
  const include = fields.include ?? [];
  if (include.length) keepOnly(out, props, include);
  for (const f of fields.exclude ?? []) {
    if (f.startsWith(PROPERTIES)) delete props[f.slice(PROPERTIES.length)];
    else if (!NEVER_EXCLUDED.includes(f)) delete out[f];
  }
  // An extension whose fields were left out is no longer declared (the Item would fail its schema).
  if (Array.isArray(out.stac_extensions))
    out.stac_extensions = (out.stac_extensions as string[]).filter((url) => stillDeclared(url, out, props));
  return out;
}

/** Drops what `include` does not name: properties other than datetime, top-level members other than the core ones. */
function keepOnly(out: Record<string, unknown>, props: Record<string, unknown>, include: string[]) {
  const keepProps = new Set(
    include.filter((f) => f.startsWith(PROPERTIES)).map((f) => f.slice(PROPERTIES.length)),
  );
  keepProps.add('datetime');
  for (const k of Object.keys(props)) if (!keepProps.has(k)) delete props[k];
  const keepTop = new Set([...ALWAYS_INCLUDED, ...include]);
  for (const k of Object.keys(out)) if (!keepTop.has(k)) delete out[k];
}

function stillDeclared(url: string, item: Record<string, unknown>, props: Record<string, unknown>): boolean {
  const need = EXTENSION_FIELDS[url];
  if (!need) return true;
  const carries = (o: object) => Object.keys(o).some((k) => k.startsWith(need.prefix));
  const assets = Object.values((item.assets ?? {}) as Record<string, object>);
  return (
    need.required.every((k) => k in props) && (carries(props) || (!!need.inAssets && assets.some(carries)))
  );
}
