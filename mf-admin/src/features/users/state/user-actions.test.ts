import { permissionsOf } from './user-actions';

const customer = (sales_id: number | null = null) => ({ id: 50, type: 'customer', sales_id });

test('staff act on every other account; only the system administrator opens the audit history', () => {
  const admin = permissionsOf({ id: 1, type: 'admin' }, customer());
  expect(admin).toMatchObject({
    changeRole: true,
    activate: true,
    assignSales: true,
    changeBalance: true,
    remove: true,
    claim: false,
    openCart: true,
    openHistory: true,
  });
  expect(permissionsOf({ id: 2, type: 'control' }, customer()).openHistory).toBe(false);
  // A sales account gets no sales person of its own.
  expect(permissionsOf({ id: 1, type: 'admin' }, { id: 9, type: 'sales', sales_id: null }).assignSales).toBe(
    false,
  );
});

test('staff do not change their own role, deactivate or delete themselves', () => {
  const self = permissionsOf({ id: 1, type: 'admin' }, { id: 1, type: 'admin', sales_id: null });
  expect(self).toMatchObject({ changeRole: false, activate: false, remove: false });
});

test('sales edit only the customers they look after and claim only unassigned ones', () => {
  const sales = { id: 7, type: 'sales' };
  expect(permissionsOf(sales, customer(7))).toMatchObject({ editInfo: true, claim: false });
  expect(permissionsOf(sales, customer(8))).toMatchObject({ editInfo: false, claim: false });
  expect(permissionsOf(sales, customer(null))).toMatchObject({ editInfo: false, claim: true });
  for (const subject of [customer(7), customer(null)])
    expect(permissionsOf(sales, subject)).toMatchObject({
      changeRole: false,
      activate: false,
      assignSales: false,
      changeBalance: false,
      remove: false,
      openCart: false,
      openHistory: false,
    });
  // Pre-sales act like sales.
  expect(permissionsOf({ id: 3, type: 'presales' }, customer(null)).claim).toBe(true);
});

test('only the system administrator gives or takes a staff role; other staff choose among customer and sales roles', () => {
  expect(permissionsOf({ id: 1, type: 'admin' }, customer()).roles).toContain('admin');
  const control = permissionsOf({ id: 2, type: 'control' }, customer());
  expect(control).toMatchObject({ changeRole: true, roles: ['sales', 'presales', 'customer'] });
  for (const type of ['admin', 'control', 'external_tech', 'data_application'])
    expect(permissionsOf({ id: 2, type: 'control' }, { id: 9, type, sales_id: null })).toMatchObject({
      changeRole: false,
      roles: [],
    });
  expect(permissionsOf({ id: 1, type: 'admin' }, { id: 9, type: 'control', sales_id: null }).changeRole).toBe(
    true,
  );
});
