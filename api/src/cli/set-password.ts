/**
 * Sets an account's password from the command line (e.g. before the first production start, whose check
 * refuses the seeded default password). Usage: NEW_PASSWORD=... tsx src/cli/set-password.ts <username>
 */
import { isValidPassword } from '@portal/shared/domain';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { loadConfig } from '../config';
import { openDatabase } from '../db';

async function main() {
  const username = process.argv[2];
  const password = process.env.NEW_PASSWORD ?? '';
  if (!username || !isValidPassword(password)) {
    console.error('usage: NEW_PASSWORD=<8-30 characters, letters and digits> set-password <username>');
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const hash = await hashPassword(password, config.argon2);
    const r = await db.query<{ id: number }>(
      'UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE lower(username) = lower($1) AND deleted_at IS NULL RETURNING id',
      [username, hash],
    );
    if (!r.rows[0]) throw new Error(`no account ${username}`);
    await revokeUserSessions(db, r.rows[0].id);
    console.log(`password of ${username} changed; its sessions are revoked`);
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(String(err));
  process.exit(1);
});
