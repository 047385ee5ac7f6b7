/**
 * Planning an order (staff, while its state allows it and it is not suspended): the passes over its target in a
 * table and on the globe, ticked to anchor one task on each. "Plan N tasks" sends them; when the conflict check
 * refuses some, their conflicts are listed and "Plan anyway" sends them again accepting the conflicts.
 */
import { useTranslation } from 'react-i18next';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import type { Mission } from '@portal/shared/domain/missions';
import { formatDateTime } from '@portal/shared/i18n';
import { ErrorState, notify, useLang } from '@portal/shared/ui';
import type { PlanningState } from '../hooks/use-planning';
import { OpportunitiesTable } from './OpportunitiesTable';
import { PlanningGlobe } from './PlanningGlobe';
import '../i18n';

export function PlanningPanel({ mission, planning }: { mission: Mission; planning: PlanningState }) {
  const { t } = useTranslation('missionAdmin');
  const lang = useLang();
  const p = planning;
  const count = p.selected.size;

  const plan = async (acceptConflicts: boolean) => {
    if (await p.plan(acceptConflicts)) notify('success', t('planDone'));
  };
  const rowOf = (key: string) => p.rows.find((r) => r.key === key);

  return (
    <Box data-testid="planning-panel">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('planningHint')}
      </Typography>
      {p.loading && (
        <Box sx={{ mb: 1 }} aria-live="polite">
          <LinearProgress />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('planningLoading')}
          </Typography>
        </Box>
      )}
      {p.loadError && (
        <ErrorState message={t('planningFailed', { message: p.loadError })} onRetry={p.retry} />
      )}
      {!p.loading && !p.loadError && p.rows.length === 0 && (
        <Typography color="text.secondary" data-testid="plan-no-opportunities">
          {t('noOpportunities')}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        {p.rows.length > 0 && (
          <OpportunitiesTable
            rows={p.rows}
            selected={p.selected}
            onToggle={p.toggle}
            onToggleAll={p.setAll}
          />
        )}
        <PlanningGlobe mission={mission} rows={p.rows} selected={p.selected} onToggle={p.toggle} />
      </Box>

      {p.conflicts && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="plan-conflicts">
          <AlertTitle>{t('planConflictTitle')}</AlertTitle>
          <List dense disablePadding>
            {p.conflicts.map((c) => {
              const row = rowOf(c.key);
              const o = row?.opportunity;
              return (
                <ListItem key={c.key} disableGutters sx={{ display: 'block' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {o
                      ? `${row.index + 1}. ${o.satellite_id} ${formatDateTime(o.imaging_start, lang)}`
                      : c.key}
                    {c.message ? ` — ${c.message}` : ''}
                  </Typography>
                  {c.conflicts.map((k) => (
                    <Typography key={`${k.task_id}-${k.kind}`} variant="caption" component="div">
                      {t(k.kind === 'time' ? 'conflictTime' : 'conflictLook', { task: k.task })}
                    </Typography>
                  ))}
                </ListItem>
              );
            })}
          </List>
        </Alert>
      )}
      {p.planError && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="plan-error">
          {p.planError}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button
          variant="contained"
          disabled={count === 0 || p.busy}
          onClick={() => void plan(false)}
          data-testid="plan-submit"
        >
          {count ? t('planSubmit', { count }) : t('planSubmitNone')}
        </Button>
        {p.conflicts && (
          <Button
            variant="outlined"
            color="warning"
            disabled={count === 0 || p.busy}
            onClick={() => void plan(true)}
            data-testid="plan-anyway"
          >
            {t('planAnyway')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
