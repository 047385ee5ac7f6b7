// Starts the portal for the end-to-end tests: a fresh copy of the built portal and a fresh embedded database (a copy
// of E2E_PREPARED_DATABASE when given: a PGlite folder prepared beforehand by e2e/seed-fixtures.ts, as `npm test`
// does while jest runs, so that neither the database nor the fixtures are made while the tests wait).
// The server sends its e-mail to an SMTP server started here on a free loopback port (SMTP_URL, plain SMTP without
// TLS or authentication): every message it receives is written to <data dir>/mail/ as one JSON file (recipients,
// subject, text), which e2e/mailbox.ts reads (reset links, invitations). SMS has no gateway: the server still logs it.
// Everything the server prints is also appended to <data dir>/server.log (e2e/server-log.ts reads it); the console
// shows warnings and errors only, as before.
import { cpSync, createWriteStream, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const [webRoot, dataDir, port] = process.argv.slice(2);
const repo = path.resolve(import.meta.dirname, '..');
rmSync(webRoot, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });
// The built portal: dist/web, or WEB_ROOT where deploy/ built it elsewhere (deploy/registry.mjs).
cpSync(path.resolve(process.env.WEB_ROOT ?? path.join(repo, 'dist/web')), webRoot, { recursive: true });
const prepared = process.env.E2E_PREPARED_DATABASE;
if (prepared && existsSync(prepared)) cpSync(prepared, dataDir, { recursive: true });
mkdirSync(dataDir, { recursive: true });
const log = createWriteStream(path.join(dataDir, 'server.log'), { flags: 'a' });
const smtpPort = await startMailSink(path.join(dataDir, 'mail'));
const tsx = path.join(repo, 'api/node_modules/.bin/tsx');
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  // The address the tests open: absolute links (STAC's) must name it, as they name the public address when deployed.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  WEB_ROOT: webRoot,
  PGLITE_DIR: dataDir,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
  // The sink above: plain SMTP (it offers no STARTTLS, and nodemailer is told not to try), no authentication.
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true`,
  // The webhook receivers the specs start listen on this machine's loopback address.
  WEBHOOK_ALLOW_PRIVATE: 'true',
  // Product rasters of 1024 pixels a side (a few seconds each) while the browsers share the CPU; the API's GDAL
  // suite reads them at 2048 (api/test/gdal/raster.test.ts).
  PRODUCT_MAX_PX: process.env.PRODUCT_MAX_PX ?? '1024',
};

// The fixtures the specs start from (e2e/seed-fixtures.ts), made in the database with the server's configuration
// before the server opens it: PGlite admits one process at a time.
let child = spawn(tsx, ['../e2e/seed-fixtures.ts', dataDir], {
  cwd: path.join(repo, 'api'),
  stdio: ['inherit', 'pipe', 'pipe'],
  env: serverEnv,
});
tee(child.stdout, process.stdout);
tee(child.stderr, process.stderr);
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
const seeded = await new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
if (seeded !== 0) {
  console.error(`e2e fixtures: seed-fixtures.ts ended with ${seeded}`);
  log.end(() => process.exit(1));
} else {
  const server = spawn(tsx, ['src/server.ts'], {
    cwd: path.join(repo, 'api'),
    stdio: ['inherit', 'pipe', 'pipe'],
    env: serverEnv,
  });
  child = server;
  tee(server.stdout, process.stdout);
  tee(server.stderr, process.stderr);
  server.on('exit', (code) => log.end(() => process.exit(code ?? 0)));
}

/**
 * An SMTP server on a free port of 127.0.0.1 that keeps every message it is sent: parsed, written to `folder` as
 * <received ms>-<n>.json ({ received_at, from, to, subject, text }; `to` the envelope's recipients, lower case), each
 * file written whole under another name first and then renamed, so a reader never sees half a message. Resolves with
 * its port.
 */
async function startMailSink(folder) {
  mkdirSync(folder, { recursive: true });
  let received = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    async onData(stream, session, done) {
      try {
        const mail = await simpleParser(stream);
        const n = ++received;
        const name = `${String(Date.now()).padStart(15, '0')}-${String(n).padStart(6, '0')}.json`;
        const message = {
          received_at: new Date().toISOString(),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        };
        const partial = path.join(folder, `.${name}.partial`);
        writeFileSync(partial, `${JSON.stringify(message, null, 2)}\n`);
        renameSync(partial, path.join(folder, name));
        done();
      } catch (err) {
        console.error(`e2e mail sink: ${err}`);
        done(err);
      }
    },
  });
  sink.on('error', (err) => console.error(`e2e mail sink: ${err.message}`));
  await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
  return sink.server.address().port;
}

/** pino level 40 is warn: lines below it go to the file only; anything that is not a pino line is always shown. */
function shownOnConsole(line) {
  try {
    const entry = JSON.parse(line);
    return typeof entry?.level !== 'number' || entry.level >= 40;
  } catch {
    return true;
  }
}

function tee(from, to) {
  let partial = '';
  from.on('data', (chunk) => {
    log.write(chunk);
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop();
    for (const line of lines) if (shownOnConsole(line)) to.write(`${line}\n`);
  });
  from.on('end', () => {
    if (partial && shownOnConsole(partial)) to.write(`${partial}\n`);
  });
}
