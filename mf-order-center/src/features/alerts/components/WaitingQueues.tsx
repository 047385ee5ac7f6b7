/**
 * Staff's and sales' work waiting for them (shared/domain/staff-queues.ts) at the top of My alerts, the order
 * centre's landing page for them: one link a queue with something in it, to the page that works it. Nothing for a
 * customer, or when nothing waits.
 */
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { List, ListItemButton, ListItemText, ListSubheader, Paper } from '@mui/material';
import { queueText } from '@portal/shared/domain';
import { refreshStaffQueues } from '@portal/shared/http';
import { roleGroupAtom, staffQueuesAtom } from '@portal/shared/session';
import { followInPortal, useLang } from '@portal/shared/ui';

export function WaitingQueues() {
  const { t } = useTranslation();
  const lang = useLang();
  const role = useAtomValue(roleGroupAtom);
  const queues = useAtomValue(staffQueuesAtom);
  const works = role !== 'customer';
  useEffect(() => {
    // The bell's counts may be a minute old: the landing page reads them now.
    if (works) void refreshStaffQueues();
  }, [works]);
  if (!works || !queues.length) return null;
  return (
    <Paper variant="outlined" sx={{ mb: 2 }}>
      <List
        component="nav"
        aria-label={t('nav.queues')}
        subheader={<ListSubheader component="div">{t('nav.queues')}</ListSubheader>}
        data-testid="alerts-queues"
      >
        {queues.map((q) => (
          <ListItemButton
            key={q.id}
            component="a"
            href={q.href}
            onClick={followInPortal(q.href)}
            data-testid={`alerts-queue-${q.id}`}
          >
            <ListItemText primary={queueText(q.id, q.count, lang)} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
