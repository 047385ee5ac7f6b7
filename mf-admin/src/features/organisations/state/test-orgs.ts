/** Organisations as the API answers staff (unit tests only). */
import type { AdminOrgDetail, AdminOrgRow } from '../api';

export const ACME: AdminOrgRow = {
  id: 3,
  name: 'Acme Survey',
  contact: 'Li Wei 13800000003',
  balance_fen: 1_234_567,
  held_fen: 50_000,
  members: 3,
  managers: ['alice', 'bob'],
  sales: 'sally',
  created_at: '2026-03-01T08:00:00.000Z',
};
export const DELTA: AdminOrgRow = {
  id: 4,
  name: 'Delta Maps',
  contact: '',
  balance_fen: 0,
  held_fen: 0,
  members: 1,
  managers: [],
  sales: null,
  created_at: '2026-04-01T08:00:00.000Z',
};

export const acmeDetail = (org: AdminOrgRow = ACME): AdminOrgDetail => ({
  org: { ...org, invoicing: 'Acme Survey Ltd\nTax 91110000', approval_threshold_fen: 500_000 },
  members: [
    {
      id: 50,
      username: 'alice',
      name: 'Alice',
      email: 'alice@example.com',
      role: 'manager',
      enabled: true,
      monthly_limit_fen: null,
      spent_this_month_fen: 120_000,
      joined_at: '2026-03-01T08:00:00.000Z',
    },
    {
      id: 51,
      username: 'carol',
      name: '',
      email: 'carol@example.com',
      role: 'buyer',
      enabled: false,
      monthly_limit_fen: 200_000,
      spent_this_month_fen: 0,
      joined_at: '2026-03-02T08:00:00.000Z',
    },
  ],
  budgets: [
    {
      id: 1,
      code: 'P-2026-01',
      name: 'Coastal survey',
      active: true,
      cap_fen: 1_000_000,
      spent_fen: 300_000,
      held_fen: 50_000,
      left_fen: 650_000,
      created_at: '2026-03-01T08:00:00.000Z',
    },
  ],
  orders: [
    {
      kind: 'tasking',
      id: 77,
      no: 'TO20260310000077',
      username: 'alice',
      amount_fen: 300_000,
      created_at: '2026-03-10T08:00:00.000Z',
    },
    {
      kind: 'archive',
      id: 12,
      no: 'AO20260311000012',
      username: 'carol',
      amount_fen: 2_000,
      created_at: '2026-03-11T08:00:00.000Z',
    },
  ],
  bill: [
    { key: 'alice', spent_fen: 300_000, refunded_fen: 10_000, held_fen: 50_000, net_fen: 290_000, orders: 1 },
    { key: 'carol', spent_fen: 2_000, refunded_fen: 0, held_fen: 0, net_fen: 2_000, orders: 1 },
  ],
});
