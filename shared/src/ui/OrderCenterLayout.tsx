import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Chip,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Paper,
  Typography,
} from '@mui/material';
import { navigateToUrl } from 'single-spa';
import { menuFor, queueText, type Lang } from '../domain';
import { roleGroupAtom, staffQueuesAtom } from '../session';

/** A link of a side menu (the order centre's, the account area's): the portal's own navigation. */
export function MenuLink({
  href,
  selected,
  children,
}: {
  href: string;
  selected?: boolean;
  children: ReactNode;
}) {
  return (
    <ListItemButton
      component="a"
      href={href}
      selected={selected}
      onClick={(e: React.MouseEvent) => {
        e.preventDefault();
        navigateToUrl(href);
      }}
    >
      {children}
    </ListItemButton>
  );
}

/**
 * The order centre's frame (docs/requirements.md §2): the side menu of the visitor's role (docs/requirements.md §6; hidden children never listed)
 * and the page. mf-order-center and mf-admin both render their pages in it. Staff and sales also see the queues
 * waiting for them (shared/domain/staff-queues.ts): a count on the menu entry that works a queue, and below the
 * menu a line for each queue whose page is not in it.
 */
export function OrderCenterLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const role = useAtomValue(roleGroupAtom);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const here = window.location.pathname;
  const queues = useAtomValue(staffQueuesAtom);
  const menu = menuFor(role).map((child) => ({ child, href: `/personalCenter/${child.path}` }));
  const offMenu = queues.filter((q) => !menu.some((m) => m.href === q.href));
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
          {t('nav.orderCenter')}
        </Typography>
        <List component="nav" aria-label={t('nav.orderCenter')} data-testid="order-center-menu">
          {menu.map(({ child, href }) => {
            const waiting = queues.find((q) => q.href === href);
            // The count sits beside the link, not in it: the link keeps the page's name.
            return (
              // A div, not an li: the menu is a nav of links, not a list (an li outside a ul fails axe's listitem rule).
              <ListItem
                key={child.path}
                component="div"
                disablePadding
                secondaryAction={
                  waiting && (
                    <Chip
                      size="small"
                      color="error"
                      label={waiting.count > 99 ? '99+' : waiting.count}
                      aria-label={queueText(waiting.id, waiting.count, lang)}
                      data-testid={`menu-queue-${waiting.id}`}
                    />
                  )
                }
              >
                <MenuLink href={href} selected={here === href || here.startsWith(`${href}/`)}>
                  <ListItemText primary={child.title[lang]} />
                </MenuLink>
              </ListItem>
            );
          })}
        </List>
        {offMenu.length > 0 && (
          <>
            <Divider />
            <List
              component="nav"
              aria-label={t('nav.queues')}
              subheader={<ListSubheader component="div">{t('nav.queues')}</ListSubheader>}
              data-testid="order-center-queues"
            >
              {offMenu.map((q) => (
                <MenuLink key={q.id} href={q.href} selected={here === q.href}>
                  <ListItemText primary={queueText(q.id, q.count, lang)} data-testid={`menu-queue-${q.id}`} />
                </MenuLink>
              ))}
            </List>
          </>
        )}
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** A page of the order centre: the frame and the page's heading (its title, as the document title says). */
export function OrderCenterPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <OrderCenterLayout>
      <Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Box>
    </OrderCenterLayout>
  );
}
