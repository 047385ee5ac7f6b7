import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material';
import { i18n, setLang } from '@portal/shared/i18n';
import { portalTheme } from '@portal/shared/ui/theme';
import { legalText } from '../legal';
import { LegalDialog } from './LegalDialog';

function open(doc: 'terms' | 'privacy', onClose = jest.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={portalTheme}>
        <LegalDialog doc={doc} onClose={onClose} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return onClose;
}

afterEach(() => setLang('zh'));

test('the Chinese and English texts have the same sections, none empty', () => {
  for (const doc of ['terms', 'privacy'] as const) {
    const zh = legalText(doc, 'zh');
    const en = legalText(doc, 'en');
    expect(zh.sections.length).toBe(en.sections.length);
    zh.sections.forEach((s, i) => {
      expect(s.paragraphs.length).toBe(en.sections[i].paragraphs.length);
      expect(s.heading.split('.')[0]).toBe(en.sections[i].heading.split('.')[0]);
    });
    for (const p of [...zh.sections, ...en.sections].flatMap((s) => s.paragraphs))
      expect(p.length).toBeGreaterThan(20);
  }
});

for (const lang of ['zh', 'en'] as const)
  test(`${lang}: the dialog shows the text it was opened for, named by its title, and closes`, () => {
    setLang(lang);
    const onClose = open('privacy');
    const text = legalText('privacy', lang);
    const dialog = screen.getByRole('dialog', { name: text.title });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(text.sections.map((s) => s.heading));
    expect(dialog.textContent).toContain(text.sections[2].paragraphs[0]);
    fireEvent.click(within(dialog).getByRole('button', { name: lang === 'zh' ? '关闭' : 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
