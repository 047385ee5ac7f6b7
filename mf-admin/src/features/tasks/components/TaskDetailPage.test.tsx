/** The staff task page shows every field of spec §3's task it has, the customer's sales person and the demand ID among them. */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@portal/shared/router';
import type { TaskDetail } from '@portal/shared/domain/tasks';
import { taskDetail } from '@portal/shared/http/tasks';
import { i18n } from '@portal/shared/i18n';
import { TASK } from '../../../common/taskFixture';
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
