/**
 * The tasking orders' columns of each audience (shared/src/grid/mission-columns.tsx): staff's and sales' thirteen,
 * the customer's ten, each with its header, width and the order its columns hide in when the list does not fit,
 * and the cells a reader clicks: staff's order number links to the order's page, sales' and the customer's open the
 * detail in place, the customer's edit link is there while the order waits for review.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import type { Mission } from '../../src/domain/missions';
import { columnsToHide } from '../../src/grid/fit-columns';
import {
  MISSION_GRID_HIDE_ORDER,
  MISSION_HIDE_ORDER,
  missionColumns,
  type MissionColumnOptions,
} from '../../src/grid/mission-columns';
import { ServerGrid } from '../../src/grid/ServerGrid';
import { i18n } from '../../src/i18n';
import { MemoryRouter } from '../../src/router';
import { MISSION } from '../fixtures';
import { stubResizeObserver } from '../fixtures/layout';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  stubResizeObserver(() => 3000);
});

/** The headers mf-admin's list names in its own words (the others are the fields' labels). */
const STAFF: Omit<MissionColumnOptions, 'audience' | 'lang'> = {
  headers: {
    anchoring_satellite: 'Satellite',
    id_date_1: 'Window',
    order_state: 'State',
    steps: 'Progress',
    task_count: 'Tasks',
  },
  detailPath: (id) => `/personalCenter/missionadmin/detail/${id}`,
  suspendedLabel: 'Suspended',
  sortable: (field) => ['create_time', 'id_date_1', 'priority', 'order_state'].includes(field),
};
const CUSTOMER: Omit<MissionColumnOptions, 'audience' | 'lang'> = {
  headers: { actions: 'Actions', id_date_1: 'Imaging window', steps: 'Progress' },
  edit: { href: (id) => `/programOrder/${id}`, label: 'Edit' },
};

const sizeOf = (c: GridColDef<Mission>) => (c.flex ? `flex ≥ ${c.minWidth}` : c.width);
const table = (cols: GridColDef<Mission>[]) => cols.map((c) => [c.field, c.headerName, sizeOf(c)]);

test('staff and sales: thirteen columns, sortable where the server sorts', () => {
  const cols = missionColumns({ ...STAFF, audience: 'staff', lang: 'en' });
  expect(table(cols)).toEqual([
    ['order_no', 'Order no.', 170],
    ['username', 'Customer', 110],
    ['target_name', 'Target name', 'flex ≥ 120'],
    ['anchoring_satellite', 'Satellite', 150],
    ['img_mode', 'Imaging mode', 120],
    ['id_date_1', 'Window', 200],
    ['priority', 'Priority', 80],
    ['task_nature', 'Task nature', 130],
    ['order_state', 'State', 200],
    ['steps', 'Progress', 140],
    ['task_count', 'Tasks', 70],
    ['suspended', 'Suspended', 100],
    ['create_time', 'Created', 140],
  ]);
  expect(cols.filter((c) => c.sortable).map((c) => c.field)).toEqual([
    'id_date_1',
    'priority',
    'order_state',
    'create_time',
  ]);
  expect(table(missionColumns({ ...STAFF, audience: 'sales', lang: 'en' }))).toEqual(table(cols));
  const zh = missionColumns({ ...STAFF, audience: 'staff', lang: 'zh' });
  expect(zh.find((c) => c.field === 'order_state')?.width).toBe(170);
});

test('the customer: ten columns, the edit link second, the cost before the creation time', () => {
  const cols = missionColumns({ ...CUSTOMER, audience: 'customer', lang: 'en' });
  expect(table(cols)).toEqual([
    ['order_no', 'Order no.', 160],
    ['actions', 'Actions', 80],
    ['target_name', 'Target name', 'flex ≥ 120'],
    ['anchoring_satellite', 'Anchoring satellite', 150],
    ['img_mode', 'Imaging mode', 140],
    ['id_date_1', 'Imaging window', 200],
    ['order_state', 'State', 200],
    ['steps', 'Progress', 140],
    ['cost_fen', 'Cost', 130],
    ['create_time', 'Created', 140],
  ]);
  expect(cols.some((c) => 'sortable' in c)).toBe(false);
  const zh = missionColumns({ ...CUSTOMER, audience: 'customer', lang: 'zh' });
  expect(zh.find((c) => c.field === 'order_state')?.width).toBe(140);
});

