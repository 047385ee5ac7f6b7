import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Box, List, ListItemText, ListSubheader } from '@mui/material';
import { ACCOUNT_AREA_TITLE, accountMenuFor } from '../domain';
import { roleGroupAtom } from '../session';
import { MenuLink, SideMenuFrame, TitledPage } from './SideMenuFrame';
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
    <SideMenuFrame
      title={ACCOUNT_AREA_TITLE[lang]}
      menu={
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
      }
    >
      {children}
    </SideMenuFrame>
  );
}

/** A page of the account area: the frame and the page's heading (its title, as the document title says). */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AccountLayout>
      <TitledPage title={title}>{children}</TitledPage>
    </AccountLayout>
  );
}
