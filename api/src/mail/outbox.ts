import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Db, Queryable } from '../db';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/** Queues a message in the caller's transaction; the sender delivers it later. */
export async function enqueue(db: Queryable, m: OutboxMessage): Promise<void> {
  await db.query('INSERT INTO outbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)', [
    m.channel,
    m.recipient,
    m.subject,
    m.body,
  ]);
}

/**
 * Delivers queued messages. E-mail goes through SMTP when SMTP_URL is set; without it (the embedded default)
 * and for SMS (no gateway configured) the message, reset link included, is written to the server log.
 * Any number of API copies can run it: rows are claimed with FOR UPDATE SKIP LOCKED.
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  start(intervalMs = 2000): void {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }

  flush(): Promise<void> {
    this.running ??= this.flushOnce().finally(() => (this.running = null));
    return this.running;
  }

  private async flushOnce(): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        const { rows } = await tx.query<OutboxMessage & { id: number }>(
          `SELECT id, channel, recipient, subject, body FROM outbox
            WHERE sent_at IS NULL AND attempts < 5 ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED`,
        );
        for (const m of rows) {
          try {
            if (m.channel === 'email' && this.transport) {
              await this.transport.sendMail({
                from: this.config.mailFrom,
                to: m.recipient,
                subject: m.subject,
                text: m.body,
              });
            } else {
              this.log.info(
                { outbox: m.id, channel: m.channel, to: m.recipient, subject: m.subject },
                `outbox message (not sent, logged): ${m.body}`,
              );
            }
            await tx.query('UPDATE outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = $1', [
              m.id,
            ]);
          } catch (err) {
            this.log.warn({ err, outbox: m.id }, 'outbox delivery failed');
            await tx.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [
              m.id,
              String(err).slice(0, 500),
            ]);
          }
        }
      });
    } catch (err) {
      this.log.warn({ err }, 'outbox flush failed');
    }
  }
}
