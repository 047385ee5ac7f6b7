import type { ReactNode } from 'react';
import { Box, ListItemButton, Paper, Typography } from '@mui/material';
import { followInPortal } from './PortalLink';

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
    <ListItemButton component="a" href={href} selected={selected} onClick={followInPortal(href)}>
      {children}
    </ListItemButton>
  );
}

/**
 * The frame the order centre and the account area share: a side menu under its area's name, and the page beside it
 * (below it on a narrow screen).
 */
export function SideMenuFrame({
  title,
  menu,
  children,
}: {
  title: string;
  menu: ReactNode;
  children: ReactNode;
}) {
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
          {title}
        </Typography>
        {menu}
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** A page in such a frame: its heading (its title, as the document title says) above it. */
export function TitledPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
