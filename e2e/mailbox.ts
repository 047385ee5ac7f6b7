/**
 * The e-mail the end-to-end server has sent: e2e/serve.mjs runs an SMTP server that writes every message it receives
 * to <data dir>/mail/ as one JSON file, named so that the names sort in the order received. The specs read them here:
 * a reset link, an invitation, an alert's mail.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './env';

export interface Mail {
  /** When the sink received it (ISO). */
  received_at: string;
  from: string | null;
  /** The envelope's recipients, lower case. */
  to: string[];
  subject: string;
  /** The text body, decoded. */
  text: string;
  /** Its file in the mail folder. */
  file: string;
}

export const MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');

/** Every message received so far, oldest first. */
export function mailbox(): Mail[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
    .sort()
    .map((file) => ({ ...(JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as Mail), file }));
}

/** The messages sent to `recipient` (any case) so far, oldest first. */
export function mailTo(recipient: string): Mail[] {
  const to = recipient.toLowerCase();
  return mailbox().filter((m) => m.to.includes(to));
}

export interface MailQuery {
  /** The subject matches it. */
  subject?: RegExp;
  /** The body matches it. */
  text?: RegExp;
  /** Only messages received after this many had been received (mailbox().length taken before). */
  after?: number;
  timeout?: number;
}

/**
 * Waits until a message to `recipient` that matches arrives (the server sends mail from its job queue, within a
 * few seconds), polling the folder; resolves with the newest such message. Fails with what did arrive for them.
 */
export async function waitForMail(recipient: string, query: MailQuery = {}): Promise<Mail> {
  const { subject, text, after = 0, timeout = 20_000 } = query;
  const to = recipient.toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = mailbox()
      .slice(after)
      .filter(
        (m) => m.to.includes(to) && (!subject || subject.test(m.subject)) && (!text || text.test(m.text)),
      );
    if (found.length) return found[found.length - 1];
    if (Date.now() > deadline) {
      const theirs = mailTo(to).map((m) => `"${m.subject}"`);
      throw new Error(
        `no mail to ${recipient}${subject ? ` with a subject matching ${subject}` : ''}${
          text ? ` and a body matching ${text}` : ''
        } in ${MAIL_DIR} within ${timeout} ms; received for them: ${theirs.join(', ') || 'nothing'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link of a message's body whose path matches `pathPattern`, as a path with its query (no origin). */
export function linkIn(mail: Mail, pathPattern: RegExp): string {
  for (const m of mail.text.matchAll(/https?:\/\/[^/\s"]+(\/[^\s"）)]*)/g))
    if (pathPattern.test(m[1])) return m[1];
  throw new Error(`no link matching ${pathPattern} in the mail "${mail.subject}": ${mail.text}`);
}

/** The newest password-reset link mailed to a recipient, as /reset/{id}?token={token}; waits for it. */
export async function resetLinkFromMail(recipient: string, after = 0): Promise<string> {
  const mail = await waitForMail(recipient, { subject: /Password reset/, text: /\/reset\//, after });
  return linkIn(mail, /^\/reset\/[^?]+\?token=/);
}

/** The newest invitation link mailed to a recipient, as /invitation?token={token}; waits for it. */
export async function invitationLinkFromMail(recipient: string, after = 0): Promise<string> {
  const mail = await waitForMail(recipient, { subject: /Invitation to join/, text: /\/invitation\?/, after });
  return linkIn(mail, /^\/invitation\?token=/);
}
