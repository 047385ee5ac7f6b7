import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import {
  API_KEY_LIMITS,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@portal/shared/domain/api-keys';
import { createApiKey } from '@portal/shared/http/api-keys';
import { CheckboxGroupField, useDialogSubmit, useLang } from '@portal/shared/ui';
import '../i18n';

/** The end of a picked day, in the zone the page shows time in (Beijing in Chinese, UTC in English). */
export const expiryOfDay = (day: string, lang: 'zh' | 'en') =>
  `${day}T23:59:59${lang === 'zh' ? '+08:00' : 'Z'}`;

/** Today in the zone the page shows time in: the first day a key may expire (at its end). */
const todayIn = (lang: 'zh' | 'en') =>
  new Date(Date.now() + (lang === 'zh' ? 8 * 3600_000 : 0)).toISOString().slice(0, 10);

/** The form of a new key: a name, its scopes (only those the person may give) and an optional expiry day. */
export function CreateApiKeyDialog({
  open,
  scopes,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The scopes this person may give a key. */
  scopes: readonly ApiKeyScope[];
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const { t } = useTranslation('apiKeys');
  const lang = useLang();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ApiKeyScope[]>([]);
  const [expiry, setExpiry] = useState('');
  const [tried, setTried] = useState(false);
  const submitting = useDialogSubmit(['name', 'scopes', 'expires_at']);

  const nameError = submitting.fieldError('name') ?? (tried && !name.trim() ? t('nameRequired') : undefined);
  const scopesError =
    submitting.fieldError('scopes') ?? (tried && chosen.length === 0 ? t('scopesRequired') : undefined);
  const expiryError = submitting.fieldError('expires_at');

  const close = () => {
    setName('');
    setChosen([]);
    setExpiry('');
    setTried(false);
    submitting.reset();
    onClose();
  };
  const toggle = (scope: ApiKeyScope) =>
    setChosen((c) => (c.includes(scope) ? c.filter((s) => s !== scope) : [...c, scope]));

  async function submit() {
    setTried(true);
    if (!name.trim() || chosen.length === 0) return;
    await submitting.send(async () => {
      const created = await createApiKey({
        name: name.trim(),
        scopes: chosen,
        expires_at: expiry ? expiryOfDay(expiry, lang) : null,
      });
      close();
      onCreated(created);
    });
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{t('createTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {submitting.formError && (
            <Alert severity="error" data-testid="api-key-form-error">
              {submitting.formError}
            </Alert>
          )}
          <TextField
            label={t('name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              submitting.edited('name');
            }}
            error={Boolean(nameError)}
            helperText={nameError ?? t('nameHint')}
            slotProps={{ htmlInput: { maxLength: API_KEY_LIMITS.maxName, 'data-testid': 'api-key-name' } }}
            required
          />
          <CheckboxGroupField
            label={t('scopes')}
            options={scopes.map((scope) => ({ value: scope, label: API_KEY_SCOPES[scope][lang] }))}
            chosen={chosen}
            onToggle={toggle}
            error={scopesError}
            testId="api-key-scope"
          />
          <TextField
            label={t('expiry')}
            type="date"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            error={Boolean(expiryError)}
            helperText={expiryError ?? t('expiryHint')}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: todayIn(lang), 'data-testid': 'api-key-expiry' },
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={submitting.busy}
          onClick={() => void submit()}
          data-testid="api-key-submit"
        >
          {t('submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
