/**
 * Grant a customer a permission, or edit one: classifications, satellites, image IDs, the area on the globe or from
 * a file, the acquisition range, validity and note. Checked in the browser before sending; the server's field
 * errors show under their fields and any other error above the buttons.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  InputLabel,
  MenuItem,
  OutlinedInput,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import { SATELLITE_IDS, type SatelliteId } from '@portal/shared/domain';
import { apiErrorMessages, notify, useLang } from '@portal/shared/ui';
import { grantPermission, updatePermission } from '../api';
import {
  bodyOfForm,
  checkPermissionForm,
  EMPTY_FORM,
  formOfRecord,
  NOTE_MAX,
  parseSceneIds,
  type FormField,
  type PermissionForm,
} from '../state/permission-form';
import { PERMISSION_CLASSIFICATIONS, type PermissionRecord } from '../state/permission-record';
import { AreaField } from './AreaField';
import { StaffDialog } from '../../../common/StaffDialog';
import '../i18n';

/** The API's field names → the form's. */
const API_FIELDS: Record<string, FormField | 'area' | 'acquiredFrom' | 'validFrom'> = {
  classifications: 'classifications',
  satellites: 'satellites',
  scene_ids: 'sceneIds',
  area: 'area',
  acquired_from: 'acquiredFrom',
  acquired_to: 'acquiredTo',
  valid_from: 'validFrom',
  valid_until: 'validUntil',
  note: 'note',
};

export type Editing =
  | { mode: 'grant'; userId: number; username: string }
  | { mode: 'edit'; record: PermissionRecord };

export function PermissionDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing | null;
  onClose: () => void;
  onSaved: (record: PermissionRecord) => void;
}) {
  const { t } = useTranslation('permissions');
  const lang = useLang();
  const [form, setForm] = useState<PermissionForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!editing) return;
    setForm(editing.mode === 'edit' ? formOfRecord(editing.record, lang) : EMPTY_FORM);
    setErrors({});
    setFormError(null);
    setBusy(false);
    // The language is read when the dialog opens; the form keeps what is typed.
  }, [editing]);

  if (!editing) return null;
  const name = editing.mode === 'edit' ? editing.record.username : editing.username;
  const set = <K extends keyof PermissionForm>(k: K, v: PermissionForm[K]) =>
    setForm((f) => ({ ...f, [k]: v }));
  const ids = parseSceneIds(form.sceneIds);

  const save = async () => {
    const problems = checkPermissionForm(form, lang, new Date());
    setFormError(null);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, t(p.key, p.values)])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const body = bodyOfForm(form, lang);
      const { record, message } =
        editing.mode === 'edit'
          ? await updatePermission(editing.record.id, body)
          : await grantPermission(editing.userId, body);
      notify('success', message);
      onSaved(record);
    } catch (err) {
      const { fields, form: other } = apiErrorMessages(err, Object.keys(API_FIELDS), t('saveFailed'));
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [API_FIELDS[k], v])));
      setFormError(other);
    } finally {
      setBusy(false);
    }
  };

  const time = (field: 'acquiredFrom' | 'acquiredTo' | 'validFrom' | 'validUntil', helper?: string) => (
    <TextField
      fullWidth
      size="small"
      type="datetime-local"
      label={`${t(field)} (${t('timeZone')})`}
      value={form[field]}
      onChange={(e) => set(field, e.target.value)}
      error={!!errors[field]}
      helperText={errors[field] ?? helper}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `permission-${field}` } }}
    />
  );

  return (
    <StaffDialog
      open
      title={
        editing.mode === 'edit' ? t('editTitle', { name, id: editing.record.id }) : t('grantTitle', { name })
      }
      maxWidth="lg"
      testId="permission-dialog"
      busy={busy}
      message={formError ? { text: formError, severity: 'error' } : null}
      messageTestId="permission-error"
      cancelLabel={t('cancel')}
      confirmLabel={t('save')}
      confirmTestId="permission-save"
      onClose={onClose}
      onConfirm={() => void save()}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ flex: '0 0 380px', minWidth: 0 }}>
          <FormControl error={!!errors.classifications}>
            <FormLabel>{t('classifications')}</FormLabel>
            <FormGroup row>
              {PERMISSION_CLASSIFICATIONS.map((c) => (
                <FormControlLabel
                  key={c}
                  label={t(c)}
                  control={
                    <Checkbox
                      checked={form.classifications.includes(c)}
                      onChange={(e) =>
                        set(
                          'classifications',
                          e.target.checked
                            ? [...form.classifications, c]
                            : form.classifications.filter((x) => x !== c),
                        )
                      }
                      slotProps={{ input: { 'data-testid': `permission-class-${c}` } as object }}
                    />
                  }
                />
              ))}
            </FormGroup>
            {errors.classifications && <FormHelperText>{errors.classifications}</FormHelperText>}
          </FormControl>
          <Stack>
            <FormControlLabel
              label={t('allSatellitesOption')}
              control={
                <Checkbox
                  checked={form.allSatellites}
                  onChange={(e) => set('allSatellites', e.target.checked)}
                  slotProps={{ input: { 'data-testid': 'permission-all-satellites' } as object }}
                />
              }
            />
            {!form.allSatellites && (
              <FormControl size="small" error={!!errors.satellites} sx={{ mt: 1 }}>
                <InputLabel id="permission-satellites-label">{t('satellites')}</InputLabel>
                <Select<SatelliteId[]>
                  multiple
                  labelId="permission-satellites-label"
                  value={form.satellites}
                  onChange={(e) => set('satellites', e.target.value as SatelliteId[])}
                  input={<OutlinedInput label={t('satellites')} />}
                  renderValue={(v) => (
                    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                      {v.map((s) => (
                        <Chip key={s} size="small" label={s} />
                      ))}
                    </Stack>
                  )}
                  data-testid="permission-satellites"
                >
                  {SATELLITE_IDS.map((s) => (
                    <MenuItem key={s} value={s}>
                      {s}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
            {errors.satellites && <FormHelperText error>{errors.satellites}</FormHelperText>}
          </Stack>
          <TextField
            multiline
            minRows={3}
            maxRows={8}
            label={t('sceneIds')}
            value={form.sceneIds}
            onChange={(e) => set('sceneIds', e.target.value)}
            error={!!errors.sceneIds}
            helperText={
              errors.sceneIds ?? (ids.length ? t('sceneIdsCount', { count: ids.length }) : t('sceneIdsHelp'))
            }
            slotProps={{ htmlInput: { 'data-testid': 'permission-scene-ids' } }}
          />
          <Stack direction="row" spacing={1}>
            {time('acquiredFrom')}
            {time('acquiredTo')}
          </Stack>
          <Stack direction="row" spacing={1}>
            {time('validFrom', t('validFromHelp'))}
            {time('validUntil', t('validUntilHelp'))}
          </Stack>
          <TextField
            multiline
            minRows={2}
            label={t('note')}
            value={form.note}
            onChange={(e) => set('note', e.target.value)}
            error={!!errors.note}
            helperText={errors.note ?? `${form.note.length}/${NOTE_MAX}`}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX, 'data-testid': 'permission-note' } }}
          />
        </Stack>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <AreaField shapes={form.shapes} onChange={(s) => set('shapes', s)} error={errors.area} />
        </Stack>
      </Stack>
    </StaffDialog>
  );
}
