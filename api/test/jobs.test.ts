/**
 * Background jobs in process (jobs/): e-mail delivery from the outbox (enqueued in the caller's transaction,
 * retried with backoff, dead-lettered to the staff's list and retried from there) and large archive exports as
 * jobs (202 with the job, its progress, the file through the storage and an alert with its link).
 * The pollers do not run in tests: `app.jobs.runDue(queue)` runs what is due now.
 */
import { Jobs } from '../src/jobs/runner';
import { sendJob } from '../src/jobs/sql';
import type { JobHandler } from '../src/jobs/types';
import { enqueue } from '../src/mail/outbox';
import { openStorage } from '../src/storage';
import { loadFixture } from './catalog-fixtures';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    // E-mail goes to a closed port and fails; SMS (logged, no gateway) succeeds.
    smtpUrl: 'smtp://127.0.0.1:9/',
    jobs: {
      run: true,
      retryLimit: 1,
      retryDelaySeconds: 1,
      expireSeconds: 60,
      pollSeconds: 2,
      maintenanceSeconds: 60,
      exportInlineRows: 2,
      exportKeepDays: 7,
      workerHealthPort: 0,
      workerHealthHost: '127.0.0.1',
    },
  });
  await t.app.jobs.configureQueues();
  await loadFixture(t.db);
});
afterAll(() => t.close());

const message = (recipient: string, channel: 'email' | 'sms' = 'sms') => ({
  channel,
  recipient,
  subject: 'Test',
  body: `hello ${recipient}`,
});

async function jobOfMessage(recipient: string) {
  const { rows } = await t.db.query<{ id: string; state: string; retry_count: number }>(
    `SELECT j.id, j.state, j.retry_count FROM pgboss.job j JOIN outbox o ON (j.data->>'outboxId')::bigint = o.id
      WHERE j.name = 'mail' AND o.recipient = $1`,
    [recipient],
  );
  return rows;
}

const staffList = async (state = 'failed') => {
  const { token } = await t.tokenOf('control');
  const res = await t.call({ method: 'GET', url: `/api/admin/jobs/?state=${state}`, token });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; queue: string; attempts: number; error: string | null }[];
};

describe('e-mail and SMS delivery', () => {
  it('queues a message with its delivery job only if the transaction commits, and delivers it once', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueue(tx, message('+8613800000001'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobOfMessage('+8613800000001')).toHaveLength(0);
    const sent = await t.db.query("SELECT 1 FROM outbox WHERE recipient = '+8613800000001'");
    expect(sent.rows).toHaveLength(0);

    await t.db.transaction((tx) => enqueue(tx, message('+8613800000002')));
    expect((await jobOfMessage('+8613800000002'))[0].state).toBe('created');
    await t.app.jobs.runDue('mail');
    expect((await jobOfMessage('+8613800000002'))[0].state).toBe('completed');
    const { rows } = await t.db.query<{ sent: boolean; attempts: number }>(
      "SELECT sent_at IS NOT NULL AS sent, attempts FROM outbox WHERE recipient = '+8613800000002'",
    );
    expect(rows).toEqual([{ sent: true, attempts: 1 }]);
  });

  it('retries a failed delivery after a backoff, then dead-letters it where staff see and retry it', async () => {
    await t.db.transaction((tx) => enqueue(tx, message('down@example.com', 'email')));
    await t.app.jobs.runDue('mail');
    const [first] = await jobOfMessage('down@example.com');
    expect(first.state).toBe('retry');
    // Not due again at once: the retry waits for its delay.
    expect(await t.app.jobs.runDue('mail')).toBe(0);
    // The first retry waits 1–2 s (JOB_RETRY_DELAY_SECONDS=1, doubled per retry, with jitter).
    let ran = 0;
    for (let waited = 0; ran === 0 && waited < 3_000; waited += 200) {
      await new Promise((r) => setTimeout(r, 200));
      ran = await t.app.jobs.runDue('mail');
    }
    expect(ran).toBe(1);
    expect((await jobOfMessage('down@example.com'))[0].state).toBe('failed');

    const failed = (await staffList()).find((j) => j.id === first.id);
    expect(failed).toMatchObject({ queue: 'mail', attempts: 2 });
    expect(failed?.error).toMatch(/ECONNREFUSED|connect/i);
    const outbox = await t.db.query<{ sent: boolean; attempts: number }>(
      "SELECT sent_at IS NOT NULL AS sent, attempts FROM outbox WHERE recipient = 'down@example.com'",
    );
    expect(outbox.rows).toEqual([{ sent: false, attempts: 2 }]);

    const { token } = await t.tokenOf('control');
    // Ten staff clicks at once give the job one more attempt, not ten: one answer 200, the others 409.
    const retries = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call({ method: 'POST', url: `/api/admin/jobs/${first.id}/retry/`, token, lang: 'en' }),
      ),
    );
    expect(retries.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const [retried] = await jobOfMessage('down@example.com');
    expect(retried.state).toBe('retry');
    const limit = await t.db.query<{ retry_limit: number }>(
      'SELECT retry_limit FROM pgboss.job WHERE id = $1',
      [first.id],
    );
    expect(limit.rows[0].retry_limit).toBe(2); // JOB_RETRY_LIMIT 1, plus the one attempt staff gave
    expect((await staffList()).some((j) => j.id === first.id)).toBe(false);
    const again = retries.find((r) => r.statusCode === 409)!;
    expect(again.json().msg).toBe('Only a failed job can be retried');
  });

  it('shows the job list to staff only', async () => {
    const { token } = await t.tokenOf('customer');
    const res = await t.call({ method: 'GET', url: '/api/admin/jobs/?state=failed', token });
    expect(res.statusCode).toBe(403);
  });
});

