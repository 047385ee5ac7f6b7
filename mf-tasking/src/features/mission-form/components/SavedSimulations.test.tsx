/**
 * The saved simulations' list when its call gets no answer (docs/requirements.md §8), asked through the portal's HTTP
 * client (only the network is stood in for): the network failure in the page's language with a retry, in place of
 * "no saved simulations" and without a notice; Retry lists them.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { NETWORK_FAILURE } from '@portal/shared/http';
import { i18n } from '@portal/shared/i18n';
import { collectNotices, standInNetwork } from '@portal/shared/testing';
import { NS } from '../../../i18n';
import { SavedSimulations } from './SavedSimulations';

const SAVED = {
  id: 7,
  name: 'Wuhan port',
  tag: 'SIM-7',
  created_at: '2026-12-01T02:00:00Z',
  opportunity_count: 3,
};

let reachable = false;
standInNetwork(() =>
  reachable ? { status: 200, body: { code: 0, msg: 'ok', data: [SAVED], total: 1 } } : 'network-down',
);
const notices = collectNotices();

for (const lang of ['zh', 'en'] as const)
  test(`no answer: the network failure in ${lang} in place of the list, no notice, and Retry lists them`, async () => {
    reachable = false;
    await act(async () => {
      await i18n.changeLanguage(lang);
    });
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <SavedSimulations open onClose={() => {}} onOpen={() => {}} lang={lang} />
        </I18nextProvider>,
      );
    });
    const dialog = screen.getByTestId('saved-simulations');
    const failure = within(dialog).getByRole('alert');
    expect(failure.textContent).toContain(NETWORK_FAILURE[lang]);
    expect(dialog.textContent).not.toContain(i18n.getFixedT(lang, NS)('noSimulations'));
    expect(notices).toEqual([]);

    reachable = true;
    await act(async () => {
      fireEvent.click(within(failure).getByRole('button', { name: lang === 'zh' ? '重试' : 'Retry' }));
    });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(
      within(dialog)
        .getAllByTestId('simulation-row')
        .map((r) => r.getAttribute('data-id')),
    ).toEqual(['7']);
  });
