/**
 * /personalCenter/taskstate: the state board of every planning task — one column per group of states (anchored,
 * dispatched, imaged, transferred, qualified, delivered, failed, cancelled) with its count and its earliest tasks by
 * imaging time; a card opens its task, a column's count opens the task list filtered to it.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@portal/shared/router';
import { Box, Button, Card, CardActionArea, CardContent, Link, Stack, Typography } from '@mui/material';
import { findOrderCenterChild, TASK_BOARD_COLUMNS } from '@portal/shared/domain';
import type { Task } from '@portal/shared/domain/tasks';
import { listTasks } from '@portal/shared/http/tasks';
import { CompactTime } from '@portal/shared/i18n';
import { ErrorState, LoadingState, OrderCenterLayout, usePageTitle, useLang } from '@portal/shared/ui';
import { errorMessage } from '../../../common/errors';
import { TaskStateChip } from '../../../common/TaskStateChip';
import '../i18n';

/** Cards shown per column; the rest are one click away in the task list. */
const CARDS_PER_COLUMN = 8;

interface Column {
  key: string;
  total: number;
  tasks: Task[];
}

export function TaskStatePage() {
  const title = usePageTitle(findOrderCenterChild('taskstate')!.title);
  const { t } = useTranslation('operations');
  const lang = useLang();
  const [columns, setColumns] = useState<Column[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      const pages = await Promise.all(
        TASK_BOARD_COLUMNS.map((c) =>
          listTasks({ column: c.key, page: 1, size: CARDS_PER_COLUMN, sort: 'imaging_time', order: 'asc' }),
        ),
      );
      setColumns(
        TASK_BOARD_COLUMNS.map((c, i) => ({
          key: c.key,
          total: pages[i].total ?? pages[i].data.length,
          tasks: pages[i].data,
        })),
      );
    } catch (err) {
      setError(errorMessage(err));
    }
  }, []);
  useEffect(() => void load(), [load]);

  let body: React.ReactNode;
  if (error) body = <ErrorState message={error} onRetry={() => void load()} />;
  else if (!columns) body = <LoadingState />;
  else
    body = (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          gap: 2,
        }}
        data-testid="task-board"
      >
        {columns.map((col) => {
          const def = TASK_BOARD_COLUMNS.find((c) => c.key === col.key)!;
          return (
            <Box
              key={col.key}
              data-testid={`board-${col.key}`}
              sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1, minHeight: 120 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
                  {def[lang]}
                </Typography>
                <Link
                  component={RouterLink}
                  to={`/personalCenter/tasksadmin/tasks?column=${col.key}`}
                  data-testid={`board-${col.key}-count`}
                  aria-label={t('showAll', { count: col.total })}
                >
                  {col.total}
                </Link>
              </Stack>
              {col.tasks.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('columnEmpty')}
                </Typography>
              )}
              <Stack spacing={1}>
                {col.tasks.map((task) => (
                  <Card key={task.id} variant="outlined" data-testid={`board-card-${task.id}`}>
                    <CardActionArea
                      component={RouterLink}
                      to={`/personalCenter/tasksadmin/taskdetail/${task.id}`}
                    >
                      <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {task.task}
                        </Typography>
                        <Typography variant="body2" noWrap title={task.target_name} translate="no">
                          {task.target_name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" component="p">
                          {`${task.anchoring_satellite} · `}
                          <CompactTime iso={task.imaging_time} lang={lang} />
                        </Typography>
                        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
                          <TaskStateChip
                            state={task.task_state}
                            lateLabel={task.late ? t('lateTasks') : undefined}
                          />
                        </Stack>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                ))}
              </Stack>
              {col.total > col.tasks.length && (
                <Button
                  size="small"
                  component={RouterLink}
                  to={`/personalCenter/tasksadmin/tasks?column=${col.key}`}
                  sx={{ mt: 1 }}
                >
                  {t('showAll', { count: col.total })}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
    );

  return (
    <OrderCenterLayout>
      <Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', mb: 1 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <Button onClick={() => void load()} data-testid="board-refresh">
            {t('refresh')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('boardHint')}
        </Typography>
        {body}
      </Box>
    </OrderCenterLayout>
  );
}