describe('large archive exports', () => {
  const body = { ids: ['A', 'B', 'C', 'D'], format: 'csv' };

  it('runs an export above the inline limit as a job: progress, then the file and an alert with its link', async () => {
    const { token } = await t.tokenOf('customer');
    const res = await t.call({
      method: 'POST',
      url: '/api/catalog/export/',
      token,
      payload: body,
      lang: 'en',
    });
    expect(res.statusCode).toBe(202);
    const job = res.json().data[0];
    expect(res.json().msg).toMatch(/runs in the background/);
    expect(job).toMatchObject({ kind: 'export', state: 'created', done: 0, total: 4, file_url: null });

    const status = (who: string) => t.call({ method: 'GET', url: `/api/jobs/${job.id}/`, token: who });
    const { token: other } = await t.tokenOf('sales');
    expect((await status(other)).statusCode).toBe(404);
    const early = await t.call({ method: 'GET', url: `/api/jobs/${job.id}/file/`, token, lang: 'en' });
    expect(early.statusCode).toBe(409);

    expect(await t.app.jobs.runDue('export')).toBe(1);
    const done = (await status(token)).json().data[0];
    expect(done).toMatchObject({
      state: 'completed',
      done: 4,
      total: 4,
      file_url: `/api/jobs/${job.id}/file/`,
    });

    const file = await t.call({ method: 'GET', url: done.file_url, token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="scenes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = file.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(5); // the header and 4 scenes
    const header = lines[0].split(',');
    expect(header).toContain('id');
    for (const id of ['A', 'B', 'C', 'D']) expect(file.body).toMatch(new RegExp(`\\)\\)\\)"?,"?${id}"?,`));
    // Streamed from the store: a download manager may resume it by range.
    const part = await t.call({ method: 'GET', url: done.file_url, token, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(file.body)}`);
    expect(part.rawPayload.equals(file.rawPayload.subarray(0, 10))).toBe(true);

    const alerts = await t.call({ method: 'GET', url: '/api/commodity/notifications/', token, lang: 'en' });
    const mine = alerts.json().data.filter((a: { kind: string }) => a.kind === 'export');
    expect(mine).toHaveLength(1);
    expect(mine[0].type_status_text).toBe(`Your export is ready: ${done.file_url}`);
  });

  it('answers a small export with the file itself, as before', async () => {
    const { token } = await t.tokenOf('customer');
    const res = await t.call({
      method: 'POST',
      url: '/api/catalog/export/',
      token,
      payload: { ...body, ids: ['A'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
  });
});

describe('a queue with more workers', () => {
  it('runs as many of its jobs at once in one process (a stack’s products render side by side)', async () => {
    // Each job waits until the other has started too: with one worker the second never would, and the test fails.
    let running = 0;
    let both!: () => void;
    const bothStarted = new Promise<void>((resolve) => (both = resolve));
    const ran: string[] = [];
    const renders: JobHandler<{ sceneId: string }> = {
      queue: 'product-package',
      workers: 2,
      async run({ data }) {
        if (++running === 2) both();
        await bothStarted;
        ran.push(data.sceneId);
      },
    };
    const idle: JobHandler = { queue: 'housekeeping', run: async () => undefined };
    const config = { ...t.config, jobs: { ...t.config.jobs, pollSeconds: 0.5 } };
    const storage = openStorage(config);
    const jobs = new Jobs({ db: t.db, config, storage, log: t.app.log }, [
      renders as JobHandler<never>,
      idle as JobHandler<never>,
    ]);
    await sendJob(t.db, 'product-package', { sceneId: 'A' });
    await sendJob(t.db, 'product-package', { sceneId: 'B' });
    await jobs.start();
    try {
      await bothStarted;
      for (let i = 0; i < 100 && ran.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
      expect(ran.sort()).toEqual(['A', 'B']);
    } finally {
      await jobs.stop();
      storage.close?.();
    }
  });
});
