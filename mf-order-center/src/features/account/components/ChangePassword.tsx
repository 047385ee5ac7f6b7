import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button } from '@mui/material';
import { changePassword } from '@portal/shared/http';
import {
  checkPasswordChange,
  NewPasswordFields,
  notify,
  PageFrame,
  PasswordField,
  routeTitle,
  useFormErrors,
  useFormSubmit,
  usePageTitle,
} from '@portal/shared/ui';

const EMPTY = { old_password: '', new_password: '', confirm_password: '' };
type Values = typeof EMPTY;

/** /changePassword: current, new and confirmed password (docs/requirements.md §5). The account's other sessions end; this one stays. */
export function ChangePassword() {
  const { t } = useTranslation('account');
  const title = usePageTitle(routeTitle('/changePassword'));
  const [v, setV] = useState<Values>(EMPTY);
  const problems = useMemo(() => checkPasswordChange(v), [v]);
  const errors = useFormErrors(problems);
  const [done, setDone] = useState(false);
  const bind = (field: keyof Values) =>
    errors.bind(field, v[field], (value) => {
      setDone(false);
      setV((s) => ({ ...s, [field]: value }));
    });

  const { submit, busy, formError } = useFormSubmit(errors, Object.keys(EMPTY), async () => {
    const message = await changePassword(v);
    notify('success', message || t('password.done'));
    setV(EMPTY);
    errors.reset();
    setDone(true);
  });

  return (
    <PageFrame title={title} maxWidth={640}>
      <Box component="form" onSubmit={submit} noValidate aria-label={title}>
        {done && (
          <Alert severity="success" role="status" data-testid="password-changed" sx={{ mb: 2 }}>
            {t('password.done')}
          </Alert>
        )}
        {formError && (
          <Alert severity="error" role="alert" data-testid="password-error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        <PasswordField {...bind('old_password')} label={t('password.old')} autoComplete="current-password" />
        <NewPasswordFields
          password={bind('new_password')}
          confirm={bind('confirm_password')}
          labels={{ password: t('password.new'), confirm: t('password.confirm') }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
          {t('password.submit')}
        </Button>
      </Box>
    </PageFrame>
  );
}
