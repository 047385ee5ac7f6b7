/**
 * /personalCenter/situationMonitoring: the operations overview — the counts that need attention, tasking orders
 * by step and by state, tasks by state and this week per satellite, today's, late and failed tasks, and the
 * archive orders ("other orders"), as of the time the server counted them.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@portal/shared/router';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Paper,
  Stack,
  Typography,
  useTheme,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { countAxis } from '../count-axis';
import { ARCHIVE_ORDER_STATUSES, findOrderCenterChild } from '@portal/shared/domain';
import type { Overview } from '@portal/shared/domain/tasks';
import { operationsOverview } from '@portal/shared/http/tasks';
import { formatDateTime, formatMoney, orderStateLabel, timeZoneName } from '@portal/shared/i18n';
import {
  DataTable,
  ErrorState,
  LoadingState,
  OrderCenterLayout,
  usePageTitle,
  useLang,
} from '@portal/shared/ui';
import { errorMessage } from '../../../common/errors';
import { columnChart, stepChart, weekChart, type StepColor } from '../state/overview-charts';
import { TaskTable } from './TaskTable';
import '../i18n';

/**
 * The category axis's height: room for a line of tick labels in any font (a CJK font's line is about 17 px at the
 * labels' 12 px; in MUI's default of 25 px only 16 are left for them, and a label that does not fit is not drawn).
 */
const BAND_AXIS_HEIGHT = 36;
const bandAxis = (data: string[]) => ({ scaleType: 'band' as const, data, height: BAND_AXIS_HEIGHT });

