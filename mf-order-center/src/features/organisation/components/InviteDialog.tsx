/** A manager invites someone by e-mail with a role; the server sends the link (valid ORG_LIMITS.invitationHours). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuItem, TextField } from '@mui/material';
import { isValidEmail } from '@portal/shared/domain';
import { ORG_LIMITS, ORG_ROLES, ORG_ROLE_VALUES, type OrgRole } from '@portal/shared/domain/organisations';
import { FormDialog, useFormDialog, useLang } from '@portal/shared/ui';
import { createInvitation } from '../api/org';
import '../i18n';

export function InviteDialog({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation('organisation');
  const lang = useLang();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrgRole>('buyer');
  const form = useFormDialog(['email', 'role']);
  const close = () => {
    setEmail('');
    setRole('buyer');
    form.reset();
    onClose();
  };
  const submit = () =>
    form.submit(isValidEmail(email.trim()), async () => {
      const sent = await createInvitation({ email: email.trim(), role });
      close();
      onSent(sent?.email ?? email.trim());
    });
  const roleError = form.messageOf('role');
  return (
    <FormDialog
      open={open}
      title={t('invite.title')}
      form={form}
      errorTestId="org-invite-error"
      submitTestId="org-invite-submit"
      cancelLabel={t('cancel')}
      submitLabel={t('invite.submit')}
      maxWidth="xs"
      onClose={close}
      onSubmit={submit}
    >
      <TextField
        label={t('invite.email')}
        type="email"
        {...form.text('email', email, setEmail, {
          problem: !isValidEmail(email.trim()) && t('invite.emailInvalid'),
          hint: t('invite.emailHint', { hours: ORG_LIMITS.invitationHours }),
        })}
        slotProps={{ htmlInput: { 'data-testid': 'org-invite-email' } }}
        required
      />
      <TextField
        select
        label={t('invite.role')}
        value={role}
        onChange={(e) => {
          setRole(e.target.value as OrgRole);
          form.edited('role');
        }}
        error={Boolean(roleError)}
        helperText={roleError ?? t(`roleHint.${role}`)}
        slotProps={{ htmlInput: { 'data-testid': 'org-invite-role' } }}
      >
        {ORG_ROLE_VALUES.map((r) => (
          <MenuItem key={r} value={r} data-testid={`org-invite-role-${r}`}>
            {ORG_ROLES[r][lang]}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
