/**
 * The staff's job page against a mocked API: failed jobs listed with their kind in words, attempts and error; a
 * retry asks first, then reloads and says what the server said; another state's tab asks for that state; an empty
 * list says what would appear there; a refused retry keeps the server's message in the dialog.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import type { StaffJob } from '@portal/shared/domain/jobs';
import { ApiError } from '@portal/shared/http';
import { i18n } from '@portal/shared/i18n';
import { collectNotices } from '@portal/shared/testing';
import { listJobs, retryJob } from '../api';
import { JobsPage } from './JobsPage';

jest.mock('../api', () => ({ listJobs: jest.fn(), retryJob: jest.fn() }));
const mocked = (f: unknown) => f as jest.Mock;

const failed: StaffJob = {
  id: '6c1f1f55-7b1d-4d0e-9d7e-1f0a6d7b2c11',
  queue: 'mail',
  state: 'failed',
  attempts: 4,
  retry_limit: 3,
  error: 'connect ECONNREFUSED 127.0.0.1:25',
  created_at: '2026-11-26T08:00:00.000Z',
  started_at: '2026-11-26T08:00:01.000Z',
  finished_at: '2026-11-26T08:20:00.000Z',
};
const page = (rows: StaffJob[]) => ({ code: 0, msg: '', data: rows, total: rows.length });

const notices = collectNotices();
beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  jest.clearAllMocks();
});

const open = () =>
  render(
    <MemoryRouter initialEntries={['/personalCenter/jobs']}>
      <JobsPage />
    </MemoryRouter>,
  );

test('failed jobs show their kind, attempts and error; a retry asks, is sent, and the list reloads', async () => {
  mocked(listJobs)
    .mockResolvedValueOnce(page([failed]))
    .mockResolvedValue(page([]));
  open();
  const grid = await screen.findByTestId('jobs-grid');
  await waitFor(() => expect(grid.textContent).toContain('E-mail and SMS delivery'));
  expect(grid.textContent).toContain('4 / 4');
  expect(grid.textContent).toContain('connect ECONNREFUSED 127.0.0.1:25');
  expect(listJobs).toHaveBeenCalledWith({ state: 'failed', page: 1, size: 20 });

  mocked(retryJob).mockResolvedValue('The job will run again');
  fireEvent.click(screen.getByTestId(`job-retry-${failed.id}`));
  expect(
    screen.getByText('Try this job once more? What it already finished is not done again.'),
  ).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByTestId('action-confirm')));
  expect(retryJob).toHaveBeenCalledWith(failed.id);
  expect(notices.map((n) => [n.severity, n.message])).toEqual([['success', 'The job will run again']]);
  await waitFor(() => expect(listJobs).toHaveBeenCalledTimes(2));
  expect(await screen.findByText('No failed jobs')).toBeTruthy();
});

test("another state's tab lists that state, without a retry; a refused retry keeps the server's words", async () => {
  mocked(listJobs).mockResolvedValue(page([failed]));
  open();
  // The grid renders its rows after its first layout; on a loaded machine that can take longer than findBy's 1 s.
  await screen.findByTestId(`job-retry-${failed.id}`, {}, { timeout: 10_000 });
  mocked(retryJob).mockRejectedValue(new ApiError('Only a failed job can be retried', 409, 409));
  fireEvent.click(screen.getByTestId(`job-retry-${failed.id}`));
  await act(async () => fireEvent.click(screen.getByTestId('action-confirm')));
  expect(screen.getByTestId('action-error').textContent).toBe('Only a failed job can be retried');
  expect(notices).toEqual([]);
  fireEvent.keyDown(screen.getByTestId('action-error'), { key: 'Escape' });

  mocked(listJobs).mockResolvedValue(page([{ ...failed, state: 'completed', error: null, queue: 'export' }]));
  fireEvent.click(screen.getByTestId('job-state-completed'));
  await waitFor(() => expect(listJobs).toHaveBeenLastCalledWith({ state: 'completed', page: 1, size: 20 }));
  await waitFor(() => expect(screen.getByTestId('jobs-grid').textContent).toContain('Data export'));
  expect(screen.queryByTestId(`job-retry-${failed.id}`)).toBeNull();
});
