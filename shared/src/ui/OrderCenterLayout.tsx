import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Box, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { navigateToUrl } from 'single-spa';
import { menuFor, type Lang } from '../domain';
import { roleGroupAtom } from '../session';

/**
 * The order centre's frame (spec §2): the side menu of the visitor's role (spec §6; hidden children never listed)
 * and the page. mf-order-center and mf-admin both render their pages in it.
 */
export function OrderCenterLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const role = useAtomValue(roleGroupAtom);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
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
          {t('nav.orderCenter')}
        </Typography>
        <List component="nav" aria-label={t('nav.orderCenter')} data-testid="order-center-menu">
          {menuFor(role).map((child) => {
            const href = `/personalCenter/${child.path}`;
            return (
              <ListItemButton
                key={child.path}
                component="a"
                href={href}
                selected={here === href || here.startsWith(`${href}/`)}
                onClick={(e: React.MouseEvent) => {
                  e.preventDefault();
                  navigateToUrl(href);
                }}
              >
                <ListItemText primary={child.title[lang]} />
              </ListItemButton>
            );
          })}
        </List>
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
