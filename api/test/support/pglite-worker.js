// Hosts a real PGlite (+ PostGIS) in a worker thread for the jest suite. Jest runs test code in a VM
// without dynamic import(), which PGlite needs; a worker thread is a plain Node context.
// Protocol: {id, lease, op, ...} -> {id, lease, result} | {id, lease, error: {message, code}}.
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

/**
 * A test file's database is the template as loaded, and PGlite takes about 6 s of CPU to load it (unpacking 100 MB,
 * linking PostGIS). So a worker, once its file is done, is put back to that state instead of being replaced: the
 * rows of every table but the three large read-only ones are replaced by the template's, the sequences set back and
 * the session discarded. Whatever that does not restore (a changed schema, role or setting, a row written into a
 * read-only table, an open transaction) makes `reset` answer false, and the file gets a new worker.
 */
const STATIC_TABLES = ['public.places', 'public.admin_regions', 'public.spatial_ref_sys'];
const FINGERPRINT = `SELECT md5(string_agg(x, E'\\n' ORDER BY x)) AS fingerprint FROM (
  SELECT n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || coalesce((SELECT string_agg(a.attname || ' ' ||
    a.atttypid || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ';' ORDER BY a.attnum)
    FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped), '') AS x
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_to%'
      AND n.nspname NOT LIKE 'pg\\_temp%'
  UNION ALL SELECT 'proc ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc)
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
  UNION ALL SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    FROM pg_constraint WHERE connamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  UNION ALL SELECT 'trigger ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT 'role ' || rolname || ' ' || rolsuper FROM pg_roles
  UNION ALL SELECT 'extension ' || extname || ' ' || extversion FROM pg_extension
  UNION ALL SELECT 'type ' || t.oid::regtype::text FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_to%'
      AND n.nspname NOT LIKE 'pg\\_temp%'
  UNION ALL SELECT 'setting ' || coalesce(array_to_string(setconfig, ','), '') FROM pg_db_role_setting
) s`;

/** What `reset` puts back, read once after the template is loaded. */
let snapshot;

async function takeSnapshot() {
  const tables = (
    await db.query(`SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`)
  ).rows.map((r) => r.name);
  const restored = tables.filter((t) => !STATIC_TABLES.includes(t));
  const rows = new Map();
  for (const table of restored) {
    const r = await db.query(`COPY ${table} TO '/dev/blob'`);
    if (r.blob && r.blob.size > 0) rows.set(table, r.blob);
  }
  const sequences = (
    await db.query(`SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences`)
  ).rows.map((r) => r.name);
  const values = [];
  for (const seq of sequences) {
    const r = await db.query(`SELECT last_value, is_called FROM ${seq}`);
    values.push({ seq, ...r.rows[0] });
  }
  const xid = Number((await db.query('SELECT txid_current() AS xid')).rows[0].xid);
  snapshot = {
    restored,
    rows,
    values,
    xid,
    fingerprint: (await db.query(FINGERPRINT)).rows[0].fingerprint,
    staticCounts: await staticState(xid),
  };
}

/** The read-only tables' row counts, and how many of their rows were written after the snapshot (none, kept so). */
async function staticState(xid) {
  const parts = STATIC_TABLES.map(
    (t) =>
      `SELECT '${t}' AS t, count(*)::int AS n, count(*) FILTER (WHERE xmin::text::bigint >= ${xid})::int AS since FROM ${t}`,
  );
  const r = await db.query(parts.join(' UNION ALL '));
  return JSON.stringify(r.rows.sort((a, b) => a.t.localeCompare(b.t)));
}

async function reset() {
  if (!snapshot || txs.size > 0) return false;
  await db.exec('DISCARD ALL');
  if ((await db.query(FINGERPRINT)).rows[0].fingerprint !== snapshot.fingerprint) return false;
  if ((await staticState(snapshot.xid)) !== snapshot.staticCounts) return false;
  await db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL session_replication_role = replica; TRUNCATE ${snapshot.restored.join(', ')}`);
    for (const [table, blob] of snapshot.rows) await tx.query(`COPY ${table} FROM '/dev/blob'`, [], { blob });
    for (const v of snapshot.values)
      await tx.query('SELECT setval($1::regclass, $2, $3)', [v.seq, v.last_value, v.is_called]);
  });
  return true;
}

const ops = {
  async init({ templateFile }) {
    db = await PGlite.create({
      extensions: { postgis, btree_gist },
      parsers: { [types.INT8]: (v) => Number(v) },
      loadDataDir: templateFile ? tarball(templateFile) : undefined,
      startParams,
    });
    if (templateFile) await takeSnapshot();
    return null;
  },
  reset,
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
    parentPort.postMessage({ id: msg.id, lease: msg.lease, result });
  } catch (err) {
    parentPort.postMessage({
      id: msg.id,
      lease: msg.lease,
      error: { message: String(err && err.message), code: err && err.code },
    });
  }
});
