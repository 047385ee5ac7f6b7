/** The form of a new organisation (its name, contact and invoicing details); the caller becomes its manager. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { ORG_LIMITS } from '@portal/shared/domain/organisations';
import { notify, useFormDialog } from '@portal/shared/ui';
import { createOrg } from '../api/org';
import '../i18n';

export function CreateOrgForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation('organisation');
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [invoicing, setInvoicing] = useState('');
  const form = useFormDialog(['name', 'contact', 'invoicing']);
  const submit = () =>
    form.submit(Boolean(name.trim()), async () => {
      await createOrg({ name: name.trim(), contact: contact.trim(), invoicing: invoicing.trim() });
      notify('success', t('create.done'));
      onCreated();
    });
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
      <Box
        component="form"
        noValidate
        onSubmit={(e: { preventDefault(): void }) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Typography variant="h6" component="h2" gutterBottom>
          {t('create.title')}
        </Typography>
        <Stack spacing={2}>
          {form.formError && (
            <Alert severity="error" data-testid="org-create-error">
              {form.formError}
            </Alert>
          )}
          <TextField
            label={t('create.name')}
            {...form.text('name', name, setName, { problem: !name.trim() && t('create.nameRequired') })}
            slotProps={{ htmlInput: { maxLength: ORG_LIMITS.maxName, 'data-testid': 'org-create-name' } }}
            required
          />
          <TextField
            label={t('create.contact')}
            {...form.text('contact', contact, setContact, { hint: t('create.contactHint') })}
            slotProps={{
              htmlInput: { maxLength: ORG_LIMITS.maxContact, 'data-testid': 'org-create-contact' },
            }}
          />
          <TextField
            label={t('create.invoicing')}
            {...form.text('invoicing', invoicing, setInvoicing, { hint: t('create.invoicingHint') })}
            slotProps={{
              htmlInput: { maxLength: ORG_LIMITS.maxInvoicing, 'data-testid': 'org-create-invoicing' },
            }}
            multiline
            minRows={2}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={form.busy} data-testid="org-create-submit">
              {t('create.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
