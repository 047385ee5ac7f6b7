/** Tasking orders in API tests: a customer with money and an order submitted as the order form sends it. */
import { quoteTasking } from '@portal/shared/domain';
import { MISSION_EXAMPLE } from '@portal/shared/domain/missions';
import { postForm, type TestApp } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HOUR = 3_600_000;

/** The price of one SLC shot in mode 3 at priority 8 (MISSION_EXAMPLE's order), in fen. */
export const ONE_SHOT_FEN = quoteTasking({
  img_mode: 3,
  priority: 8,
  p_number: 1,
  product_type: 'SLC',
  effective_time: 7,
})!;

/** A customer account (the demo customer's password) holding `balanceFen`; its session. */
export async function customerWithMoney(t: TestApp, username: string, mobile: string, balanceFen: number) {
  await t.db.query(
    `INSERT INTO users (username, password_hash, type, mobile, email, balance_fen)
     SELECT $1, password_hash, 'customer', $2, $1 || '@example.com', $3
       FROM users WHERE username = 'customer'`,
    [username, mobile, balanceFen],
  );
  return t.tokenOf(username);
}

/** The order form's fields over the coming week, MISSION_EXAMPLE's unless `fields` says otherwise. */
export const orderFields = (fields: Record<string, string> = {}) => ({
  ...MISSION_EXAMPLE,
  p_number: '1',
  id_date_1: new Date(Date.now() + HOUR).toISOString(),
  id_date_2: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
  ...fields,
});

/** Submits a tasking order with its application form; expects it accepted and gives its id. */
export async function submitOrder(
  t: TestApp,
  token: string,
  { fields, headers }: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<number> {
  const res = await postForm(t, '/api/commodity/missions/new_order/', {
    fields: orderFields(fields),
    file: { name: 'application.pdf', data: PDF, field: 'application_form' },
    token,
    lang: 'en',
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data[0].id;
}
