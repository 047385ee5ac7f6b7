/**
 * A large export runs on the server as a job: this notice follows it (polling its state), shows how far it got,
 * and offers the file when it is written. The alert in the header's bell brings the same file later.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, LinearProgress, Snackbar, Stack, Typography } from '@mui/material';
import { downloadExportJob, exportJob, type ExportJob } from '@portal/shared/http';

const POLL_MS = 1500;
const finished = (j: ExportJob) => j.state === 'completed' || j.state === 'failed' || j.state === 'cancelled';

export function ExportJobNotice({ job: started, onClose }: { job: ExportJob; onClose: () => void }) {
  const { t } = useTranslation('imageQuery');
  const [job, setJob] = useState(started);
  useEffect(() => {
    if (finished(job)) return;
    const timer = setTimeout(() => {
      exportJob(job.id).then(setJob, () => undefined);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job]);
  const percent = job.total ? Math.round((100 * job.done) / job.total) : 0;
  const severity = job.state === 'completed' ? 'success' : job.state === 'failed' ? 'error' : 'info';
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Alert
        severity={severity}
        onClose={onClose}
        data-testid="export-job"
        data-state={job.state}
        sx={{ minWidth: 320 }}
      >
        {job.state === 'completed' ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{t('exportJob.done', { total: job.total })}</Typography>
            <Button
              size="small"
              variant="contained"
              onClick={() => void downloadExportJob(job)}
              data-testid="export-job-download"
            >
              {t('exportJob.download')}
            </Button>
          </Stack>
        ) : job.state === 'failed' || job.state === 'cancelled' ? (
          t('exportJob.failed')
        ) : (
          <Stack spacing={0.5}>
            <Typography variant="body2">
              {t('exportJob.running', { done: job.done, total: job.total })}
            </Typography>
            <LinearProgress variant="determinate" value={percent} aria-label={t('exportJob.progress')} />
          </Stack>
        )}
      </Alert>
    </Snackbar>
  );
}