function Figure({ label, value, to, testId }: { label: string; value: number; to: string; testId: string }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 160, flex: 1 }}>
      <CardActionArea component={RouterLink} to={to}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h4" component="p" data-testid={testId}>
            {value}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function SituationMonitoringPage() {
  const title = usePageTitle(findOrderCenterChild('situationMonitoring')!.title);
  const { t } = useTranslation('operations');
  const lang = useLang();
  const theme = useTheme();
  const [overview, setOverview] = useState<Overview | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      setOverview(await operationsOverview());
    } catch (err) {
      setError(errorMessage(err));
    }
  }, []);
  // Asked again in the other language: the server counts the days in the reader's zone.
  useEffect(() => void load(), [load, lang]);

  const colors: Record<StepColor, string> = {
    green: theme.palette.success.main,
    yellow: theme.palette.warning.main,
    red: theme.palette.error.main,
    grey: theme.palette.grey[400],
  };

  let body: React.ReactNode;
  if (error) body = <ErrorState message={error} onRetry={() => void load()} />;
  else if (!overview) body = <LoadingState />;
  else {
    const steps = stepChart(overview, lang);
    const columns = columnChart(overview, lang);
    const week = weekChart(overview, lang);
    body = (
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Figure
            label={t('pendingReview')}
            value={overview.pending_review}
            to="/personalCenter/missionadmin/missionforty"
            testId="overview-pending"
          />
          <Figure
            label={t('suspended')}
            value={overview.suspended}
            to="/personalCenter/missionadmin/missionforty"
            testId="overview-suspended"
          />
          <Figure
            label={t('todayTasks')}
            value={overview.today.length}
            to="/personalCenter/taskstate"
            testId="overview-today"
          />
          <Figure
            label={t('lateTasks')}
            value={overview.late.length}
            to="/personalCenter/tasksadmin/tasks"
            testId="overview-late"
          />
          <Figure
            label={t('failedTasks')}
            value={overview.failed.length}
            to="/personalCenter/tasksadmin/tasks?column=failed"
            testId="overview-failed"
          />
        </Stack>
        {/* Side by side only where each band has room for its label. */}
        <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2}>
          <Box sx={{ flex: 1 }}>
            <Section title={t('ordersByStep')}>
              <Box data-testid="chart-steps">
                <BarChart
                  height={260}
                  xAxis={[bandAxis(steps.bands)]}
                  yAxis={[countAxis(steps.series.map((x) => x.data))]}
                  series={steps.series.map((s) => ({
                    id: s.color,
                    label: t(s.color),
                    data: s.data,
                    stack: 'steps',
                    color: colors[s.color],
                  }))}
                />
              </Box>
            </Section>
          </Box>
          <Box sx={{ flex: 1 }}>
            <Section title={t('tasksByColumn')}>
              <Box data-testid="chart-columns">
                <BarChart
                  height={260}
                  xAxis={[bandAxis(columns.bands)]}
                  yAxis={[countAxis([columns.data])]}
                  series={[{ id: 'tasks', label: t('count'), data: columns.data }]}
                  hideLegend
                />
              </Box>
            </Section>
          </Box>
        </Stack>
        <Section title={t('week', { zone: timeZoneName(lang) })}>
          {week.series.length ? (
            <Box data-testid="chart-week">
              <BarChart
                height={260}
                xAxis={[bandAxis(week.labels)]}
                yAxis={[countAxis(week.series.map((x) => x.data))]}
                series={week.series.map((s) => ({
                  id: s.satellite,
                  label: s.satellite,
                  data: s.data,
                  stack: 'week',
                }))}
              />
            </Box>
          ) : (
            <Typography color="text.secondary" data-testid="chart-week">
              {t('weekEmpty')}
            </Typography>
          )}
        </Section>
        <Section title={t('today')}>
          <TaskTable tasks={overview.today} testId="overview-today-tasks" />
        </Section>
        {/* Side by side only where two task tables fit (issue 33). */}
        <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2}>
          <Box sx={{ flex: 1 }}>
            <Section title={t('late')}>
              <TaskTable tasks={overview.late} testId="overview-late-tasks" />
            </Section>
          </Box>
          <Box sx={{ flex: 1 }}>
            <Section title={t('failed')}>
              <TaskTable tasks={overview.failed} testId="overview-failed-tasks" />
            </Section>
          </Box>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box sx={{ flex: 1 }}>
            <Section title={t('ordersByState')}>
              <DataTable
                columns={[
                  { key: 'state', header: t('state'), cell: (s) => orderStateLabel(s.state, lang) },
                  { key: 'count', header: t('count'), align: 'right', cell: (s) => s.count },
                ]}
                rows={overview.missions_by_state}
                rowKey={(s) => s.state}
                testId="overview-states"
              />
            </Section>
          </Box>
          <Box sx={{ flex: 1 }}>
            <Section title={t('archiveOrders')}>
              <DataTable
                columns={[
                  {
                    key: 'status',
                    header: t('status'),
                    cell: (o) => ARCHIVE_ORDER_STATUSES.find((s) => s.value === o.status)?.[lang] ?? o.status,
                  },
                  { key: 'count', header: t('count'), align: 'right', cell: (o) => o.count },
                  {
                    key: 'money',
                    header: t('money'),
                    align: 'right',
                    cell: (o) => formatMoney(o.money_fen, lang),
                  },
                ]}
                rows={overview.archive_orders}
                rowKey={(o) => o.status}
                testId="overview-archive"
              />
            </Section>
          </Box>
          <Box sx={{ flex: 1 }}>
            <Section title={t('deadlines')}>
              {overview.deadlines.length ? (
                <DataTable
                  columns={[
                    { key: 'week', header: t('weekOf'), cell: (w) => w.week },
                    { key: 'met', header: t('deadlinesMet'), align: 'right', cell: (w) => w.met },
                    { key: 'missed', header: t('deadlinesMissed'), align: 'right', cell: (w) => w.missed },
                  ]}
                  rows={overview.deadlines}
                  rowKey={(w) => w.week}
                  testId="overview-deadlines"
                />
              ) : (
                <Typography color="text.secondary" data-testid="overview-deadlines">
                  {t('deadlinesEmpty')}
                </Typography>
              )}
            </Section>
          </Box>
        </Stack>
      </Stack>
    );
  }

  return (
    <OrderCenterLayout>
      <Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', mb: 2 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ flex: 1 }}>
            {t('overview')}
          </Typography>
          {overview && (
            <Typography variant="body2" color="text.secondary" data-testid="overview-at">
              {t('generatedAt', { at: formatDateTime(overview.generated_at, lang) })}
            </Typography>
          )}
          <Button onClick={() => void load()} data-testid="overview-refresh">
            {t('refresh')}
          </Button>
        </Stack>
        {body}
      </Box>
    </OrderCenterLayout>
  );
}
