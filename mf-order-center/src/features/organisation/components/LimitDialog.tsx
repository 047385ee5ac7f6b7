/** A manager sets a member's monthly limit in yuan (empty: no limit); the server's message under the field. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@mui/material';
import type { OrgMember } from '@portal/shared/domain/organisations';
import { formatMoney } from '@portal/shared/i18n';
import { FormDialog, useFormDialog, useLang } from '@portal/shared/ui';
import { setMemberLimit } from '../api/org';
import { parseYuan, yuanInput } from '../state/money';
import '../i18n';

export function LimitDialog({
  member,
  onClose,
  onSaved,
}: {
  member: OrgMember | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('organisation');
  const lang = useLang();
  const [limit, setLimit] = useState('');
  const form = useFormDialog(['monthly_limit_fen']);
  useEffect(() => {
    setLimit(yuanInput(member?.monthly_limit_fen));
    form.reset();
    // Filled again for each member.
  }, [member]);
  const fen = parseYuan(limit);
  const submit = () =>
    form.submit(fen !== undefined, async () => {
      await setMemberLimit(member!.id, fen ?? null);
      onSaved();
    });
  return (
    <FormDialog
      open={member !== null}
      title={t('members.limitTitle', { username: member?.username ?? '' })}
      form={form}
      errorTestId="org-limit-error"
      submitTestId="org-limit-save"
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('members.limitLabel')}
        {...form.text('monthly_limit_fen', limit, setLimit, {
          problem: fen === undefined && t('amountInvalid'),
          hint: t('members.limitHint', { spent: formatMoney(member?.spent_this_month_fen ?? 0, lang) }),
        })}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'org-limit-input' } }}
      />
    </FormDialog>
  );
}
