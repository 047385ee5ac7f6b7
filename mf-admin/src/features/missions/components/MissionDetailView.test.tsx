/**
 * The detail view against a mocked API: the state label, the actions its state allows, review, planning with a
 * conflict planned anyway, a change someone else made first (409), a missing order, and sales commenting.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import type { MissionDetail } from '@portal/shared/domain/missions';
import { ApiError, missionDetail } from '@portal/shared/http';
import {
  commentMission,
  planningOpportunities,
  planTasks,
  reviewMission,
  tasksOfMission,
} from '@portal/shared/http/tasks';
import { i18n } from '@portal/shared/i18n';
import { MISSION, TASK, opportunity } from '@portal/shared/testing';
import { MissionDetailView } from './MissionDetailView';

jest.mock('@portal/shared/http', () => ({
  ...jest.requireActual('@portal/shared/http'),
  missionDetail: jest.fn(),
}));
jest.mock('@portal/shared/http/tasks', () => ({
  tasksOfMission: jest.fn(),
  reviewMission: jest.fn(),
  planningOpportunities: jest.fn(),
  planTasks: jest.fn(),
  commentMission: jest.fn(),
  transitionMission: jest.fn(),
  updateMissionStaffFields: jest.fn(),
  suspendMissions: jest.fn(),
  sendMissionGoods: jest.fn(),
  syncMission: jest.fn(),
}));
// No Cesium in a unit test: the globe is a placeholder.
jest.mock('@portal/shared/globe', () => ({
  ...jest.requireActual('@portal/shared/globe'),
  Globe: () => require('react').createElement('div', { 'data-testid': 'globe' }),
}));

const detailOf = (extra: Partial<MissionDetail> = {}): MissionDetail => ({
  ...MISSION,
  history: [],
  planned_imaging: [],
  products: [],
  staff_comments: [],
  ...extra,
});
const env = <T,>(data: T[]) => ({ code: 0, msg: 'ok', data });

const mocked = <F extends (...args: never[]) => unknown>(f: F) => f as unknown as jest.Mock;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  jest.clearAllMocks();
  mocked(tasksOfMission).mockResolvedValue(env([]));
  mocked(planningOpportunities).mockResolvedValue(env([]));
});

const show = (audience: 'staff' | 'sales' = 'staff') =>
  render(
    <MemoryRouter>
      <MissionDetailView missionId={7} audience={audience} />
    </MemoryRouter>,
  );

test('pending review: accepted, the order is created and its passes offered for planning', async () => {
  mocked(missionDetail)
    .mockResolvedValueOnce(detailOf())
    .mockResolvedValue(detailOf({ order_state: 102, version: 6 }));
  mocked(reviewMission).mockResolvedValue(MISSION);
  mocked(planningOpportunities).mockResolvedValue(env([opportunity(0), opportunity(1, { planned: true })]));
  show();

  expect((await screen.findByTestId('mission-state')).textContent).toMatch(/^Tasking order pending review$/);
  expect(screen.getByTestId('review-reject')).toBeTruthy();
  expect(screen.queryByTestId('plan-opportunities')).toBeNull();
  expect(screen.queryByTestId('manual-state-1031')).toBeNull();

  fireEvent.click(screen.getByTestId('review-accept'));
  await act(async () => fireEvent.click(await screen.findByTestId('action-confirm')));
  expect(reviewMission).toHaveBeenCalledWith(7, 4, true, undefined);
  await waitFor(() => expect(screen.getByTestId('mission-state').textContent).toMatch(/^Order created$/));
  expect(screen.getByTestId('manual-state-1032')).toBeTruthy();

  const table = await screen.findByTestId('plan-opportunities');
  expect((within(table).getByTestId('opportunity-1') as HTMLInputElement).disabled).toBe(true);
  expect((screen.getByTestId('plan-submit') as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(within(table).getByTestId('opportunity-0'));
  expect(screen.getByTestId('plan-submit').textContent).toContain('Plan 1 task');
});

test('planning refused for a conflict lists it and plans anyway on request', async () => {
  mocked(missionDetail).mockResolvedValue(detailOf({ order_state: 102, version: 6 }));
  const opp = opportunity(0, { conflicts: [{ task_id: 5, task: 'T-5', kind: 'time' }] });
  mocked(planningOpportunities).mockResolvedValue(env([opp]));
  mocked(planTasks)
    .mockRejectedValueOnce(
      new ApiError('Conflicts with planned tasks', 422, 422, [
        { field: 'keys.0', message: 'Conflicts with planned tasks' },
      ]),
    )
    .mockResolvedValue(env([TASK]));
  show();

  fireEvent.click(await screen.findByTestId('opportunity-0'));
  await act(async () => fireEvent.click(screen.getByTestId('plan-submit')));
  expect(planTasks).toHaveBeenLastCalledWith(7, 6, [opp.key], false);
  expect((await screen.findByTestId('plan-conflicts')).textContent).toContain(
    'Too close in time to task T-5',
  );

  await act(async () => fireEvent.click(screen.getByTestId('plan-anyway')));
  expect(planTasks).toHaveBeenLastCalledWith(7, 6, [opp.key], true);
  await waitFor(() => expect(screen.queryByTestId('plan-conflicts')).toBeNull());
  // The order, its tasks and the passes are loaded again.
  expect(mocked(missionDetail).mock.calls.length).toBeGreaterThanOrEqual(2);
  await waitFor(() => expect(mocked(planningOpportunities).mock.calls.length).toBeGreaterThanOrEqual(2));
});

test('a change someone else made first reloads the order and says so', async () => {
  mocked(missionDetail).mockResolvedValue(detailOf());
  mocked(reviewMission).mockRejectedValue(new ApiError('Changed by bob', 409, 409));
  show();

  fireEvent.click(await screen.findByTestId('review-reject'));
  const confirm = await screen.findByTestId('action-confirm');
  expect((confirm as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(screen.getByTestId('action-reason'), { target: { value: 'Out of area' } });
  await act(async () => fireEvent.click(confirm));
  expect(reviewMission).toHaveBeenCalledWith(7, 4, false, 'Out of area');
  expect((await screen.findByTestId('conflict-alert')).textContent).toContain('changed by someone else');
  expect(mocked(missionDetail).mock.calls.length).toBe(2);
});

test('another failure stays in the dialog with the server message', async () => {
  mocked(missionDetail).mockResolvedValue(detailOf());
  mocked(reviewMission).mockRejectedValue(new ApiError('The order is suspended', 422, 422));
  show();

  fireEvent.click(await screen.findByTestId('review-accept'));
  await act(async () => fireEvent.click(await screen.findByTestId('action-confirm')));
  expect((await screen.findByTestId('action-error')).textContent).toContain('The order is suspended');
  expect(screen.queryByTestId('conflict-alert')).toBeNull();
});

test('a missing order is said once', async () => {
  mocked(missionDetail).mockRejectedValue(new ApiError('Not found', 404, 404));
  show();
  expect((await screen.findByTestId('order-not-found')).textContent).toContain(
    'This tasking order does not exist.',
  );
  expect(tasksOfMission).not.toHaveBeenCalled();
});

test('sales read and comment, and act on nothing', async () => {
  mocked(missionDetail)
    .mockResolvedValueOnce(detailOf({ order_state: 102, task_count: 2 }))
    .mockResolvedValue(
      detailOf({
        order_state: 102,
        task_count: 2,
        staff_comments: [
          { id: 1, by: 'sales', role: 'sales', text: 'Morning passes', at: '2026-11-21T00:00:00Z' },
        ],
      }),
    );
  mocked(commentMission).mockResolvedValue({ id: 1 });
  show('sales');

  expect((await screen.findByTestId('mission-detail')).textContent).toContain(MISSION.order_no);
  for (const id of [
    'review-accept',
    'review-reject',
    'plan-submit',
    'edit-staff-fields',
    'suspend-toggle',
    'send-goods',
    'sync-control',
  ])
    expect(screen.queryByTestId(id)).toBeNull();
  expect(tasksOfMission).not.toHaveBeenCalled();
  expect(planningOpportunities).not.toHaveBeenCalled();
  expect(screen.getByTestId('mission-task-count').textContent).toContain('2 tasks planned');

  fireEvent.change(screen.getByTestId('comment-input'), { target: { value: 'Morning passes' } });
  await act(async () => fireEvent.click(screen.getByTestId('comment-submit')));
  expect(commentMission).toHaveBeenCalledWith(7, 'Morning passes');
  expect(await screen.findByText('Morning passes')).toBeTruthy();
  expect(screen.getByTestId('mission-comments').textContent).toContain('sales (Sales)');
});
