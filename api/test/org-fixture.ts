/**
 * One organisation for a test file (docs/organisations.md): the demo customer creates "Port authority" with ¥50,000
 * and invites a viewer, a buyer (bringing ¥7 of their own), a tasker and a second manager through real invitations;
 * 20 public scenes of one price (Z00…Z19) to order; and the checks every money test ends with.
 */
import { DEFAULT_PRICE_TABLE, scenePrice } from '@portal/shared/domain';
import { insertScenes } from '../src/catalog/insert';
import { box, scene } from './catalog-fixtures';
import { appOfFile } from './helpers';

export function orgOfFile() {
  const t = appOfFile({ catalog: true });
  const owner = t.session('customer');

  let seq = 0;
  /** A new customer account with `fen` of their own, signed in. */
  async function newCustomer(username: string, fen = 0) {
    seq += 1;
    await t.db.query(
      `INSERT INTO users (username, password_hash, type, mobile, email, balance_fen)
       SELECT $1, password_hash, 'customer', $2, $3, $4 FROM users WHERE username = 'customer'`,
      [username, `1370000${String(seq).padStart(4, '0')}`, `${username}@example.com`, fen],
    );
    return t.tokenOf(username);
  }

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.call({ method, url, token, lang: 'en', headers: { satellite: 'WGS84' }, payload });
  const orgBalance = async (id: number) =>
    Number(
      (await t.db.query<{ b: string }>('SELECT balance_fen AS b FROM organisations WHERE id = $1', [id]))
        .rows[0].b,
    );
  /** Every balance equals the sum of its ledger rows. */
  async function ledgerBalances(orgId: number) {
    const { rows } = await t.db.query<{ sum: string; held: string }>(
      `SELECT coalesce(sum(amount_fen), 0) AS sum,
              coalesce(-sum(amount_fen) FILTER (WHERE scene IN ('approval_hold', 'approval_release')), 0) AS held
         FROM ledger WHERE org_id = $1`,
      [orgId],
    );
    const o = (
      await t.db.query<{ balance_fen: string; held_fen: string }>(
        'SELECT balance_fen, held_fen FROM organisations WHERE id = $1',
        [orgId],
      )
    ).rows[0];
    expect(Number(rows[0].sum)).toBe(Number(o.balance_fen));
    expect(Number(rows[0].held)).toBe(Number(o.held_fen));
  }

  /** Joins `username` to the caller's organisation with `role` through a real invitation and its e-mailed link. */
  async function join(managerToken: string, username: string, role: string) {
    const invited = await call('POST', '/api/org/invitations/', managerToken, {
      email: `${username}@example.com`,
      role,
    });
    expect(invited.statusCode).toBe(200);
    const mail = await t.db.query<{ body: string }>(
      'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [`${username}@example.com`],
    );
    const token = /token=([\w-]+)/.exec(mail.rows[0].body)![1];
    const me = await t.tokenOf(username);
    const accepted = await call('POST', '/api/org/invitations/accept/', me.token, { token });
    expect(accepted.statusCode).toBe(200);
    return { ...me, invitationToken: token };
  }

  const A = 'A'; // scenes of the hand-made catalog (catalog-fixtures.ts)
  const priceOf = (mode: number, type: string) =>
    scenePrice(DEFAULT_PRICE_TABLE, {
      id: '',
      img_mode: mode,
      product_type: type,
      classification: 'public',
    })!;

  let orgId: number;
  const people: Record<string, { token: string; userId: number; invitationToken: string }> = {};

  beforeAll(async () => {
    // Scenes of one price to order: Z00…Z19 (as scene A of the hand-made catalog).
    await insertScenes(
      t.db,
      Array.from({ length: 20 }, (_, i) =>
        scene({
          id: `Z${String(i).padStart(2, '0')}`,
          satellite: 'TY-39',
          at: '2025-05-01T00:00:00Z',
          footprint: [box(116, 39, 117, 40)],
        }),
      ),
    );
    await t.db.query(`UPDATE users SET balance_fen = 5000000 WHERE username = 'customer'`);
    const made = await call('POST', '/api/org/', owner.token, { name: 'Port authority', contact: 'Ms Li' });
    expect(made.statusCode).toBe(200);
    orgId = made.json().data[0].id;
    for (const role of ['viewer', 'buyer', 'tasker', 'manager']) {
      await newCustomer(`org${role}`, role === 'buyer' ? 700 : 0);
      people[role] = await join(owner.token, `org${role}`, role);
    }
  });

  return {
    t,
    owner,
    people,
    /** The organisation's id, once the file's beforeAll has made it. */
    orgId: () => orgId,
    call,
    newCustomer,
    join,
    orgBalance,
    ledgerBalances,
    priceOf,
    A,
  };
}
