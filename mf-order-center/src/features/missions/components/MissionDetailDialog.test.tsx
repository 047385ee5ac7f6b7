/**
 * A delivered tasking order as its customer reads it (docs/requirements.md §4.6): the order's state, its five steps
 * with their own times and the planned imaging time of its pass; never the coarse mission-state code ("Unknown
 * success") or the planning tag, which are staff's. Only the network is stood in for.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material';
import { AxiosError, type AxiosAdapter } from 'axios';
import type { MissionDetail } from '@portal/shared/domain/missions';
import { http } from '@portal/shared/http';
import { i18n } from '@portal/shared/i18n';
import { MISSION as ORDER } from '@portal/shared/testing';
import { portalTheme } from '@portal/shared/ui';
import { MissionDetailDialog } from './MissionDetailDialog';

const at = (day: number, hour: number) =>
  `2026-12-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** The shared order, delivered, as its customer receives it: staff's fields empty. */
const DELIVERED = {
  ...ORDER,
  order_no: 'TO20261130000007',
  orbit_mode: 'any',
  left_right_mode: 'any',
  id_date_1: at(1, 0),
  id_date_2: at(8, 0),
  planning_tag: 'SIM-20261130-0042',
  order_state: 108,
  mission_state: 0,
  image_status: 'success',
  product_status: 'qualified',
  delivery_status: 'shipped',
  editable: false,
  create_time: at(1, 0),
  steps: [
    { key: 'order_planning', color: 'green', reached_at: at(1, 2) },
    { key: 'task_planning', color: 'green', reached_at: at(1, 3) },
    { key: 'imaging', color: 'green', reached_at: at(2, 2) },
    { key: 'quality_check', color: 'green', reached_at: at(2, 6) },
    { key: 'delivery', color: 'green', reached_at: at(3, 1) },
  ],
  classified: null,
  mgcType: null,
  task_mode: null,
  interfere: null,
  admin: null,
  status_description: null,
  sales: null,
  task_count: 1,
  version: 9,
  history: [],
  planned_imaging: [{ imaging_time: '2026-12-02T02:15:30.000Z', satellite: 'TY-39' }],
  products: [],
  staff_comments: [],
} satisfies MissionDetail;

let answer: MissionDetail = DELIVERED;
const adapter: AxiosAdapter = async (config) => ({
  data: { code: 0, msg: 'ok', data: [answer] },
  status: 200,
  statusText: '',
  headers: {},
  config,
});
beforeEach(() => {
  http.defaults.adapter = adapter;
  answer = DELIVERED;
});

async function show(lang: 'zh' | 'en') {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={portalTheme}>
        <MissionDetailDialog missionId={7} onClose={() => undefined} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}
async function open(lang: 'zh' | 'en') {
  await show(lang);
  return screen.findByTestId('mission-planned-imaging');
}

test('zh: the state, the five steps with their times and the planned imaging time in Beijing time; no coarse code or planning tag', async () => {
  const planned = await open('zh');
  expect(planned.textContent).toBe('计划成像时间：TY-39 2026-12-02 10:15:30 (北京时间)');
  const dialog = screen.getByTestId('mission-detail');
  expect(dialog.textContent).toContain('产品已发货');
  const steps = within(dialog)
    .getAllByTestId('step-time')
    .map((s) => s.textContent);
  expect(steps).toEqual([
    '2026-12-01 10:00:00 (北京时间)',
    '2026-12-01 11:00:00 (北京时间)',
    '2026-12-02 10:00:00 (北京时间)',
    '2026-12-02 14:00:00 (北京时间)',
    '2026-12-03 09:00:00 (北京时间)',
  ]);
  expect(dialog.textContent).not.toContain('未知成功');
  expect(dialog.textContent).not.toContain('任务状态');
  expect(dialog.textContent).not.toContain('SIM-20261130-0042');
  expect(dialog.querySelector('[data-field=mission_state], [data-field=planning_tag]')).toBeNull();
});

test('en: the planned imaging time in UTC; not yet planned, it says when it will be known', async () => {
  const planned = await open('en');
  expect(planned.textContent).toBe('Planned imaging time: TY-39 2026-12-02 02:15:30 UTC');
  const dialog = screen.getByTestId('mission-detail');
  expect(dialog.textContent).toContain('Product shipped');
  expect(dialog.textContent).not.toMatch(/Unknown success|Mission state/);
});

test('an order not planned yet says its imaging time comes with the planning', async () => {
  answer = {
    ...DELIVERED,
    order_state: 100,
    mission_state: 1,
    planned_imaging: [],
    steps: DELIVERED.steps.map((s) => ({ ...s, color: 'grey', reached_at: null })),
  };
  const planned = await open('en');
  expect(planned.textContent).toBe('Planned imaging time: Set once the task is planned');
});

test('a call without an answer says so in the page’s language, never the library’s text, and Retry loads the order', async () => {
  let unanswered = 1;
  http.defaults.adapter = async (config) => {
    if (unanswered-- > 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    return adapter(config);
  };
  await show('zh');
  const dialog = screen.getByTestId('mission-detail');
  expect(await within(dialog).findByText('网络连接失败，请检查网络后重试')).toBeTruthy();
  expect(dialog.textContent).not.toContain('Network Error');
  fireEvent.click(within(dialog).getByRole('button'));
  expect((await screen.findByTestId('mission-planned-imaging')).textContent).toContain('TY-39');
});
