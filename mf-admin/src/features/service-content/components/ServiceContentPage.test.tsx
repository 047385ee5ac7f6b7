/**
 * The content editor against a mocked API: the pages load into tabs, an edit on two pages is saved in one batch
 * of only the changed fields, the server's field errors show under their field on their page, and a call that got
 * no answer says so.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import type { EffectContent } from '@portal/shared/domain/effect';
import { ApiError } from '@portal/shared/http';
import { i18n } from '@portal/shared/i18n';
import { collectNotices } from '@portal/shared/testing';
import { listEffectContent, saveEffectContent } from '../api';
import { contentPage } from '../state/test-pages';
import { ServiceContentPage } from './ServiceContentPage';

jest.mock('../api', () => ({ listEffectContent: jest.fn(), saveEffectContent: jest.fn() }));
const mocked = (f: unknown) => f as jest.Mock;

const page = (id: number, service: EffectContent['service'], title: string) =>
  contentPage(id, service, { title_zh: title, title_en: title });
const PAGES = [page(1, 'introduce', 'Application services'), page(2, 'oilSpill', 'Oil spills')];

const notices = collectNotices();
beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  jest.clearAllMocks();
  mocked(listEffectContent).mockResolvedValue(PAGES);
});

const open = () =>
  render(
    <MemoryRouter initialEntries={['/personalCenter/effectContent']}>
      <ServiceContentPage />
    </MemoryRouter>,
  );
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

test('edits on two pages are saved in one batch of the changed fields only', async () => {
  open();
  await screen.findByTestId('effect-page-introduce');
  const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  expect(save.disabled).toBe(true);
  fireEvent.change(field('Title (English)'), { target: { value: 'Services' } });
  fireEvent.click(screen.getByTestId('effect-tab-oilSpill'));
  await screen.findByTestId('effect-page-oilSpill');
  fireEvent.change(field('Demonstration sample image ids'), { target: { value: '7, 5' } });
  expect(screen.getByTestId('effect-changes').textContent).toBe('2 page(s) changed');

  const saved = [
    { ...PAGES[0], title_en: 'Services' },
    { ...PAGES[1], sample_ids: [7, 5] },
  ];
  mocked(saveEffectContent).mockResolvedValue({ pages: saved, message: 'Saved' });
  await act(async () => fireEvent.click(save));
  expect(saveEffectContent).toHaveBeenCalledWith([
    { id: 1, title_en: 'Services' },
    { id: 2, sample_ids: [7, 5] },
  ]);
  expect(notices.map((n) => [n.severity, n.message])).toEqual([['success', 'Saved']]);
  expect(screen.getByTestId('effect-changes').textContent).toBe('No changes');
});

test("sample ids that are not numbers are flagged and not sent; the server's field error shows under its field", async () => {
  open();
  await screen.findByTestId('effect-page-introduce');
  fireEvent.change(field('Demonstration sample image ids'), { target: { value: '1, x' } });
  expect(screen.getByText('Sample image ids are positive whole numbers separated by commas')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

  fireEvent.change(field('Demonstration sample image ids'), { target: { value: '1, 2' } });
  fireEvent.change(field('Title (Chinese)'), { target: { value: ' ' } });
  mocked(saveEffectContent).mockRejectedValue(
    new ApiError('Required', 400, 400, [{ field: 'data.0.title_zh', message: 'This field is required' }]),
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(screen.getByText('This field is required')).toBeTruthy();
  expect(notices).toEqual([]);
});

test('a save that got no answer says so; a list that could not load offers to retry', async () => {
  open();
  await screen.findByTestId('effect-page-introduce');
  fireEvent.change(field('Summary (English)'), { target: { value: 'New' } });
  mocked(saveEffectContent).mockRejectedValue(new ApiError('Network Error', 0, -1, [], true));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(notices.map((n) => n.message)).toEqual([
    'The server could not be reached; check your connection and try again',
  ]);

  mocked(listEffectContent).mockRejectedValueOnce(new ApiError('Network Error', 0, -1, [], true));
  open();
  const error = await screen.findByTestId('error-state');
  expect(error.textContent).toContain('The server could not be reached');
  fireEvent.click(screen.getByRole('button', { name: /retry/i }));
  await waitFor(() => expect(listEffectContent).toHaveBeenCalledTimes(3));
});
