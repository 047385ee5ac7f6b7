// A thread of the area-file pool (./area-pool.ts). Threads start as plain Node, so tsx compiles the TypeScript
// here, in the API's server and under jest alike. Errors come back as data: a class does not cross threads.
require('tsx/cjs/api').register();
const { parseAreaFile } = require('./area-file.ts');

module.exports = async function parse({ data, filename, limits }) {
  try {
    return {
      ok: await parseAreaFile(Buffer.from(data.buffer, data.byteOffset, data.byteLength), filename, limits),
    };
  } catch (err) {
    if (err && err.name === 'AreaImportError')
      return { error: { code: err.code, field: err.errors?.[0]?.field ?? 'file', detail: err.detail } };
    throw err;
  }
};
