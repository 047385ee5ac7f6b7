/** A short table of tasks (the overview's today, late and failed lists): each links to its task and its order. */
import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import type { Task } from '@portal/shared/domain/tasks';
import { CompactTime } from '@portal/shared/i18n';
import { DataTable, useLang } from '@portal/shared/ui';
import { MissionLink, TaskLink } from '../../../common/staff-links';
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
    <DataTable
      columns={[
        { key: 'task', header: t('taskNo'), cell: (task) => <TaskLink id={task.id}>{task.task}</TaskLink> },
        {
          key: 'order',
          header: t('orderNo'),
          cell: (task) => <MissionLink id={task.mission_id}>{task.order_no}</MissionLink>,
        },
        {
          key: 'target',
          header: t('target'),
          cellProps: { translate: 'no' },
          cell: (task) => task.target_name,
        },
        { key: 'satellite', header: t('satellite'), cell: (task) => task.anchoring_satellite },
        {
          key: 'time',
          header: t('imagingTime'),
          cell: (task) => <CompactTime iso={task.imaging_time} lang={lang} />,
        },
        { key: 'state', header: t('state'), cell: (task) => <TaskStateChip state={task.task_state} /> },
      ]}
      rows={tasks}
      rowKey={(task) => task.id}
      rowProps={() => ({ 'data-testid': `${testId}-row` })}
      testId={testId}
    />
  );
}
