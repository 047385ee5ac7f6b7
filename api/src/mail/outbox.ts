import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Queryable } from '../db';
import type { Jobs } from '../jobs/runner';
import { sendJob } from '../jobs/sql';
import type { JobHandler } from '../jobs/types';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/**
 * Queues a message in the caller's transaction: its outbox row and its delivery job (queue `mail`) exist if and
 * only if that transaction commits.
 */
export async function enqueue(db: Queryable, m: OutboxMessage): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO outbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4) RETURNING id',
    [m.channel, m.recipient, m.subject, m.body],
  );
  await sendJob(db, 'mail', { outboxId: rows[0].id });
}

/**
 * Delivers one outbox message (the `mail` job). E-mail goes through SMTP when SMTP_URL is set; without it (the
 * embedded default) and for SMS (no gateway configured) the message, reset link included, is written to the log.
 * A message already sent is not sent again (a job retried after its process died right after sending).
 */
export function mailHandler(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): JobHandler<{ outboxId: number }> {
  let transport: Transporter | null = null;
  return {
    queue: 'mail',
    async run({ data }, { db, log }) {
      const { rows } = await db.query<OutboxMessage & { id: number; sent: boolean }>(
        'SELECT id, channel, recipient, subject, body, sent_at IS NOT NULL AS sent FROM outbox WHERE id = $1',
        [data.outboxId],
      );
      const m = rows[0];
      if (!m || m.sent) return { skipped: true };
      try {
        if (m.channel === 'email' && config.smtpUrl) {
          transport ??= nodemailer.createTransport(config.smtpUrl);
          await transport.sendMail({
            from: config.mailFrom,
            to: m.recipient,
            subject: m.subject,
            text: m.body,
          });
        } else {
          log.info(
            { outbox: m.id, channel: m.channel, to: m.recipient, subject: m.subject },
            `outbox message (not sent, logged): ${m.body}`,
          );
        }
      } catch (err) {
        await db.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [
          m.id,
          String(err).slice(0, 500),
        ]);
        throw err;
      }
      await db.query('UPDATE outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = $1', [m.id]);
    },
    close() {
      transport?.close();
      transport = null;
    },
  };
}

/**
 * What routes call after queuing a message: `flush()` delivers the messages due now when this process runs jobs
 * (RUN_JOBS=true, and tests, which run no pollers); otherwise the worker delivers them on its next poll.
 */
export class OutboxSender {
  constructor(
    private readonly jobs: Jobs,
    private readonly runsJobs: boolean,
  ) {}

  async flush(): Promise<void> {
    if (this.runsJobs) await this.jobs.runDue('mail');
  }
}
