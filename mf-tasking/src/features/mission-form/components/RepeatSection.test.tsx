/**
 * Repeat collects on the order form (docs/tasking-offer.md), through the portal's HTTP client (only the network is
 * stood in for): off, the order is one order; on, the section's choices become the `repeat` the quote is asked with
 * and the order sends (JSON text in its multipart form), and a series opens on the order centre's series. A bad
 * repeat is refused under its field in the page's language, and nothing is quoted while it is.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { MISSION_EXAMPLE } from '@portal/shared/domain/missions';
import { i18n } from '@portal/shared/i18n';
import { MISSION, inPortal, standInNetwork, type Answer } from '@portal/shared/testing';
import '../../../i18n';
import { useMissionDraft, type MissionDraft } from '../hooks/use-mission-draft';
import { useMissionQuote } from '../hooks/use-mission-quote';
import { useMissionSubmit } from '../hooks/use-mission-submit';
import { INITIAL_VALUES } from '../state/form-state';
import { MissionFormPanel } from './MissionFormPanel';
import { QUOTE } from './quote-fixture';

const navigations: string[] = [];
jest.mock('single-spa', () => ({ navigateToUrl: (url: string) => navigations.push(url) }));

/** A complete order as the form holds it (its times typed in the page's zone). */
const FILLED = {
  ...INITIAL_VALUES,
  ...MISSION_EXAMPLE,
  id_date_1: '2026-12-01T08:00',
  id_date_2: '2026-12-08T08:00',
};

const quotes: Record<string, unknown>[] = [];
const orders: FormData[] = [];
standInNetwork((config: InternalAxiosRequestConfig): Answer => {
  if (config.url === '/commodity/missions/quote/') {
    quotes.push(JSON.parse(config.data as string));
    return { status: 200, body: { code: 0, msg: 'ok', data: [QUOTE] } };
  }
  orders.push(config.data as FormData);
  const first = { ...MISSION, id: 41, series_id: 12, series_index: 0 };
  return { status: 200, body: { code: 0, msg: '编程订单已提交', data: [first] } };
});
beforeEach(() => {
  quotes.length = 0;
  orders.length = 0;
  navigations.length = 0;
});

let draft: MissionDraft;
function Order({ lang }: { lang: 'zh' | 'en' }) {
  draft = useMissionDraft(null, lang, null);
  const offer = useMissionQuote(draft, lang);
  const { busy, submit, note } = useMissionSubmit(draft, null, lang, offer);
  return (
    <MissionFormPanel
      draft={draft}
      heading="Order"
      lang={lang}
      editing={false}
      busy={busy}
      offer={offer}
      note={note}
      onSubmit={() => void submit()}
    />
  );
}

async function fill(lang: 'zh' | 'en') {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  render(inPortal(<Order lang={lang} />));
  act(() => {
    draft.setValues(FILLED);
    draft.setApplicationForm(new File(['%PDF-1.4'], 'form.pdf', { type: 'application/pdf' }));
  });
}
const section = () => within(screen.getByTestId('repeat-section'));
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const rested = () => act(() => new Promise((r) => setTimeout(r, 800)));

test('off by default: one order, no repeat sent', async () => {
  await fill('zh');
  expect(section().getByText('重复采集')).toBeTruthy();
  expect(screen.queryByTestId('repeat-count')).toBeNull();
  await waitFor(() => expect(quotes).toHaveLength(1), { timeout: 3000 });
  expect(quotes[0]).not.toHaveProperty('repeat');
});

test('every 10 days, 6 collects, same geometry: the quote and the order carry that repeat; the series opens', async () => {
  await fill('zh');
  fireEvent.click(screen.getByTestId('repeat-on'));
  expect(section().getByText(/侧视角相差不超过 ±2°/)).toBeTruthy();
  fireEvent.mouseDown(screen.getByTestId('repeat-cadence'));
  fireEvent.click(screen.getByRole('option', { name: '每 N 天' }));
  type('repeat-every-days', '10');
  type('repeat-count', '6');
  fireEvent.click(screen.getByTestId('repeat-same-geometry'));
  const repeat = { cadence: 'every_n_days', every_days: 10, count: 6, same_geometry: true };
  await waitFor(() => expect(quotes.at(-1)).toMatchObject({ repeat }), { timeout: 3000 });
  expect(quotes.at(-1)!.target_name).toBe('Port of Ningbo');

  await waitFor(() => expect((screen.getByTestId('order-submit') as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByTestId('order-submit'));
  await waitFor(() => expect(navigations).toEqual(['/personalCenter/myProgrammingOrder?series=12']));
  expect(JSON.parse(orders[0].get('repeat') as string)).toEqual(repeat);
  expect(orders[0].get('quoted_cost_fen')).toBe(String(QUOTE.total_fen));
});

test('until a day: the last instant of that day in Beijing time', async () => {
  await fill('zh');
  fireEvent.click(screen.getByTestId('repeat-on'));
  fireEvent.click(screen.getByTestId('repeat-end-until'));
  type('repeat-until', '2026-12-31');
  await waitFor(() => expect(quotes.at(-1)).toHaveProperty('repeat'), { timeout: 3000 });
  expect(quotes.at(-1)!.repeat).toEqual({
    cadence: 'weekly',
    until: '2026-12-31T23:59:59.999+08:00',
    same_geometry: false,
  });
});

test('a bad repeat is refused under its field in Chinese, and is not quoted or sent', async () => {
  await fill('zh');
  await waitFor(() => expect(quotes).toHaveLength(1), { timeout: 3000 });
  fireEvent.click(screen.getByTestId('repeat-on'));
  type('repeat-count', '61');
  expect(section().getByText('采集次数须为 2–60 的整数')).toBeTruthy();
  expect(screen.getByTestId('quote-incomplete')).toBeTruthy();
  await rested();
  expect(quotes).toHaveLength(1);
  fireEvent.click(screen.getByTestId('order-submit'));
  expect(orders).toEqual([]);

  // An end day that leaves a single collect (the first window starts on 1 December).
  fireEvent.click(screen.getByTestId('repeat-end-until'));
  type('repeat-until', '2026-12-03');
  expect(section().getByText('截至日期前至少要有 2 次采集')).toBeTruthy();
  type('repeat-until', '');
  expect(section().getByText('请选择截至日期')).toBeTruthy();
});

test('in English: the days between collects out of range', async () => {
  await fill('en');
  fireEvent.click(screen.getByTestId('repeat-on'));
  fireEvent.mouseDown(screen.getByTestId('repeat-cadence'));
  fireEvent.click(screen.getByRole('option', { name: 'Every N days' }));
  type('repeat-every-days', '91');
  expect(section().getByText('The days between collects must be a whole number from 1 to 90')).toBeTruthy();
  type('repeat-every-days', '90');
  expect(section().queryByText(/whole number/)).toBeNull();
  expect(section().getByText('1–90 days')).toBeTruthy();
});
