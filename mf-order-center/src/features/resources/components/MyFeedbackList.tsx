/**
 * "My feedback": the user's own feedback, newest first, paged on the server; each with its module, type, state,
 * time, description, attachment and the staff's reply when there is one.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, CardContent, Chip, Stack, TablePagination, Typography } from '@mui/material';
import { FEEDBACK_MODULES, FEEDBACK_TYPES, type Feedback } from '@portal/shared/domain';
import { PAGE_SIZES, useServerGrid, useTablePaginationLabels, type ServerQuery } from '@portal/shared/grid';
import { downloadFeedbackAttachment, listMyFeedback, onFeedbackSent } from '@portal/shared/http';
import { formatDateTime } from '@portal/shared/i18n';
import { EmptyState, ErrorState, formatFileSize, LoadingState, useLang } from '@portal/shared/ui';
import { feedbackStateChip } from '../state/feedback-state';

function FeedbackCard({ feedback: f }: { feedback: Feedback }) {
  const { t } = useTranslation('resources');
  const lang = useLang();
  const chip = feedbackStateChip(f.state, lang);
  return (
    <Card variant="outlined" component="article" data-testid={`my-feedback-${f.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {FEEDBACK_MODULES[f.module]?.[lang] ?? f.module} · {FEEDBACK_TYPES[f.type]?.[lang] ?? f.type}
          </Typography>
          <Chip
            size="small"
            color={chip.color}
            label={chip.label}
            data-testid={`my-feedback-${f.id}-state`}
          />
          <Box sx={{ flex: 1 }} />
          <Typography variant="body2" color="text.secondary">
            {t('time')}: {formatDateTime(f.created_at, lang)}
          </Typography>
        </Stack>
        <Typography
          sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          data-testid={`my-feedback-${f.id}-description`}
        >
          {f.description}
        </Typography>
        {f.page && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('page')}: {f.page}
          </Typography>
        )}
        {f.attachment && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
            <Typography variant="body2">{t('attachment')}:</Typography>
            <Button
              size="small"
              onClick={() => void downloadFeedbackAttachment(f)}
              aria-label={`${t('download')} ${f.attachment.name}`}
              data-testid={`my-feedback-${f.id}-attachment`}
            >
              {f.attachment.name} ({formatFileSize(f.attachment.size, lang)})
            </Button>
          </Stack>
        )}
        {f.reply ? (
          <Box
            sx={{ mt: 1.5, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
            data-testid={`my-feedback-${f.id}-reply`}
          >
            <Typography variant="subtitle2">
              {t('reply')}
              {f.replied_at && ` · ${t('repliedAt')}: ${formatDateTime(f.replied_at, lang)}`}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{f.reply}</Typography>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('noReply')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export function MyFeedbackList({ onSendFeedback }: { onSendFeedback(): void }) {
  const { t } = useTranslation('resources');
  const fetchPage = useCallback(({ page, size }: ServerQuery<number>) => listMyFeedback(page, size), []);
  // Feedback sent from any dialog (this page's or the header's): the list starts again from its first page.
  const [sent, setSent] = useState(0);
  useEffect(() => onFeedbackSent(() => setSent((n) => n + 1)), []);
  const list = useServerGrid(fetchPage, { filters: sent, pageSize: 10 });
  const { applyFilters } = list;
  useEffect(() => applyFilters(sent), [sent, applyFilters]);
  const { paginationModel, onPaginationModelChange } = list.gridProps;
  const paginationLabels = useTablePaginationLabels();

  if (list.error) return <ErrorState message={list.error} onRetry={() => void list.reload()} />;
  if (list.loading && !list.rows.length) return <LoadingState />;
  if (!list.total)
    return (
      <EmptyState
        title={t('emptyTitle')}
        hint={t('emptyHint')}
        action={
          <Button variant="contained" onClick={onSendFeedback} data-testid="my-feedback-send">
            {t('sendFeedback')}
          </Button>
        }
      />
    );
  return (
    <Box data-testid="my-feedback-list">
      <Stack spacing={1.5}>
        {list.rows.map((f) => (
          <FeedbackCard key={f.id} feedback={f} />
        ))}
      </Stack>
      <TablePagination
        {...paginationLabels}
        component="div"
        count={list.total}
        page={paginationModel.page}
        rowsPerPage={paginationModel.pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_e, page) => onPaginationModelChange({ ...paginationModel, page })}
        onRowsPerPageChange={(e) => onPaginationModelChange({ page: 0, pageSize: Number(e.target.value) })}
      />
    </Box>
  );
}
