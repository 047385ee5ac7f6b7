import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Box, List, ListItemText, ListSubheader, Paper, Typography } from '@mui/material';
import { ACCOUNT_AREA_TITLE, accountMenuFor } from '../domain';
import { roleGroupAtom } from '../session';
import { MenuLink } from './OrderCenterLayout';
import { useLang } from './forms';

/**
 * The account area's frame (shared/domain/account-menu.ts): its side menu, one group per section with the pages the
 * visitor's role may open, and the page. Laid out as the order centre's frame, which it stands beside.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const lang = useLang();
  const role = useAtomValue(roleGroupAtom);
  const here = window.location.pathname;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        maxWidth: 1400,
        mx: 'auto',
        p: 2,
        alignItems: 'flex-start',
        flexWrap: { xs: 'wrap', md: 'nowrap' },
      }}
    >
      <Paper variant="outlined" sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}>
        <Typography variant="subtitle2" sx={{ px: 2, pt: 2, color: 'text.secondary' }}>
          {ACCOUNT_AREA_TITLE[lang]}
        </Typography>
        <Box component="nav" aria-label={ACCOUNT_AREA_TITLE[lang]} data-testid="account-menu">
          {accountMenuFor(role).map(({ section, pages }) => (
            // A group of links, not a list (a link outside an li fails axe's list rule).
            <List
              key={section.id}
              component="div"
              role="group"
              aria-label={section.title[lang]}
              subheader={<ListSubheader component="div">{section.title[lang]}</ListSubheader>}
              data-testid={`account-section-${section.id}`}
            >
              {pages.map((page) => {
                const href = `/personalCenter/${page.path}`;
                return (
                  <MenuLink key={page.path} href={href} selected={here === href}>
                    <ListItemText primary={page.title[lang]} />
                  </MenuLink>
                );
              })}
            </List>
          ))}
        </Box>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** A page of the account area: the frame and the page's heading (its title, as the document title says). */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AccountLayout>
      <Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Box>
    </AccountLayout>
  );
}
