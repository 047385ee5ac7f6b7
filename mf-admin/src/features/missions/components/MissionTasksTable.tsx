/** The planning tasks of an order, by imaging time: each leads to its page (tasksadmin/taskdetail/{id}). */
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@portal/shared/router';
import { Chip, Link, Typography } from '@mui/material';
import { IMG_MODES, enumLabel } from '@portal/shared/domain';
import type { Task } from '@portal/shared/domain/tasks';
import { CompactTime, orderStateLabel } from '@portal/shared/i18n';
import { DataTable, useLang, type DataColumn } from '@portal/shared/ui';
import { taskDetailPath } from '../state/paths';
import '../i18n';

export function MissionTasksTable({ tasks }: { tasks: readonly Task[] }) {
  const { t } = useTranslation('missionAdmin');
  const lang = useLang();
  if (!tasks.length)
    return (
      <Typography color="text.secondary" data-testid="mission-tasks">
        {t('noTasks')}
      </Typography>
    );
  const columns: DataColumn<Task>[] = [
    {
      key: 'task',
      header: t('taskNo'),
      cell: (task) => (
        <Link component={RouterLink} to={taskDetailPath(task.id)} data-testid={`task-link-${task.id}`}>
          {task.task}
        </Link>
      ),
    },
    { key: 'satellite', header: t('col.satellite'), cell: (task) => task.anchoring_satellite },
    {
      key: 'mode',
      header: t('field.img_mode'),
      cell: (task) => enumLabel(IMG_MODES, task.imaging_mode, lang),
    },
    {
      key: 'time',
      header: t('imagingTime'),
      cell: (task) => <CompactTime iso={task.imaging_time} lang={lang} seconds />,
    },
    {
      key: 'duration',
      header: t('duration'),
      align: 'right',
      cell: (task) => task.imaging_duration.toFixed(1),
    },
    {
      key: 'look',
      header: t('lookAngle'),
      cellProps: { sx: { whiteSpace: 'nowrap' } },
      cell: (task) =>
        `${t(`sideValue.${task.anchoring_left_right}`)} ${task.anchoring_center_look_angle.toFixed(1)}°`,
    },
    { key: 'direction', header: t('direction'), cell: (task) => t(`directionValue.${task.orbit_direction}`) },
    { key: 'orbit', header: t('orbit'), align: 'right', cell: (task) => task.anchoring_orbit },
    {
      key: 'state',
      header: t('col.state'),
      cell: (task) => (
        <>
          <span data-testid={`task-state-${task.id}`}>{orderStateLabel(task.task_state, lang)}</span>{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            {task.task_state}
          </Typography>
          {task.late && (
            <Chip size="small" color="error" label={t('late')} sx={{ ml: 0.5 }} variant="outlined" />
          )}
        </>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={tasks}
      rowKey={(task) => task.id}
      rowProps={(task) => ({ 'data-testid': `task-row-${task.id}` })}
      testId="mission-tasks"
      container
    />
  );
}
