/** A manager changes the organisation's name, contact, invoicing, approval threshold (in yuan) and 2FA rule. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormControlLabel, FormHelperText, Switch, TextField } from '@mui/material';
import { ORG_LIMITS, type Organisation } from '@portal/shared/domain/organisations';
import { FormDialog, notify, useFormDialog } from '@portal/shared/ui';
import { updateOrg } from '../api/org';
import { parseYuan, yuanInput } from '../state/money';
import '../i18n';

const FIELDS = ['name', 'contact', 'invoicing', 'approval_threshold_fen', 'require_2fa'];

export function EditOrgDialog({
  org,
  onClose,
  onSaved,
}: {
  org: Organisation | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('organisation');
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [invoicing, setInvoicing] = useState('');
  const [threshold, setThreshold] = useState('');
  const [require2fa, setRequire2fa] = useState(false);
  const form = useFormDialog(FIELDS);
  useEffect(() => {
    if (!org) return;
    setName(org.name);
    setContact(org.contact);
    setInvoicing(org.invoicing);
    setThreshold(yuanInput(org.approval_threshold_fen));
    setRequire2fa(org.require_2fa);
    form.reset();
    // Filled again each time it opens.
  }, [org]);
  const fen = parseYuan(threshold);
  const submit = () =>
    form.submit(Boolean(name.trim()) && fen !== undefined, async () => {
      await updateOrg({
        name: name.trim(),
        contact: contact.trim(),
        invoicing: invoicing.trim(),
        approval_threshold_fen: fen ?? null,
        require_2fa: require2fa,
      });
      notify('success', t('saved'));
      onSaved();
    });
  const twoFactorError = form.messageOf('require_2fa');
  return (
    <FormDialog
      open={org !== null}
      title={t('overview.editTitle')}
      form={form}
      errorTestId="org-edit-error"
      submitTestId="org-edit-save"
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('create.name')}
        {...form.text('name', name, setName, { problem: !name.trim() && t('create.nameRequired') })}
        slotProps={{ htmlInput: { maxLength: ORG_LIMITS.maxName, 'data-testid': 'org-edit-name' } }}
        required
      />
      <TextField
        label={t('create.contact')}
        {...form.text('contact', contact, setContact, { hint: t('create.contactHint') })}
        slotProps={{ htmlInput: { maxLength: ORG_LIMITS.maxContact, 'data-testid': 'org-edit-contact' } }}
      />
      <TextField
        label={t('create.invoicing')}
        {...form.text('invoicing', invoicing, setInvoicing, { hint: t('create.invoicingHint') })}
        slotProps={{
          htmlInput: { maxLength: ORG_LIMITS.maxInvoicing, 'data-testid': 'org-edit-invoicing' },
        }}
        multiline
        minRows={2}
      />
      <TextField
        label={t('overview.thresholdLabel')}
        {...form.text('approval_threshold_fen', threshold, setThreshold, {
          problem: fen === undefined && t('amountInvalid'),
          hint: t('overview.thresholdHint'),
        })}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'org-edit-threshold' } }}
      />
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={require2fa}
              onChange={(e) => {
                setRequire2fa(e.target.checked);
                form.edited('require_2fa');
              }}
              slotProps={{ input: { 'data-testid': 'org-edit-2fa' } as object }}
            />
          }
          label={t('overview.require2fa')}
        />
        <FormHelperText error={Boolean(twoFactorError)}>
          {twoFactorError ?? t('overview.require2faHint')}
        </FormHelperText>
      </div>
    </FormDialog>
  );
}
