/**
 * Loads shpjs. Its CommonJS build (dist/shp.js, what `require` resolves to here) reads the browser global
 * `self.DecompressionStream` while it loads, which Node does not define: `self` is lent for that moment only.
 * (Its unzip is not used: archives are read with jszip, see zip.ts.)
 */
import type shpType from 'shpjs';

const g = globalThis as { self?: unknown };
const lent = !('self' in g);
if (lent) g.self = globalThis;
let loaded: typeof shpType;
try {
  const mod = require('shpjs') as typeof shpType | { default: typeof shpType };
  loaded = 'default' in mod ? mod.default : mod;
} finally {
  if (lent) delete g.self;
}

export const shp = loaded;
