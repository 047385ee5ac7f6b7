/** A short table of tasks (the overview's today, late and failed lists): each links to its task and its order. */
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@portal/shared/router';
import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Task } from '@portal/shared/domain/tasks';
import { CompactTime } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';
import { TaskStateChip } from '../../../common/TaskStateChip';
import '../i18n';

export function TaskTable({ tasks, testId }: { tasks: readonly Task[]; testId: string }) {
  const { t } = useTranslation('operations');
  const lang = useLang();
  if (!tasks.length)
    return (
      <Typography color="text.secondary" data-testid={testId}>
        {t('none')}
      </Typography>
    );
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{t('taskNo')}</TableCell>
          <TableCell>{t('orderNo')}</TableCell>
          <TableCell>{t('target')}</TableCell>
          <TableCell>{t('satellite')}</TableCell>
          <TableCell>{t('imagingTime')}</TableCell>
          <TableCell>{t('state')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tasks.map((task) => (
          <TableRow key={task.id} data-testid={`${testId}-row`}>
            <TableCell>
              <Link component={RouterLink} to={`/personalCenter/tasksadmin/taskdetail/${task.id}`}>
                {task.task}
              </Link>
            </TableCell>
            <TableCell>
              <Link component={RouterLink} to={`/personalCenter/missionadmin/detail/${task.mission_id}`}>
                {task.order_no}
              </Link>
            </TableCell>
            <TableCell translate="no">{task.target_name}</TableCell>
            <TableCell>{task.anchoring_satellite}</TableCell>
            <TableCell>
              <CompactTime iso={task.imaging_time} lang={lang} />
            </TableCell>
            <TableCell>
              <TaskStateChip state={task.task_state} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
