/**
 * An organisation's spending by budget, for a finance system — with an API key of a manager or a viewer.
 *
 *   PORTAL_URL=https://portal.example.com PORTAL_API_KEY=sar_live_… npx tsx examples/organisation-bill.ts
 *
 * The key needs the scope `org:read`; it reads what its member's role may (docs/organisations.md "Roles"): managers
 * and viewers the bill, every member the budgets.
 */
import { createPortalClient, dataOf, type PortalClient } from '../src';

export async function organisationBill(portal: PortalClient, log: (line: string) => void = console.log) {
  // 1. Which organisation the key's member belongs to, and as what.
  const [org] = dataOf(await portal.GET('/api/org/'));
  if (!org) throw new Error("The key's account belongs to no organisation");
  log(
    `${org.name}: balance ${(org.balance_fen / 100).toFixed(2)} CNY, held ${(org.held_fen / 100).toFixed(2)} CNY (${org.my_role})`,
  );

  // 2. Each budget's cap and what is left of it.
  const budgets = dataOf(await portal.GET('/api/org/budgets/'));
  for (const b of budgets)
    log(
      `${b.code}: spent ${(b.spent_fen / 100).toFixed(2)}${b.left_fen === null ? '' : `, left ${(b.left_fen / 100).toFixed(2)}`}`,
    );

  // 3. The bill by budget this year (net: spent less refunds).
  const year = new Date().getUTCFullYear();
  const bill = dataOf(
    await portal.GET('/api/org/bill/', { params: { query: { group: 'budget', from: `${year}-01-01` } } }),
  );
  for (const g of bill)
    log(`${g.key || '(no budget)'}: net ${(g.net_fen / 100).toFixed(2)} CNY in ${g.orders} orders`);
  return { org: org.name, budgets: budgets.length, bill };
}

if (require.main === module) {
  const portal = createPortalClient({
    baseUrl: process.env.PORTAL_URL!,
    apiKey: process.env.PORTAL_API_KEY!,
  });
  organisationBill(portal).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
