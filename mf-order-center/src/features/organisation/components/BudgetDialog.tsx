/**
 * A new budget (its project code, name and cap in yuan) or a change of one (name, cap, active; the code stays);
 * the server's message under each field.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormControlLabel, Switch, TextField } from '@mui/material';
import { ORG_LIMITS, type OrgBudget } from '@portal/shared/domain/organisations';
import { FormDialog, notify, useFormDialog } from '@portal/shared/ui';
import { createBudget, updateBudget } from '../api/org';
import { parseYuan, yuanInput } from '../state/money';
import '../i18n';

export function BudgetDialog({
  budget,
  onClose,
  onSaved,
}: {
  /** The budget to edit, 'new' for a new one, null when closed. */
  budget: OrgBudget | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('organisation');
  const editing = budget !== null && budget !== 'new' ? budget : null;
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [cap, setCap] = useState('');
  const [active, setActive] = useState(true);
  const form = useFormDialog(['code', 'name', 'cap_fen', 'active']);
  useEffect(() => {
    setCode(editing?.code ?? '');
    setName(editing?.name ?? '');
    setCap(yuanInput(editing?.cap_fen));
    setActive(editing?.active ?? true);
    form.reset();
    // Filled again each time it opens.
  }, [budget]);
  const fen = parseYuan(cap);
  const submit = () =>
    form.submit((editing !== null || Boolean(code.trim())) && fen !== undefined, async () => {
      if (editing) await updateBudget(editing.id, { name: name.trim(), cap_fen: fen ?? null, active });
      else await createBudget({ code: code.trim(), name: name.trim(), cap_fen: fen ?? null });
      notify('success', t('saved'));
      onSaved();
    });
  return (
    <FormDialog
      open={budget !== null}
      title={editing ? t('budgets.editTitle', { code: editing.code }) : t('budgets.createTitle')}
      form={form}
      errorTestId="org-budget-error"
      submitTestId="org-budget-save"
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={submit}
    >
      {!editing && (
        <TextField
          label={t('budgets.code')}
          {...form.text('code', code, setCode, {
            problem: !code.trim() && t('budgets.codeRequired'),
            hint: t('budgets.codeHint'),
          })}
          slotProps={{ htmlInput: { maxLength: ORG_LIMITS.maxBudgetCode, 'data-testid': 'org-budget-code' } }}
          required
        />
      )}
      <TextField
        label={t('budgets.name')}
        {...form.text('name', name, setName, {})}
        slotProps={{ htmlInput: { maxLength: ORG_LIMITS.maxBudgetName, 'data-testid': 'org-budget-name' } }}
      />
      <TextField
        label={t('budgets.capLabel')}
        {...form.text('cap_fen', cap, setCap, {
          problem: fen === undefined && t('amountInvalid'),
          hint: t('budgets.capHint'),
        })}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'org-budget-cap' } }}
      />
      {editing && (
        <FormControlLabel
          control={
            <Switch
              checked={active}
              onChange={(e) => {
                setActive(e.target.checked);
                form.edited('active');
              }}
              slotProps={{ input: { 'data-testid': 'org-budget-active' } as object }}
            />
          }
          label={t('budgets.activeLabel')}
        />
      )}
    </FormDialog>
  );
}
