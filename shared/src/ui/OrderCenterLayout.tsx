import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Chip, Divider, List, ListItem, ListItemText, ListSubheader } from '@mui/material';
import { menuFor, queueText, type Lang } from '../domain';
import { roleGroupAtom, staffQueuesAtom } from '../session';
import { MenuLink, SideMenuFrame, TitledPage } from './SideMenuFrame';

export { MenuLink };

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
    <SideMenuFrame
      title={t('nav.orderCenter')}
      menu={
        <>
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
                    <ListItemText
                      primary={queueText(q.id, q.count, lang)}
                      data-testid={`menu-queue-${q.id}`}
                    />
                  </MenuLink>
                ))}
              </List>
            </>
          )}
        </>
      }
    >
      {children}
    </SideMenuFrame>
  );
}

/** A page of the order centre: the frame and the page's heading (its title, as the document title says). */
export function OrderCenterPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <OrderCenterLayout>
      <TitledPage title={title}>{children}</TitledPage>
    </OrderCenterLayout>
  );
}
