import { useState, type MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import { navigateToUrl } from 'single-spa';
import { Badge, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { findOrderCenterChild, queueText, type Lang } from '@portal/shared/domain';
import { staffQueuesAtom, unreadAlertsAtom } from '@portal/shared/session';

const ALERTS = 'myAlerts';
const HREF = `/personalCenter/${ALERTS}`;

const go = (href: string) => (e: MouseEvent) => {
  e.preventDefault();
  navigateToUrl(href);
};

/**
 * The bell of a signed-in user: the number of unread alerts of tasking orders, linking to them. For staff and sales
 * it also counts the queues waiting for them (reviews, requirement notices): then it opens a menu, one line a queue,
 * each leading to its page. The count element exists only while there is something to count (MUI keeps an
 * invisible badge's last number in the page).
 */
export function AlertsBell({ lang }: { lang: Lang }) {
  const unread = useAtomValue(unreadAlertsAtom);
  const queues = useAtomValue(staffQueuesAtom);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = findOrderCenterChild(ALERTS)!.title[lang];
  const count = unread + queues.reduce((n, q) => n + q.count, 0);
  const icon = <NotificationsNoneOutlined />;
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          component="a"
          href={HREF}
          onClick={
            queues.length
              ? (e: MouseEvent<HTMLElement>) => {
                  e.preventDefault();
                  setAnchor(e.currentTarget);
                }
              : go(HREF)
          }
          aria-label={count > 0 ? `${label} (${count})` : label}
          aria-haspopup={queues.length ? 'menu' : undefined}
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
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} data-testid="header-queues">
        {queues.map((q) => (
          <MenuItem
            key={q.id}
            component="a"
            href={q.href}
            onClick={(e: MouseEvent) => {
              close();
              go(q.href)(e);
            }}
            data-testid={`queue-${q.id}`}
          >
            <ListItemText primary={queueText(q.id, q.count, lang)} />
          </MenuItem>
        ))}
        <MenuItem
          component="a"
          href={HREF}
          onClick={(e: MouseEvent) => {
            close();
            go(HREF)(e);
          }}
          data-testid="queue-alerts"
        >
          <ListItemText primary={unread > 0 ? `${label} (${unread})` : label} />
        </MenuItem>
      </Menu>
    </>
  );
}
