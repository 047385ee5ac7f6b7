import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Chip, TextField, Typography } from '@mui/material';
import { ID_NUMBER_PATTERN, type FieldProblem } from '@portal/shared/domain';
import { submitRealPerson, type AccountInfo, type RealPersonStatus } from '@portal/shared/http';
import { notify, useFormErrors, useFormSubmit } from '@portal/shared/ui';

/** Real-name verification of the account page, and a verified account's change under review. */

const STATUS_COLOR: Record<RealPersonStatus, 'default' | 'warning' | 'success' | 'error'> = {
  none: 'default',
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

function checkRealPerson(v: { name: string; id_number: string; document: File | null }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!v.name.trim()) problems.push({ field: 'name', key: 'required' });
  if (!ID_NUMBER_PATTERN.test(v.id_number.trim()))
    problems.push({ field: 'id_number', key: 'idNumberInvalid' });
  if (!v.document) problems.push({ field: 'document', key: 'required' });
  return problems;
}

/** A verified account's change of name or organization: waiting for review, or rejected with the reason. */
export function InfoChangeReview({ user }: { user: AccountInfo }) {
  const { t } = useTranslation('account');
  const fields = (c: { name?: string; organization?: string }) =>
    [
      c.name !== undefined && `${t('info.name')}: ${c.name}`,
      c.organization !== undefined && `${t('info.organization')}: ${c.organization}`,
    ]
      .filter(Boolean)
      .join('; ');
  if (user.pending_change)
    return (
      <Alert severity="info" sx={{ mb: 2 }} data-testid="change-pending">
        {t('review.changePending', { fields: fields(user.pending_change) })}
      </Alert>
    );
  if (user.last_change?.status === 'rejected')
    return (
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="change-rejected">
        {t('review.changeRejected', {
          fields: fields(user.last_change.changes),
          reason: user.last_change.comment,
        })}
      </Alert>
    );
  return null;
}

export function RealPerson({
  status,
  comment,
  onSubmitted,
}: {
  status: RealPersonStatus;
  /** The reviewer's reason when rejected. */
  comment: string;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation('account');
  const [v, setV] = useState<{ name: string; id_number: string; document: File | null }>({
    name: '',
    id_number: '',
    document: null,
  });
  const problems = useMemo(() => checkRealPerson(v), [v]);
  const errors = useFormErrors(problems);
  const canSubmit = status === 'none' || status === 'rejected';

  const { submit, busy, formError } = useFormSubmit(errors, ['name', 'id_number', 'document'], async () => {
    if (!v.document) return; // a problem of the form already
    notify(
      'success',
      await submitRealPerson({ name: v.name.trim(), id_number: v.id_number.trim(), document: v.document }),
    );
    onSubmitted();
  });

  const documentMessage = errors.messageOf('document');
  return (
    <Box data-testid="real-person">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('realPerson.title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography color="text.secondary">{t('realPerson.status')}</Typography>
        <Chip
          label={t(`realPerson.${status}`)}
          color={STATUS_COLOR[status]}
          size="small"
          data-testid="real-person-status"
        />
      </Box>
      {status === 'rejected' && comment && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="real-person-reason">
          {t('realPerson.reason', { reason: comment })}
        </Alert>
      )}
      {canSubmit && (
        <Box component="form" onSubmit={submit} noValidate aria-label={t('realPerson.title')} sx={{ mt: 2 }}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('realPerson.intro')}
          </Typography>
          {formError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextField
              {...errors.bind('name', v.name, (name) => setV((s) => ({ ...s, name })))}
              label={t('realPerson.name')}
              required
              fullWidth
              margin="dense"
            />
            <TextField
              {...errors.bind('id_number', v.id_number, (id_number) => setV((s) => ({ ...s, id_number })))}
              label={t('realPerson.idNumber')}
              required
              fullWidth
              margin="dense"
            />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
            <Button component="label" variant="outlined" color={documentMessage ? 'error' : 'primary'}>
              {t('realPerson.choose')}
              <input
                hidden
                type="file"
                name="document"
                accept=".pdf,.jpg,.jpeg,.png,.doc,.docx"
                onChange={(e) => {
                  const document = e.target.files?.[0] ?? null;
                  setV((s) => ({ ...s, document }));
                  errors.edited('document');
                  errors.touch('document');
                }}
              />
            </Button>
            <Typography color={documentMessage ? 'error' : 'text.secondary'}>
              {documentMessage ?? v.document?.name ?? t('realPerson.noFile')}
            </Typography>
          </Box>
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
            {t('realPerson.submit')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
