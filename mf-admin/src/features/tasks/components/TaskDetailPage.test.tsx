/** The staff task page shows every field of docs/requirements.md §3's task it has, the customer's sales person and the demand ID among them. */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@portal/shared/router';
import type { TaskDetail } from '@portal/shared/domain/tasks';
import { taskDetail } from '@portal/shared/http/tasks';
import { i18n } from '@portal/shared/i18n';
import { TASK } from '@portal/shared/testing';
import { TaskDetailPage } from './TaskDetailPage';

jest.mock('@portal/shared/http/tasks', () => ({
  taskDetail: jest.fn(),
  cancelTask: jest.fn(),
  deliverTasks: jest.fn(),
  receiveTasks: jest.fn(),
  syncTask: jest.fn(),
  updateTask: jest.fn(),
}));

const detail = (extra: Partial<TaskDetail> = {}) => ({ ...TASK, history: [], ...extra }) as TaskDetail;
const show = () =>
  render(
    <MemoryRouter initialEntries={['/personalCenter/tasksadmin/taskdetail/11']}>
      <Routes>
        <Route path="/personalCenter/tasksadmin/taskdetail/:id" element={<TaskDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );

test.each([
  ['en', 'Sales', 'Demand ID'],
  ['zh', '销售', '需求编号'],
] as const)('in %s: the sales person and the demand ID', async (lang, salesLabel, demandLabel) => {
  await i18n.changeLanguage(lang);
  (taskDetail as jest.Mock).mockResolvedValue(detail({ sales: 'sally', demandid: 'DM-2026-042' }));
  show();
  const sales = await screen.findByText(salesLabel);
  expect(sales.closest('tr')?.textContent).toBe(`${salesLabel}sally`);
  expect(screen.getByText(demandLabel).closest('tr')?.textContent).toBe(`${demandLabel}DM-2026-042`);
});

test('without them: a dash, not an empty cell', async () => {
  await i18n.changeLanguage('en');
  (taskDetail as jest.Mock).mockResolvedValue(detail({ sales: null, demandid: null }));
  show();
  expect((await screen.findByText('Sales')).closest('tr')?.textContent).toBe('Sales—');
  expect(screen.getByText('Demand ID').closest('tr')?.textContent).toBe('Demand ID—');
});

test.each([
  ['en', 'Coverage', 'Partial'],
  ['zh', '覆盖', '部分覆盖'],
] as const)('in %s: the coverage in words, not its code', async (lang, label, words) => {
  await i18n.changeLanguage(lang);
  (taskDetail as jest.Mock).mockResolvedValue(detail());
  show();
  expect((await screen.findByText(label)).closest('tr')?.textContent).toBe(`${label}${words}`);
});

describe('a pass still to come', () => {
  // Received by the control team, imaged at 2099-01-01 02:00 UTC (10:00 in Beijing).
  const future = () => detail({ task_state: 1024, imaging_time: '2099-01-01T02:00:00Z' });
  const button = (id: string) => screen.getByTestId(id) as HTMLButtonElement;

  test.each([
    ['zh', '成像时间为 2099-01-01 10:00:00 (北京时间)，届时才能记录成像、传输、质检和交付结果。'],
    [
      'en',
      'Imaging is at 2099-01-01 02:00:00 UTC: its imaging, transfer, quality and delivery results can be recorded from then on.',
    ],
  ] as const)(
    'in %s: the imaging results wait for it, saying when in the page’s zone',
    async (lang, reason) => {
      await i18n.changeLanguage(lang);
      (taskDetail as jest.Mock).mockResolvedValue(future());
      show();
      expect((await screen.findByTestId('task-before-imaging')).textContent).toBe(reason);
      expect(button('task-imaging-1').disabled).toBe(true);
      expect(button('task-imaging-0').disabled).toBe(true);
      expect(button('task-imaging-1').getAttribute('aria-describedby')).toBe('task-before-imaging');
      // Cancelling the imaging, or the task, needs no pass.
      expect(button('task-imaging-2').disabled).toBe(false);
      expect(button('task-cancel').disabled).toBe(false);
    },
  );

  test('once the imaging time has passed, the results can be recorded', async () => {
    await i18n.changeLanguage('en');
    (taskDetail as jest.Mock).mockResolvedValue(
      detail({ task_state: 1024, imaging_time: '2020-01-01T02:00:00Z' }),
    );
    show();
    expect((await screen.findByTestId('task-imaging-1')).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('task-before-imaging')).toBeNull();
  });
});
