import { useState, type MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  AppBar,
  Box,
  Button,
  LinearProgress,
  Menu,
  MenuItem,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { navigateToUrl } from 'single-spa';
import { PRODUCT_NAME, type Lang } from '@portal/shared/domain';
import { pendingCallsAtom, signedInAtom, userInfoAtom } from '@portal/shared/session';
import { currentLang, formatMoney, setLang } from '@portal/shared/i18n';
import { loadingRemotesAtom } from '../apps';
import { signOut } from '../signOut';
import { useLocationPath } from '../location';
import { useUnreadAlertsRefresh } from '../unreadAlerts';
import { AlertsBell } from './AlertsBell';
import { FeedbackEntry } from './FeedbackEntry';

const NAV: { key: string; href: string; match: string }[] = [
  { key: 'home', href: '/', match: '/' },
  { key: 'imageQuery', href: '/imageQuery', match: '/imageQuery' },
  { key: 'programOrder', href: '/programOrder', match: '/programOrder' },
  { key: 'orderCenter', href: '/personalCenter', match: '/personalCenter' },
  { key: 'api', href: '/interFace', match: '/interFace' },
  { key: 'userGuide', href: '/userGuide', match: '/userGuide' },
  { key: 'applicationService', href: '/applicationService/introduce', match: '/applicationService' },
];

function go(href: string) {
  return (e: MouseEvent) => {
    e.preventDefault();
    navigateToUrl(href);
  };
}

function isActive(path: string, match: string): boolean {
  const pathname = path.split('?')[0];
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

function UserMenu() {
  const { t } = useTranslation();
  const signedIn = useAtomValue(signedInAtom);
  const user = useAtomValue(userInfoAtom);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!signedIn) {
    return (
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button color="inherit" href="/login" onClick={go('/login')}>
          {t('user.login')}
        </Button>
        <Button color="inherit" variant="outlined" href="/register" onClick={go('/register')}>
          {t('user.register')}
        </Button>
      </Box>
    );
  }
  const item = (href: string, label: string) => (
    <MenuItem
      component="a"
      href={href}
      onClick={(e: MouseEvent) => {
        setAnchor(null);
        go(href)(e);
      }}
    >
      {label}
    </MenuItem>
  );
  return (
    <>
      {typeof user?.balance === 'number' && (
        <Typography
          variant="body2"
          data-testid="header-balance"
          title={t('user.balance')}
          sx={{ opacity: 0.85, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}
        >
          {formatMoney(user.balance, currentLang())}
        </Typography>
      )}
      <FeedbackEntry />
      <AlertsBell lang={currentLang()} />
      <Button
        color="inherit"
        aria-label={t('user.menu')}
        data-testid="user-menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {user?.username ?? '…'}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {item('/userInfo', t('user.userInfo'))}
        {item('/personalCenter', t('nav.orderCenter'))}
        {item('/changePassword', t('user.changePassword'))}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOut();
          }}
        >
          {t('user.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}

/** On a narrow screen the main navigation folds into one menu button, so the header stays one line. */
function CompactNav({ path }: { path: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box component="nav" aria-label="main" sx={{ flex: 1 }}>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-label={t('nav.menu')}
        data-testid="nav-menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        ☰
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {NAV.map((n) => (
          <MenuItem
            key={n.key}
            component="a"
            href={n.href}
            selected={isActive(path, n.match)}
            onClick={(e: MouseEvent) => {
              setAnchor(null);
              go(n.href)(e);
            }}
          >
            {t(`nav.${n.key}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

export function Header() {
  const { t, i18n } = useTranslation();
  const path = useLocationPath();
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  useUnreadAlertsRefresh();
  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar sx={{ gap: { xs: 1, md: 2 }, flexWrap: compact ? 'nowrap' : 'wrap' }}>
        <Typography
          variant="h6"
          component="a"
          href="/"
          onClick={go('/')}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            whiteSpace: 'nowrap',
            fontSize: { xs: '1rem', md: '1.25rem' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {PRODUCT_NAME[lang]}
        </Typography>
        {compact ? (
          <CompactNav path={path} />
        ) : (
          <Box
            component="nav"
            aria-label="main"
            sx={{ display: 'flex', gap: 0.5, flex: 1, flexWrap: 'wrap' }}
          >
            {NAV.map((n) => (
              <Button
                key={n.key}
                color="inherit"
                href={n.href}
                onClick={go(n.href)}
                aria-current={isActive(path, n.match) ? 'page' : undefined}
                sx={{
                  borderBottom: isActive(path, n.match) ? '2px solid currentColor' : '2px solid transparent',
                  borderRadius: 0,
                }}
              >
                {t(`nav.${n.key}`)}
              </Button>
            ))}
          </Box>
        )}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={currentLang()}
          aria-label={t('lang.switch')}
          onChange={(_e, value: Lang | null) => value && setLang(value)}
          sx={{
            // White on the bar's blue (6.7:1); the chosen language in the bar's blue on white.
            '& .MuiToggleButton-root': { color: '#fff', borderColor: 'rgba(255,255,255,0.6)' },
            '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
              color: 'primary.main',
              bgcolor: '#fff',
            },
          }}
        >
          <ToggleButton value="zh" data-testid="lang-zh">
            {t('lang.zh')}
          </ToggleButton>
          <ToggleButton value="en" data-testid="lang-en">
            {t('lang.en')}
          </ToggleButton>
        </ToggleButtonGroup>
        <UserMenu />
      </Toolbar>
      <LoadingBar />
    </AppBar>
  );
}
