/**
 * One request under review, in a side panel: who asks, what (the real name, the ID number and the document previewed;
 * or the fields to change, from and to), and — while it is pending — approve, or reject with the reason the
 * customer will read.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Divider, Drawer, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { formatDateTime } from '@portal/shared/i18n';
import { DataTable, useLang } from '@portal/shared/ui';
import { ActionDialog } from '../../../common/ActionDialog';
import { errorMessage } from '../../../common/errors';
import { SidePanel } from '../../../common/SidePanel';
import { decideReview } from '../api';
import { changedFields, type ReviewRequest } from '../state/review-request';
import { DocumentPreview } from './DocumentPreview';
import { ReviewStatusChip } from './ReviewStatusChip';
import '../i18n';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {value || '—'}
      </Typography>
    </>
  );
}

export function ReviewPanel({
  request,
  onClose,
  onDecided,
}: {
  request: ReviewRequest | null;
  onClose: () => void;
  /** After a decision (with the server's message). */
  onDecided: (message: string) => void;
}) {
  const { t } = useTranslation('reviews');
  const lang = useLang();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);

  const decide = async (approve: boolean, comment: string) => {
    try {
      onDecided(await decideReview(request!.id, approve, comment));
      return null;
    } catch (err) {
      return errorMessage(err);
    }
  };

  return (
    <Drawer anchor="right" open={request !== null} onClose={onClose}>
      {request && (
        <SidePanel
          width={560}
          label={t(request.kind)}
          testId="review-panel"
          title={`${t(request.kind)} · ${request.username}`}
          beside={<ReviewStatusChip status={request.status} />}
          closeLabel={t('close')}
          closeIcon={<CloseIcon />}
          onClose={onClose}
        >
          <Typography variant="subtitle2" gutterBottom>
            {t('account')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', rowGap: 0.5, columnGap: 2, mb: 2 }}>
            <Field label={t('name')} value={request.name} />
            <Field label={t('organization')} value={request.organization} />
            <Field label={t('mobile')} value={request.mobile} />
            <Field label={t('email')} value={request.email} />
            <Field label={t('submitted')} value={formatDateTime(request.created_at, lang)} />
          </Box>
          <Divider sx={{ mb: 2 }} />
          <Typography variant="subtitle2" gutterBottom>
            {t('request')}
          </Typography>
          {request.kind === 'verification' ? (
            <>
              <Box
                sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', rowGap: 0.5, columnGap: 2, mb: 2 }}
              >
                <Field label={t('realName')} value={request.real_name ?? ''} />
                <Field label={t('idNumber')} value={request.id_number ?? ''} />
              </Box>
              <DocumentPreview request={request} />
            </>
          ) : (
            <DataTable
              columns={[
                { key: 'field', header: t('field'), cell: (c) => t(c.field) },
                { key: 'from', header: t('from'), cell: (c) => c.from || '—' },
                {
                  key: 'to',
                  header: t('to'),
                  cellProps: { sx: { fontWeight: 600 } },
                  cell: (c) => c.to || '—',
                },
              ]}
              rows={changedFields(request)}
              rowKey={(c) => c.field}
              testId="review-changes"
            />
          )}
          <Divider sx={{ my: 2 }} />
          {request.status === 'pending' ? (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button
                color="error"
                variant="outlined"
                onClick={() => setAsking('reject')}
                data-testid="review-reject"
              >
                {t('reject')}
              </Button>
              <Button variant="contained" onClick={() => setAsking('approve')} data-testid="review-approve">
                {t('approve')}
              </Button>
            </Stack>
          ) : (
            <Alert
              severity={request.status === 'approved' ? 'success' : 'warning'}
              data-testid="review-decision"
            >
              {t('decided', {
                by: request.reviewer ?? '—',
                at: request.reviewed_at ? formatDateTime(request.reviewed_at, lang) : '—',
                status: t(request.status),
              })}
              {request.comment && ` · ${request.comment}`}
            </Alert>
          )}
          <ActionDialog
            open={asking === 'approve'}
            title={t('approveTitle')}
            text={t('approveText', { change: request.kind === 'change' ? t('approveChange') : '' })}
            reason="optional"
            reasonLabel={t('comment')}
            confirmLabel={t('approve')}
            onClose={() => setAsking(null)}
            onConfirm={(comment) => decide(true, comment)}
          />
          <ActionDialog
            open={asking === 'reject'}
            title={t('rejectTitle')}
            text={t('rejectText')}
            reason="required"
            reasonLabel={t('reason')}
            confirmLabel={t('reject')}
            confirmColor="error"
            onClose={() => setAsking(null)}
            onConfirm={(comment) => decide(false, comment)}
          />
        </SidePanel>
      )}
    </Drawer>
  );
}
