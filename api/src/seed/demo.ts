import type { UserType } from '@portal/shared/domain';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Db } from '../db';
import { OPENING_BALANCE_REF } from '../ledger/notes';

/** The demo password of every seeded account (documented in api/README.md). */
export const DEFAULT_PASSWORD = 'Portal2026';

/** One account per role of docs/requirements.md §6 for the embedded default. */
export const DEMO_ACCOUNTS: readonly {
  username: string;
  type: UserType;
  name: string;
  mobile: string;
  email: string;
  organization: string;
}[] = [
  {
    username: 'admin',
    type: 'admin',
    name: '系统管理员',
    mobile: '13800000001',
    email: 'admin@example.com',
    organization: 'SAR Portal',
  },
  {
    username: 'control',
    type: 'control',
    name: '测控团队',
    mobile: '13800000002',
    email: 'control@example.com',
    organization: 'SAR Portal',
  },
  {
    username: 'sales',
    type: 'sales',
    name: '销售',
    mobile: '13800000003',
    email: 'sales@example.com',
    organization: 'SAR Portal',
  },
  {
    username: 'presales',
    type: 'presales',
    name: '售前',
    mobile: '13800000004',
    email: 'presales@example.com',
    organization: 'SAR Portal',
  },
  {
    username: 'customer',
    type: 'customer',
    name: '示例客户',
    mobile: '13800000005',
    email: 'customer@example.com',
    organization: 'Example Co.',
  },
];

/** Opening balance of the demo customer, in fen (10 000.00 yuan), booked as a quota top-up. */
const DEMO_BALANCE_FEN = 1_000_000;

/** Creates the demo accounts that do not exist yet. Idempotent and safe for concurrent starts. */
export async function seedDemo(db: Db, config: Pick<Config, 'argon2'>): Promise<string[]> {
  const existing = await db.query<{ username: string }>(
    'SELECT lower(username) AS username FROM users WHERE deleted_at IS NULL AND lower(username) = ANY($1::text[])',
    [DEMO_ACCOUNTS.map((a) => a.username)],
  );
  const have = new Set(existing.rows.map((r) => r.username));
  const missing = DEMO_ACCOUNTS.filter((a) => !have.has(a.username));
  if (!missing.length) return [];
  const hash = await hashPassword(DEFAULT_PASSWORD, config.argon2);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7310424002)');
    const created: string[] = [];
    for (const a of missing) {
      const r = await tx.query<{ id: number }>(
        `INSERT INTO users (type, username, password_hash, name, mobile, email, organization)
         SELECT $1, $2, $3, $4, $5, $6, $7
          WHERE NOT EXISTS (SELECT 1 FROM users WHERE deleted_at IS NULL AND (lower(username) = lower($2) OR mobile = $5 OR lower(email) = lower($6)))
         RETURNING id`,
        [a.type, a.username, hash, a.name, a.mobile, a.email, a.organization],
      );
      if (r.rows[0]) created.push(a.username);
    }
    if (created.includes('customer')) {
      await tx.query(
        `WITH c AS (UPDATE users SET balance_fen = balance_fen + $1,
                      sales_id = (SELECT id FROM users WHERE lower(username) = 'sales' AND deleted_at IS NULL)
                    WHERE lower(username) = 'customer' AND deleted_at IS NULL RETURNING id, balance_fen)
         INSERT INTO ledger (user_id, amount_fen, balance_after, scene, note, reference)
         SELECT id, $1, balance_fen, 'quota_topup', '', $2 FROM c`,
        [DEMO_BALANCE_FEN, OPENING_BALANCE_REF],
      );
    }
    return created;
  });
}

/** Seeded accounts whose password is still the default one (a production deployment refuses to start). */
export async function accountsWithDefaultPassword(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ username: string; password_hash: string }>(
    'SELECT username, password_hash FROM users WHERE deleted_at IS NULL AND is_active AND lower(username) = ANY($1::text[])',
    [DEMO_ACCOUNTS.map((a) => a.username)],
  );
  const out: string[] = [];
  for (const r of rows) if (await verifyPassword(r.password_hash, DEFAULT_PASSWORD)) out.push(r.username);
  return out;
}
