import type { MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import { navigateToUrl } from 'single-spa';
import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { findOrderCenterChild, type Lang } from '@portal/shared/domain';
import { unreadAlertsAtom } from '@portal/shared/session';

const ALERTS = 'myAlerts';
const HREF = `/personalCenter/${ALERTS}`;

/**
 * The bell of a signed-in user: the number of unread alerts of tasking orders, linking to them. The count element
 * exists only while there is something unread (MUI keeps an invisible badge's last number in the page).
 */
export function AlertsBell({ lang }: { lang: Lang }) {
  const count = useAtomValue(unreadAlertsAtom);
  const label = findOrderCenterChild(ALERTS)!.title[lang];
  const icon = <NotificationsNoneOutlined />;
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        component="a"
        href={HREF}
        onClick={(e: MouseEvent) => {
          e.preventDefault();
          navigateToUrl(HREF);
        }}
        aria-label={count > 0 ? `${label} (${count})` : label}
        data-testid="header-alerts"
        data-count={count}
      >
        {count > 0 ? (
          <Badge
            color="error"
            max={99}
            badgeContent={count}
            slotProps={{ badge: { 'data-testid': 'header-alerts-count' } as object }}
          >
            {icon}
          </Badge>
        ) : (
          icon
        )}
      </IconButton>
    </Tooltip>
  );
}
