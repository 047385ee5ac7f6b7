/** The words MUI's components write themselves follow the page's language (the theme carries MUI's translation). */
import { act, render, screen } from '@testing-library/react';
import { Autocomplete, TextField } from '@mui/material';
import { i18n } from '../../src/i18n';
import { PortalProviders } from '../../src/ui/PortalProviders';

const picker = () => (
  <PortalProviders cacheKey="test">
    <Autocomplete
      options={['TY-38', 'TY-39']}
      renderInput={(params) => <TextField {...params} label="satellite" />}
    />
  </PortalProviders>
);

test('an Autocomplete says 打开 in Chinese and Open in English, following a switch', async () => {
  await i18n.changeLanguage('zh');
  render(picker());
  expect(screen.getByRole('button', { name: '打开' })).toBeTruthy();
  await act(() => i18n.changeLanguage('en'));
  expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: '打开' })).toBeNull();
});
