import { useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  AppBar,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Menu,
  MenuItem,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
  type SxProps,
  type Theme,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { isAccountPath, PRODUCT_NAME, type Lang } from '@portal/shared/domain';
import { pendingCallsAtom, signedInAtom } from '@portal/shared/session';
import { currentLang, setLang } from '@portal/shared/i18n';
import { loadingRemotesAtom } from '../apps';
import { useLocationPath } from '../location';
import { useBellRefresh } from '../bell-refresh';
import { BUILD_TIME, go, ONE_LINE } from './header-parts';
import { UserMenu } from './UserMenu';

const NAV: { key: string; href: string; match: string }[] = [
  { key: 'home', href: '/', match: '/' },
  { key: 'imageQuery', href: '/imageQuery', match: '/imageQuery' },
  { key: 'programOrder', href: '/programOrder', match: '/programOrder' },
  { key: 'orderCenter', href: '/personalCenter', match: '/personalCenter' },
  { key: 'api', href: '/interFace', match: '/interFace' },
  { key: 'userGuide', href: '/userGuide', match: '/userGuide' },
  { key: 'applicationService', href: '/applicationService/introduce', match: '/applicationService' },
];

/** The name of the navigation landmark (bar or menu). */
const NAV_LABEL: Record<Lang, string> = { zh: '主导航', en: 'Main navigation' };

function isActive(path: string, match: string): boolean {
  const pathname = path.split('?')[0];
  // The account area's pages sit below /personalCenter/ but are not the order centre's.
  if (match === '/personalCenter' && isAccountPath(pathname)) return false;
  return match === '/' ? pathname === '/' : pathname === match || pathname.startsWith(`${match}/`);
}

function LoadingBar() {
  const calls = useAtomValue(pendingCallsAtom);
  const remotes = useAtomValue(loadingRemotesAtom);
  const busy = calls + remotes > 0;
  return (
    <Box sx={{ height: 3 }} data-testid="loading-bar" data-busy={busy}>
      {busy && <LinearProgress color="secondary" sx={{ height: 3 }} aria-label="loading" />}
    </Box>
  );
}

/** The portal's mark: a radar satellite's dish and its beam, in the bar's white. */
function Mark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      sx={{ width: 28, height: 28, flexShrink: 0, display: 'block' }}
    >
      <circle cx="16" cy="16" r="14.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M9 21.5a9.5 9.5 0 0 1 11.5-11.5L9 21.5z" fill="currentColor" />
      <path d="M15 17l6.5-6.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M19.5 19.5a5 5 0 0 0 3-3M22.5 22.5a9 9 0 0 0 5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </Box>
  );
}

/**
 * Below the laptop width the main navigation folds into one menu button, so the header stays one row; on a phone
 * the menu also holds Register (signed out), so that Sign in keeps its words on one line.
 */
function CompactNav({ path, withRegister }: { path: string; withRegister: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entries = [
    ...NAV.map((n) => ({
      key: n.key,
      href: n.href,
      label: t(`nav.${n.key}`),
      selected: isActive(path, n.match),
    })),
    ...(withRegister
      ? [
          {
            key: 'register',
            href: '/register',
            label: t('user.register'),
            selected: isActive(path, '/register'),
          },
        ]
      : []),
  ];
  return (
    <Box component="nav" aria-label={NAV_LABEL[currentLang()]} sx={{ flexShrink: 0 }}>
      <IconButton
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-label={t('nav.menu')}
        data-testid="nav-menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {entries.map((n) => (
          <MenuItem
            key={n.key}
            component="a"
            href={n.href}
            selected={n.selected}
            aria-current={n.selected ? 'page' : undefined}
            onClick={(e: MouseEvent) => {
              setAnchor(null);
              go(n.href)(e);
            }}
          >
            {n.label}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

/**
 * The language switch: both languages side by side, or on a phone one button to the other language (chosen by CSS,
 * so the page rendered at build time follows the screen too).
 */
function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = currentLang();
  const other: Lang = lang === 'zh' ? 'en' : 'zh';
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        lang={other === 'zh' ? 'zh-CN' : 'en'}
        onClick={() => setLang(other)}
        data-testid="lang-switch"
        title={t('lang.switch')}
        sx={
          {
            ...ONE_LINE,
            px: 1,
            borderColor: 'rgba(255,255,255,0.6)',
            display: { xs: 'inline-flex', sm: 'none' },
          } as SxProps<Theme>
        }
      >
        {t(`lang.${other}`)}
      </Button>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={lang}
        aria-label={t('lang.switch')}
        onChange={(_e, value: Lang | null) => value && setLang(value)}
        sx={{
          flexShrink: 0,
          display: { xs: 'none', sm: 'inline-flex' },
          // White on the bar's blue (6.7:1); the chosen language in the bar's blue on white.
          '& .MuiToggleButton-root': {
            color: '#fff',
            borderColor: 'rgba(255,255,255,0.6)',
            textTransform: 'none',
            whiteSpace: 'nowrap',
            py: 0.25,
          },
          '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
            color: 'primary.main',
            bgcolor: '#fff',
          },
        }}
      >
        <ToggleButton value="zh" lang="zh-CN" data-testid="lang-zh">
          {t('lang.zh')}
        </ToggleButton>
        <ToggleButton value="en" lang="en" data-testid="lang-en">
          {t('lang.en')}
        </ToggleButton>
      </ToggleButtonGroup>
    </>
  );
}

