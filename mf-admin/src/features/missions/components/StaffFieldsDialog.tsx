/**
 * Staff edit the fields they own on a tasking order (priority, classification, mgcType, task mode, interfere,
 * anchoring satellite, planning tag, contract, comments, staff in charge, demand id, status description). Only the
 * fields changed are sent, on the version shown.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, MenuItem, TextField } from '@mui/material';
import {
  ANCHORING_SATELLITES,
  CLASSIFICATIONS,
  INTERFERE_OPTIONS,
  MGC_TYPES,
  PRIORITY_OPTIONS,
  TASK_MODES,
  type Lang,
} from '@portal/shared/domain';
import type { Mission } from '@portal/shared/domain/missions';
import type { MissionStaffFields } from '@portal/shared/domain/tasks';
import { useLang } from '@portal/shared/ui';
import { priorityText } from '@portal/shared/i18n';
import {
  LONG_TEXT_FIELDS,
  STAFF_FIELD_KEYS,
  TEXT_LIMITS,
  isChoiceField,
  staffDraftOf,
  staffPatchOf,
  type StaffDraft,
  type StaffFieldKey,
} from '../state/staff-fields';
import { StaffDialog } from '../../../common/StaffDialog';
import '../i18n';

/** The choices of each choice field as [value, label] pairs; the present priority is kept when not a preset. */
function choicesOf(k: StaffFieldKey, lang: Lang, current: string): [string, string][] {
  const of = (options: readonly { value: string | number; zh: string; en: string }[]) =>
    options.map((o) => [String(o.value), o[lang]] as [string, string]);
  switch (k) {
    case 'priority': {
      const presets = PRIORITY_OPTIONS.map(
        (o) => [String(o.value), priorityText(o.value)] as [string, string],
      );
      return current && !presets.some(([v]) => v === current)
        ? [[current, priorityText(Number(current))], ...presets]
        : presets;
    }
    case 'classified':
      return of(CLASSIFICATIONS);
    case 'mgcType':
      return of(MGC_TYPES);
    case 'task_mode':
      return of(TASK_MODES);
    case 'interfere':
      return of(INTERFERE_OPTIONS);
    case 'anchoring_satellite':
      return of(ANCHORING_SATELLITES);
    default:
      return [];
  }
}

export function StaffFieldsDialog({
  mission,
  open,
  onClose,
  onSave,
}: {
  mission: Mission;
  open: boolean;
  onClose: () => void;
  /** Saves the changed fields; resolves to the message to show, or null when done. */
  onSave: (fields: MissionStaffFields) => Promise<string | null>;
}) {
  const { t } = useTranslation('missionAdmin');
  const lang = useLang();
  const [draft, setDraft] = useState<StaffDraft>(() => staffDraftOf(mission));
  const [errors, setErrors] = useState<Partial<Record<StaffFieldKey, string>>>({});
  const [message, setMessage] = useState<{ text: string; severity: 'error' | 'info' } | null>(null);
  const [busy, setBusy] = useState(false);

  // Each opening starts from the order as shown now.
  useEffect(() => {
    if (!open) return;
    setDraft(staffDraftOf(mission));
    setErrors({});
    setMessage(null);
    setBusy(false);
    // Only on opening: a reload of the order meanwhile must not wipe the draft.
  }, [open]);

  const save = async () => {
    const patch = staffPatchOf(mission, draft);
    if (!patch.ok) {
      setErrors(patch.errors);
      setMessage({ text: t('invalidFields'), severity: 'error' });
      return;
    }
    setErrors({});
    if (patch.changed === 0) {
      setMessage({ text: t('nothingChanged'), severity: 'info' });
      return;
    }
    setBusy(true);
    setMessage(null);
    const failure = await onSave(patch.fields);
    setBusy(false);
    if (failure === null) onClose();
    else setMessage({ text: failure, severity: 'error' });
  };

  return (
    <StaffDialog
      open={open}
      title={t('editStaffTitle', { no: mission.order_no })}
      maxWidth="md"
      busy={busy}
      message={message}
      messageTestId="action-error"
      cancelLabel={t('cancel')}
      confirmLabel={t('save')}
      confirmTestId="staff-fields-save"
      onClose={onClose}
      onConfirm={() => void save()}
    >
      <Box
        sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        data-testid="staff-fields-form"
      >
        {STAFF_FIELD_KEYS.map((k) => {
          const common = {
            size: 'small' as const,
            label: t(`field.${k}`),
            value: draft[k],
            error: Boolean(errors[k]),
            onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
              setDraft((d) => ({ ...d, [k]: e.target.value })),
          };
          if (isChoiceField(k))
            return (
              <TextField
                key={k}
                {...common}
                select
                slotProps={{
                  select: { SelectDisplayProps: { 'data-testid': `staff-field-${k}` } as object },
                }}
              >
                {choicesOf(k, lang, draft[k]).map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            );
          const max = TEXT_LIMITS[k] ?? 100;
          return (
            <TextField
              key={k}
              {...common}
              multiline={LONG_TEXT_FIELDS.has(k)}
              minRows={LONG_TEXT_FIELDS.has(k) ? 2 : undefined}
              sx={LONG_TEXT_FIELDS.has(k) ? { gridColumn: { sm: 'span 2' } } : undefined}
              helperText={`${draft[k].length}/${max}`}
              slotProps={{ htmlInput: { maxLength: max, 'data-testid': `staff-field-${k}` } }}
            />
          );
        })}
      </Box>
    </StaffDialog>
  );
}