test('each audience hides its columns in its own order; the order number, state and progress always stay', () => {
  const hideAll = (cols: GridColDef<Mission>[], order: readonly string[]) =>
    Object.keys(columnsToHide(cols, order, 1));
  const staff = missionColumns({ ...STAFF, audience: 'staff', lang: 'en' });
  expect(hideAll(staff, MISSION_GRID_HIDE_ORDER)).toEqual([
    'img_mode',
    'task_nature',
    'anchoring_satellite',
    'task_count',
    'priority',
    'id_date_1',
    'suspended',
    'username',
    'target_name',
  ]);
  const customer = missionColumns({ ...CUSTOMER, audience: 'customer', lang: 'en' });
  expect(hideAll(customer, MISSION_HIDE_ORDER)).toEqual([
    'img_mode',
    'anchoring_satellite',
    'id_date_1',
    'create_time',
    'target_name',
  ]);
  // One column too many hides only the first named.
  const width = customer.reduce((sum, c) => sum + (c.flex ? c.minWidth! : c.width!), 0);
  expect(columnsToHide(customer, MISSION_HIDE_ORDER, width - 1)).toEqual({ img_mode: false });
});

async function showGrid(options: MissionColumnOptions, rows: Mission[]) {
  await act(async () => {
    render(
      <MemoryRouter>
        <ServerGrid
          rows={rows}
          columns={missionColumns(options)}
          hideOrder={[]}
          testId="missions-grid"
          empty={{ title: 'Nothing' }}
          disableVirtualization
          autoHeight
        />
      </MemoryRouter>,
    );
  });
  return screen.getByTestId('missions-grid');
}

test("staff: the order number links to the order's page; the state shows its code; a suspended order says so", async () => {
  const grid = await showGrid({ ...STAFF, audience: 'staff', lang: 'en' }, [{ ...MISSION, suspended: true }]);
  const link = within(grid).getByTestId('mission-link-7');
  expect(link.getAttribute('href')).toBe('/personalCenter/missionadmin/detail/7');
  expect(link.textContent).toBe(MISSION.order_no);
  expect(within(grid).getByTestId('mission-state-7').textContent).toBe('Tasking order pending review');
  expect(within(grid).getByTestId('mission-suspended-7').textContent).toBe('Suspended');
});

test('sales: the order number opens the detail in place', async () => {
  const onOpen = jest.fn();
  const grid = await showGrid({ ...STAFF, audience: 'sales', lang: 'en', onOpen }, [MISSION]);
  expect(within(grid).queryByTestId('mission-link-7')).toBeNull();
  fireEvent.click(within(grid).getByTestId('mission-open-7'));
  expect(onOpen).toHaveBeenCalledWith(7);
});

test('the customer: the order number opens the detail; only an order waiting for review has its edit link', async () => {
  const onOpen = jest.fn();
  const grid = await showGrid({ ...CUSTOMER, audience: 'customer', lang: 'en', onOpen }, [
    MISSION,
    { ...MISSION, id: 8, order_no: 'TO20261201000008', editable: false, order_state: 102 },
  ]);
  fireEvent.click(within(grid).getByTestId('mission-detail-8'));
  expect(onOpen).toHaveBeenCalledWith(8);
  expect(within(grid).getByTestId('mission-edit-7').getAttribute('href')).toBe('/programOrder/7');
  expect(within(grid).getByTestId('mission-edit-7').textContent).toBe('Edit');
  expect(within(grid).queryByTestId('mission-edit-8')).toBeNull();
  expect(within(grid).getAllByRole('gridcell', { name: /1,800\.00/ })).toHaveLength(2);
});
