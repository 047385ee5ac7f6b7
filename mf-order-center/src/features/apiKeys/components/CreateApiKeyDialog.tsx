import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@mui/material';
import {
  API_KEY_LIMITS,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@portal/shared/domain/api-keys';
import { createApiKey } from '@portal/shared/http/api-keys';
import { CheckboxGroupField, FormDialog, useFormDialog, useLang } from '@portal/shared/ui';
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
  const form = useFormDialog(['name', 'scopes', 'expires_at']);

  const close = () => {
    setName('');
    setChosen([]);
    setExpiry('');
    form.reset();
    onClose();
  };
  const submit = () =>
    form.submit(Boolean(name.trim()) && chosen.length > 0, async () => {
      const created = await createApiKey({
        name: name.trim(),
        scopes: chosen,
        expires_at: expiry ? expiryOfDay(expiry, lang) : null,
      });
      close();
      onCreated(created);
    });

  return (
    <FormDialog
      open={open}
      title={t('createTitle')}
      form={form}
      errorTestId="api-key-form-error"
      submitTestId="api-key-submit"
      cancelLabel={t('cancel')}
      submitLabel={t('submit')}
      onClose={close}
      onSubmit={submit}
    >
      <TextField
        label={t('name')}
        {...form.text('name', name, setName, {
          problem: !name.trim() && t('nameRequired'),
          hint: t('nameHint'),
        })}
        slotProps={{ htmlInput: { maxLength: API_KEY_LIMITS.maxName, 'data-testid': 'api-key-name' } }}
        required
      />
      <CheckboxGroupField
        label={t('scopes')}
        options={scopes.map((scope) => ({ value: scope, label: API_KEY_SCOPES[scope][lang] }))}
        {...form.choices('scopes', chosen, setChosen, t('scopesRequired'))}
        testId="api-key-scope"
      />
      <TextField
        label={t('expiry')}
        type="date"
        {...form.text('expires_at', expiry, setExpiry, { hint: t('expiryHint') })}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: todayIn(lang), 'data-testid': 'api-key-expiry' },
        }}
      />
    </FormDialog>
  );
}
