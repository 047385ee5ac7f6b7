/**
 * The header's user part: Sign in and Register, or the account's items and menu (the user's pages, the order centre,
 * the account area's sections, sign-out).
 */
import { useState, type MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Box, Button, IconButton, Menu, MenuItem, Typography, type SxProps, type Theme } from '@mui/material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { accountMenuFor } from '@portal/shared/domain';
import { roleGroupAtom, signedInAtom, userInfoAtom } from '@portal/shared/session';
import { currentLang, formatMoney } from '@portal/shared/i18n';
import { signOut } from '../sign-out';
import { AlertsBell } from './AlertsBell';
import { FeedbackEntry } from './FeedbackEntry';
import { BUILD_TIME, go, ONE_LINE } from './header-parts';

/**
 * Signed out: Sign in and Register. Signed in: balance, feedback, alerts, account. At build time the signed-out items
 * are rendered, and the signed-in ones into templates the first view fills in for a signed-in customer
 * (shell/src/first-view-session.ts).
 */
export function UserMenu({ phone }: { phone: boolean }) {
  const signedIn = useAtomValue(signedInAtom);
  const user = useAtomValue(userInfoAtom);
  if (!signedIn)
    return (
      <>
        <SignedOutItems />
        {BUILD_TIME && <SignedInTemplates />}
      </>
    );
  return (
    <SignedInItems
      phone={phone}
      username={user?.username ?? '…'}
      balance={typeof user?.balance === 'number' ? formatMoney(user.balance, currentLang()) : null}
    />
  );
}

function SignedOutItems() {
  const { t } = useTranslation();
  // On a phone (by CSS, so the page rendered at build time follows it too), Register moves into the navigation
  // menu: Sign in stays whole.
  return (
    <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }} data-first-view-user={BUILD_TIME ? '' : undefined}>
      <Button color="inherit" href="/login" onClick={go('/login')} sx={ONE_LINE} data-testid="header-login">
        {t('user.login')}
      </Button>
      <Button
        color="inherit"
        variant="outlined"
        href="/register"
        onClick={go('/register')}
        sx={{ ...ONE_LINE, display: { xs: 'none', sm: 'inline-flex' } } as SxProps<Theme>}
        data-testid="header-register"
      >
        {t('user.register')}
      </Button>
    </Box>
  );
}

/** The signed-in items for a phone and for a wider screen, with the user's name and balance left to fill in. */
function SignedInTemplates() {
  return (
    <>
      {(['desktop', 'phone'] as const).map((kind) => (
        <template key={kind} data-first-view-signed-in={kind}>
          <SignedInItems phone={kind === 'phone'} username="{{username}}" balance="{{balance}}" />
        </template>
      ))}
    </>
  );
}

function SignedInItems({
  phone,
  username,
  balance,
}: {
  phone: boolean;
  username: string;
  /** The balance as shown, or null for none. */
  balance: string | null;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const role = useAtomValue(roleGroupAtom);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const item = (href: string, label: string, testId?: string) => (
    <MenuItem
      key={href}
      component="a"
      href={href}
      data-testid={testId}
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
      {balance !== null && (
        <Typography
          variant="body2"
          data-testid="header-balance"
          title={t('user.balance')}
          sx={{ opacity: 0.85, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}
        >
          {balance}
        </Typography>
      )}
      <FeedbackEntry />
      <AlertsBell lang={currentLang()} />
      {phone ? (
        // On a phone the account is an icon; its menu names the user.
        <IconButton
          color="inherit"
          aria-label={`${t('user.menu')}: ${username}`}
          aria-haspopup="menu"
          data-testid="user-menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <AccountCircleOutlined />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          aria-haspopup="menu"
          title={t('user.menu')}
          data-testid="user-menu"
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={ONE_LINE}
        >
          {username}
        </Button>
      )}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {phone && (
          <MenuItem disabled data-testid="user-menu-name" sx={{ '&.Mui-disabled': { opacity: 1 } }}>
            {username}
          </MenuItem>
        )}
        {item('/userInfo', t('user.userInfo'))}
        {item('/personalCenter', t('nav.orderCenter'))}
        {/* The account area, a section each (docs/requirements.md §6 keeps them out of the order-centre menu). */}
        {accountMenuFor(role).map(({ section, href }) =>
          item(href, section.title[lang], `user-menu-account-${section.id}`),
        )}
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
