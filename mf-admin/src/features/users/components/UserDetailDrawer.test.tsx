/** The detail panel against a mocked API: what staff and sales are offered, and what each action sends. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@portal/shared/i18n';
import { manageCustomer, type AdminUser } from '../api';
import { UserDetailDrawer } from './UserDetailDrawer';

// The router's link as a plain anchor (react-router needs what jsdom lacks; navigation is not under test here).
jest.mock('@portal/shared/router', () => ({
  Link: ({ to, ...props }: { to: string }) => <a href={to} {...props} />,
}));
// The balance dialog (and the data grid behind its entry) is not under test here.
jest.mock('@portal/shared/grid', () => ({ BalanceChangeDialog: () => null }));
jest.mock('../api', () => ({ manageCustomer: jest.fn(), deleteUser: jest.fn(), fetchUser: jest.fn() }));

const CUSTOMER: AdminUser = {
  id: 50,
  type: 'customer',
  username: 'alice',
  name: 'Alice',
  mobile: '13800000050',
  email: 'alice@example.com',
  organization: 'Lab',
  balance: 12345,
  coordinate_system: 'WGS84',
  real_person_status: 'pending',
  recommender: '',
  sales_id: null,
  sales_username: null,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

function show(viewer: { id: number; type: string }, onChanged = jest.fn()) {
  render(
    <UserDetailDrawer
      user={CUSTOMER}
      viewer={viewer}
      salesPeople={[]}
      onChanged={onChanged}
      onDeleted={jest.fn()}
      onClose={jest.fn()}
    />,
  );
  return onChanged;
}

beforeAll(() => i18n.changeLanguage('en'));
beforeEach(() => jest.clearAllMocks());

test('sales read an unassigned customer and claim them; no staff action is offered', async () => {
  const claimed = { ...CUSTOMER, sales_id: 7, sales_username: 'sales' };
  (manageCustomer as jest.Mock).mockResolvedValue({ user: claimed, message: 'Saved' });
  const onChanged = show({ id: 7, type: 'sales' });
  expect(screen.getByTestId('user-field-balance').textContent).toBe('CN¥123.45');
  expect(screen.getByTestId('user-field-verification').textContent).toBe('Pending review');
  for (const id of [
    'user-role',
    'user-sales',
    'user-toggle-active',
    'user-delete',
    'user-balance',
    'user-cart-link',
  ])
    expect(screen.queryByTestId(id)).toBeNull();
  fireEvent.click(screen.getByTestId('user-claim'));
  await waitFor(() => expect(onChanged).toHaveBeenCalledWith(claimed));
  expect(manageCustomer).toHaveBeenCalledWith(50, { claim: true });
});

test('the system administrator deactivates after a confirmation, and links to the cart and the history', async () => {
  (manageCustomer as jest.Mock).mockResolvedValue({
    user: { ...CUSTOMER, is_active: false },
    message: 'Saved',
  });
  const onChanged = show({ id: 1, type: 'admin' });
  expect(screen.getByTestId('user-cart-link').getAttribute('href')).toBe(
    '/personalCenter/userShoppingCart?user_id=50',
  );
  expect(screen.getByTestId('user-bill-link').getAttribute('href')).toBe(
    '/personalCenter/bill?username=alice',
  );
  expect(screen.getByTestId('user-history-link').getAttribute('href')).toBe(
    '/personalCenter/auditLog?subject_type=user&subject_id=50',
  );
  fireEvent.click(screen.getByTestId('user-toggle-active'));
  expect((await screen.findByRole('dialog', { name: 'Deactivate alice?' })).textContent).toContain(
    'signed out everywhere',
  );
  expect(manageCustomer).not.toHaveBeenCalled();
  fireEvent.click(screen.getByTestId('action-confirm'));
  await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ ...CUSTOMER, is_active: false }));
  expect(manageCustomer).toHaveBeenCalledWith(50, { is_active: false });
});

test('other staff get no history link; nobody is offered to act on their own account', () => {
  show({ id: 50, type: 'control' });
  expect(screen.queryByTestId('user-history-link')).toBeNull();
  expect(screen.queryByTestId('user-role')).toBeNull();
  expect(screen.queryByTestId('user-toggle-active')).toBeNull();
  expect(screen.queryByTestId('user-delete')).toBeNull();
});

/** The roles the panel's role list offers, as the viewer sees them. */
function offeredRoles(): string[] {
  fireEvent.mouseDown(within(screen.getByTestId('user-role')).getByRole('combobox'));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
}

test('the control team is offered the customer and sales roles only; a staff member’s role is not theirs to change', async () => {
  (manageCustomer as jest.Mock).mockResolvedValue({ user: { ...CUSTOMER, type: 'sales' }, message: 'Saved' });
  const onChanged = show({ id: 2, type: 'control' });
  expect(offeredRoles()).toEqual(['Sales', 'Pre-sales', 'Customer']);
  fireEvent.click(screen.getByRole('option', { name: 'Sales' }));
  fireEvent.click(screen.getByTestId('user-role-save'));
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  expect(manageCustomer).toHaveBeenCalledWith(50, { type: 'sales' });
});

test('staff other than the administrator get no role list on a staff account', () => {
  for (const type of ['admin', 'control', 'external_tech', 'data_application'] as const) {
    const { unmount } = render(
      <UserDetailDrawer
        user={{ ...CUSTOMER, id: 60, type }}
        viewer={{ id: 2, type: 'data_application' }}
        salesPeople={[]}
        onChanged={jest.fn()}
        onDeleted={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    expect(screen.queryByTestId('user-role')).toBeNull();
    unmount();
  }
});

test('the system administrator is offered every role, the staff roles among them', () => {
  show({ id: 1, type: 'admin' });
  expect(offeredRoles()).toEqual([
    'System administrator',
    'Control team',
    'External technical team',
    'Data application department',
    'Sales',
    'Pre-sales',
    'Customer',
  ]);
});
