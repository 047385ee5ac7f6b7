/** The planning tasks of an order, by imaging time: each leads to its page (tasksadmin/taskdetail/{id}). */
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@portal/shared/router';
import {
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { IMG_MODES, enumLabel } from '@portal/shared/domain';
import type { Task } from '@portal/shared/domain/tasks';
import { CompactTime, orderStateLabel } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';
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
  return (
    <TableContainer>
      <Table size="small" data-testid="mission-tasks">
        <TableHead>
          <TableRow>
            <TableCell>{t('taskNo')}</TableCell>
            <TableCell>{t('col.satellite')}</TableCell>
            <TableCell>{t('field.img_mode')}</TableCell>
            <TableCell>{t('imagingTime')}</TableCell>
            <TableCell align="right">{t('duration')}</TableCell>
            <TableCell>{t('lookAngle')}</TableCell>
            <TableCell>{t('direction')}</TableCell>
            <TableCell align="right">{t('orbit')}</TableCell>
            <TableCell>{t('col.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tasks.map((task) => (
            <TableRow key={task.id} data-testid={`task-row-${task.id}`}>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={taskDetailPath(task.id)}
                  data-testid={`task-link-${task.id}`}
                >
                  {task.task}
                </Link>
              </TableCell>
              <TableCell>{task.anchoring_satellite}</TableCell>
              <TableCell>{enumLabel(IMG_MODES, task.imaging_mode, lang)}</TableCell>
              <TableCell>
                <CompactTime iso={task.imaging_time} lang={lang} seconds />
              </TableCell>
              <TableCell align="right">{task.imaging_duration.toFixed(1)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {`${t(`sideValue.${task.anchoring_left_right}`)} ${task.anchoring_center_look_angle.toFixed(1)}°`}
              </TableCell>
              <TableCell>{t(`directionValue.${task.orbit_direction}`)}</TableCell>
              <TableCell align="right">{task.anchoring_orbit}</TableCell>
              <TableCell>
                <span data-testid={`task-state-${task.id}`}>{orderStateLabel(task.task_state, lang)}</span>{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {task.task_state}
                </Typography>
                {task.late && (
                  <Chip size="small" color="error" label={t('late')} sx={{ ml: 0.5 }} variant="outlined" />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
