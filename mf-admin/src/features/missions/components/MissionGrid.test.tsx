/**
 * The list against a mocked API: staff follow the order number to its page and suspend selected orders with a
 * reason; sales open the detail in place, also from `?open={id}`; a collect of a series is badged.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import { missionDetail } from '@portal/shared/http';
import { listStaffMissions, suspendMissions } from '@portal/shared/http/tasks';
import { i18n } from '@portal/shared/i18n';
import { MISSION } from '@portal/shared/testing';
import { MissionGrid } from './MissionGrid';
import { ProgrammedOrdersPage } from './ProgrammedOrdersPage';

jest.mock('@portal/shared/http', () => ({
  ...jest.requireActual('@portal/shared/http'),
  missionDetail: jest.fn(),
}));
jest.mock('@portal/shared/http/tasks', () => ({
  listStaffMissions: jest.fn(),
  exportStaffMissions: jest.fn(),
  suspendMissions: jest.fn(),
  tasksOfMission: jest.fn(),
  planningOpportunities: jest.fn(),
  commentMission: jest.fn(),
}));

const mocked = (f: unknown) => f as jest.Mock;
const ROWS = [
  MISSION,
  { ...MISSION, id: 8, order_no: 'TO20261201000008', suspended: true, order_state: 102 },
];

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // jsdom has no layout; the grid measures its container.
  (globalThis as Record<string, unknown>).ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  jest.clearAllMocks();
  mocked(listStaffMissions).mockResolvedValue({ code: 0, msg: 'ok', data: ROWS, total: 2 });
});

test('staff: newest first, order numbers link to their page, selected orders suspended with a reason', async () => {
  render(
    <MemoryRouter>
      <MissionGrid audience="staff" />
    </MemoryRouter>,
  );
  const grid = await screen.findByTestId('missions-grid');
  const link = await within(grid).findByRole('link', { name: MISSION.order_no });
  expect(link.getAttribute('href')).toBe('/personalCenter/missionadmin/detail/7');
  expect(listStaffMissions).toHaveBeenCalledWith({ page: 1, size: 20, sort: 'create_time', order: 'desc' });
  expect(within(grid).getByTestId('mission-state-7').textContent).toBe('Tasking order pending review');
  expect(within(grid).getByTestId('mission-suspended-8')).toBeTruthy();

  const boxes = within(grid).getAllByRole('checkbox');
  // The header's "select all", then one per row.
  fireEvent.click(boxes[1]);
  await waitFor(() => expect(screen.getByTestId('missions-selection').textContent).toBe('1 selected'));
  expect((screen.getByTestId('missions-resume') as HTMLButtonElement).disabled).toBe(true);
  mocked(suspendMissions).mockResolvedValue({ changed: 1 });
  fireEvent.click(screen.getByTestId('missions-suspend'));
  fireEvent.change(await screen.findByTestId('action-reason'), { target: { value: 'Customer asked' } });
  await act(async () => fireEvent.click(screen.getByTestId('action-confirm')));
  expect(suspendMissions).toHaveBeenCalledWith([7], true, 'Customer asked');
  await waitFor(() => expect(listStaffMissions).toHaveBeenCalledTimes(2));
});

test('sales: no selection; ?open={id} opens the read-only detail', async () => {
  mocked(missionDetail).mockResolvedValue({ ...MISSION, history: [], products: [], staff_comments: [] });
  render(
    <MemoryRouter initialEntries={['/personalCenter/allprogrammedOrderManagement?open=7']}>
      <ProgrammedOrdersPage />
    </MemoryRouter>,
  );
  const detail = await screen.findByTestId('mission-detail');
  expect(detail.textContent).toContain(MISSION.order_no);
  expect(missionDetail).toHaveBeenCalledWith(7, true);
  expect(screen.queryByTestId('review-accept')).toBeNull();
  const grid = await screen.findByTestId('missions-grid');
  await within(grid).findByTestId('mission-open-8');
  expect(within(grid).queryAllByRole('checkbox')).toHaveLength(0);
  expect(screen.queryByTestId('missions-suspend')).toBeNull();
});

test('a collect of a series carries a small badge after its number; one order none', async () => {
  const collect = { ...MISSION, id: 9, order_no: 'TO20261201000009', series_id: 3, series_index: 1 };
  mocked(listStaffMissions).mockResolvedValue({ code: 0, msg: 'ok', data: [MISSION, collect], total: 2 });
  render(
    <MemoryRouter>
      <MissionGrid audience="staff" />
    </MemoryRouter>,
  );
  const grid = await screen.findByTestId('missions-grid');
  const badge = await within(grid).findByTestId('mission-series-9');
  expect(badge.textContent).toBe('Series 2');
  expect(badge.getAttribute('title')).toBe('Collect 2 of a series of repeat collects');
  expect(within(grid).getByRole('link', { name: collect.order_no })).toBeTruthy();
  expect(within(grid).queryByTestId('mission-series-7')).toBeNull();
});

test('an imaged order near or past its delivery deadline carries a badge saying so', async () => {
  const due = '2026-12-01T12:00:00.000Z';
  const atRisk = {
    ...MISSION,
    id: 10,
    order_no: 'TO20261201000010',
    delivery_deadline: { due_at: due, state: 'at_risk' as const },
  };
  const missed = {
    ...MISSION,
    id: 11,
    order_no: 'TO20261201000011',
    delivery_deadline: { due_at: due, state: 'missed' as const },
  };
  mocked(listStaffMissions).mockResolvedValue({
    code: 0,
    msg: 'ok',
    data: [MISSION, atRisk, missed],
    total: 3,
  });
  render(
    <MemoryRouter>
      <MissionGrid audience="staff" />
    </MemoryRouter>,
  );
  const grid = await screen.findByTestId('missions-grid');
  expect((await within(grid).findByTestId('mission-deadline-10')).textContent).toBe('At risk');
  expect(within(grid).getByTestId('mission-deadline-11').textContent).toBe('Missed');
  expect(within(grid).queryByTestId(`mission-deadline-${MISSION.id}`)).toBeNull();
});