/**
 * Whether the whole navigation bar fits beside the header's other items at the current width, in the current
 * language, with the current account's items (name, balance): measured, not guessed from a breakpoint, so a long
 * username or the English labels fold the bar into the menu instead of wrapping or overflowing. `probe` is a
 * hidden copy of the bar that gives its natural width.
 */
function useNavFits(bar: RefObject<HTMLDivElement | null>, probe: RefObject<HTMLDivElement | null>): boolean {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const el = bar.current;
    const copy = probe.current;
    if (!el || !copy || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const style = getComputedStyle(el);
      const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const gap = parseFloat(style.columnGap) || 0;
      let others = 0;
      let count = 0;
      for (const child of Array.from(el.children) as HTMLElement[]) {
        if (child.dataset.navSlot !== undefined) continue;
        others += child.getBoundingClientRect().width;
        count += 1;
      }
      // A little room to spare, so sub-pixel text widths never tip the bar over.
      setFits(others + copy.offsetWidth + gap * count + 8 <= inner);
    };
    const observer = new ResizeObserver(check);
    observer.observe(el);
    observer.observe(copy);
    for (const child of Array.from(el.children)) observer.observe(child);
    const mutations = new MutationObserver(() => {
      for (const child of Array.from(el.children)) observer.observe(child);
      check();
    });
    mutations.observe(el, { childList: true });
    check();
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [bar, probe]);
  return fits;
}

function NavBar({
  path,
  probe,
  display = 'flex',
}: {
  path: string;
  probe?: RefObject<HTMLDivElement | null>;
  display?: string | Record<string, string>;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const buttons = NAV.map((n) => {
    const active = isActive(path, n.match);
    const sx: SxProps<Theme> = {
      ...ONE_LINE,
      px: 1,
      borderBottom: active ? '2px solid currentColor' : '2px solid transparent',
      borderRadius: 0,
    } as SxProps<Theme>;
    return probe ? (
      <Button key={n.key} component="span" color="inherit" tabIndex={-1} sx={sx}>
        {t(`nav.${n.key}`)}
      </Button>
    ) : (
      <Button
        key={n.key}
        color="inherit"
        href={n.href}
        onClick={go(n.href)}
        aria-current={active ? 'page' : undefined}
        sx={sx}
      >
        {t(`nav.${n.key}`)}
      </Button>
    );
  });
  if (probe)
    return (
      // Out of the flow and of sight, in a box of no size (so it never widens the page); its content keeps its width.
      <Box
        aria-hidden="true"
        data-nav-slot=""
        sx={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: 0,
          height: 0,
          overflow: 'hidden',
          visibility: 'hidden',
        }}
      >
        <Box ref={probe} sx={{ display: 'flex', width: 'max-content' }}>
          {buttons}
        </Box>
      </Box>
    );
  return (
    <Box
      component="nav"
      aria-label={NAV_LABEL[lang]}
      data-nav-slot=""
      sx={{ display, flex: 1, minWidth: 0, flexWrap: 'nowrap' }}
    >
      {buttons}
    </Box>
  );
}

export function Header() {
  const { i18n } = useTranslation();
  const path = useLocationPath();
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  // The phone layout below 600 px; the whole navigation bar wherever it fits, a menu elsewhere.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const bar = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLDivElement>(null);
  const fits = useNavFits(bar, probe);
  const compact = phone || !fits;
  const signedIn = useAtomValue(signedInAtom);
  useBellRefresh();
  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar
        ref={bar}
        sx={{ gap: { xs: 0.5, sm: 1, lg: 1.5 }, flexWrap: 'nowrap', px: { xs: 1, sm: 2 }, minWidth: 0 }}
        disableGutters
      >
        <NavBar path={path} probe={probe} />
        {(compact || BUILD_TIME) && (
          <Box data-nav-slot="" sx={{ display: BUILD_TIME ? { xs: 'flex', lg: 'none' } : 'flex' }}>
            <CompactNav path={path} withRegister={phone && !signedIn} />
          </Box>
        )}
        <Box
          component="a"
          href="/"
          onClick={go('/')}
          aria-label={PRODUCT_NAME[lang]}
          data-testid="header-brand"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            flexShrink: 0,
          }}
        >
          <Mark />
          <Typography
            component="span"
            variant="h6"
            sx={{
              display: { xs: 'none', sm: 'inline' },
              whiteSpace: 'nowrap',
              fontSize: { xs: '1rem', lg: '1.125rem' },
              lineHeight: 1.2,
            }}
          >
            {PRODUCT_NAME[lang]}
          </Typography>
        </Box>
        {BUILD_TIME && (
          <>
            <NavBar path={path} display={{ xs: 'none', lg: 'flex' }} />
            <Box data-nav-slot="" sx={{ flex: 1, display: { xs: 'block', lg: 'none' } }} />
          </>
        )}
        {!BUILD_TIME && (compact ? <Box data-nav-slot="" sx={{ flex: 1 }} /> : <NavBar path={path} />)}
        <LanguageSwitch />
        <UserMenu phone={phone} />
      </Toolbar>
      <LoadingBar />
    </AppBar>
  );
}
