import { zhCN } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import type { Lang } from '../domain';

/** The one MUI theme of the portal. */
export const portalTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0b5cad' },
    // White text on it reaches 5.3:1 (WCAG AA); the lighter #00897b gave 4.3:1.
    secondary: { main: '#00796b' },
    background: { default: '#f5f7fa' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Segoe UI", "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", Roboto, Arial, sans-serif',
    // Buttons and tabs say what their text says, in sentence case like the Chinese ones (MUI would capitalise it).
    button: { textTransform: 'none' },
  },
});

/**
 * The theme in the page's language: MUI's components write some words themselves (an Autocomplete's "Open",
 * "Close", "No options", a pager's labels, an Alert's "Close"); in Chinese they come from MUI's own translation.
 * (MUI's English locale is empty: its defaults are English.)
 */
const chineseTheme = createTheme(portalTheme, zhCN);
export const themeOf = (lang: Lang) => (lang === 'en' ? portalTheme : chineseTheme);
