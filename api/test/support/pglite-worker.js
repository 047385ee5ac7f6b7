// Hosts a real PGlite (+ PostGIS) in a worker thread for the jest suite. Jest runs test code in a VM
// without dynamic import(), which PGlite needs; a worker thread is a plain Node context.
// Protocol: {id, op, ...} -> {id, result} | {id, error: {message, code}}.
const { readFileSync } = require('node:fs');
const { parentPort } = require('node:worker_threads');
const { PGlite, types } = require('@electric-sql/pglite');
const { postgis } = require('@electric-sql/pglite-postgis');
const { btree_gist } = require('@electric-sql/pglite/contrib/btree_gist');

let db;
const txs = new Map();
let nextTx = 1;

function target(txId) {
  if (!txId) return db;
  const t = txs.get(txId);
  if (!t) throw new Error(`no transaction ${txId}`);
  return t.tx;
}

/**
 * WAL files are removed at a checkpoint, not kept for reuse: a dump (the suite's template) then holds only the
 * segment in use, not the 100 MB that loading the geodata wrote, and every test file's copy loads that much less.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'wal_recycle=off', '-c', 'min_wal_size=32MB'];

/**
 * A data directory's tarball as PGlite reads it (it asks only for the bytes and their type). A real Blob of the
 * 100 MB template would be copied in, then read back out in chunks and joined: 0.4 s of CPU per test file.
 */
function tarball(file) {
  const bytes = readFileSync(file);
  return {
    type: 'application/x-tar',
    size: bytes.length,
    // A file this large has an ArrayBuffer of its own (Node pools only small buffers): handed over without a copy.
    arrayBuffer: async () =>
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
        ? bytes.buffer
        : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  };
}

const ops = {
  async init({ templateFile }) {
    db = await PGlite.create({
      extensions: { postgis, btree_gist },
      parsers: { [types.INT8]: (v) => Number(v) },
      loadDataDir: templateFile ? tarball(templateFile) : undefined,
      startParams,
    });
    return null;
  },
  async query({ sql, params, txId }) {
    const r = await target(txId).query(sql, params);
    return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
  },
  async exec({ sql, txId }) {
    await target(txId).exec(sql);
    return null;
  },
  async begin() {
    const txId = nextTx++;
    await new Promise((started, failed) => {
      const done = db.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            txs.set(txId, { tx, commit, rollback });
            started();
          }),
      );
      done.catch(() => undefined).finally(() => txs.delete(txId));
      txs.set(-txId, { done });
      done.catch(failed);
    });
    return txId;
  },
  async end({ txId, commit }) {
    const t = txs.get(txId);
    const { done } = txs.get(-txId);
    txs.delete(-txId);
    if (commit) t.commit();
    else t.rollback(new Error('rollback'));
    await done.catch((err) => {
      if (commit) throw err;
    });
    return null;
  },
  async dump() {
    // Written out first, so that a copy starts without replaying the WAL.
    await db.exec('CHECKPOINT');
    const blob = await db.dumpDataDir('none');
    return Buffer.from(await blob.arrayBuffer());
  },
  async close() {
    await db.close();
    return null;
  },
};

parentPort.on('message', async (msg) => {
  try {
    const result = await ops[msg.op](msg);
    parentPort.postMessage({ id: msg.id, result });
  } catch (err) {
    parentPort.postMessage({
      id: msg.id,
      error: { message: String(err && err.message), code: err && err.code },
    });
  }
});
