/** A manager approves or rejects a pending order, with a note the requester reads. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@mui/material';
import { ORG_LIMITS, type OrgApproval } from '@portal/shared/domain/organisations';
import { formatMoney } from '@portal/shared/i18n';
import { FormDialog, notify, useFormDialog, useLang } from '@portal/shared/ui';
import { decideApproval } from '../api/org';
import '../i18n';

export interface Decision {
  approval: OrgApproval;
  approve: boolean;
}

export function DecideDialog({
  decision,
  onClose,
  onDecided,
}: {
  decision: Decision | null;
  onClose: () => void;
  onDecided: (approval: OrgApproval) => void;
}) {
  const { t } = useTranslation('organisation');
  const lang = useLang();
  const [note, setNote] = useState('');
  const form = useFormDialog(['note', 'approve']);
  useEffect(() => {
    setNote('');
    form.reset();
    // Empty again for each decision.
  }, [decision]);
  const a = decision?.approval;
  const order = a?.order_no ?? '';
  const words = {
    order,
    requester: a?.requester.username ?? '',
    amount: a ? formatMoney(a.amount_fen, lang) : '',
  };
  const submit = () =>
    form.submit(decision !== null, async () => {
      const { approval, approve } = decision!;
      const answer = await decideApproval(approval.id, approve, note.trim());
      notify('success', t(approve ? 'approvals.approved' : 'approvals.rejected', { order }));
      onDecided(answer ?? { ...approval, state: approve ? 'approved' : 'rejected', note: note.trim() });
    });
  return (
    <FormDialog
      open={decision !== null}
      title={t(decision?.approve ? 'approvals.approveTitle' : 'approvals.rejectTitle', { order })}
      intro={t(decision?.approve ? 'approvals.approveText' : 'approvals.rejectText', words)}
      form={form}
      errorTestId="org-decide-error"
      submitTestId="org-decide-confirm"
      cancelLabel={t('cancel')}
      submitLabel={t(decision?.approve ? 'approvals.approve' : 'approvals.reject')}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('approvals.note')}
        {...form.text('note', note, setNote, { hint: t('approvals.noteHint') })}
        slotProps={{ htmlInput: { maxLength: ORG_LIMITS.maxNote, 'data-testid': 'org-decide-note' } }}
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
