/**
 * The fields of the tasking order (docs/requirements.md §3), grouped in sections, drawn from the fields' table in
 * shared/domain (mission-fields.ts): each field's section, kind, options and label; its hint from this page's
 * translations.
 */
import { useTranslation } from 'react-i18next';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import type { Lang } from '@portal/shared/domain';
import { MISSION_FORM } from '@portal/shared/domain/mission-field-views';
import { MISSION_LIMITS } from '@portal/shared/domain/missions';
import { NS } from '../../../i18n';
import type { FormValues } from '../state/form-state';

/** The sections the form lays out field by field (the remarks and the application form follow them). */
export const SECTIONS = MISSION_FORM.filter((s) => s.key !== 'other');

export function Section({
  section,
  values,
  errors,
  onChange,
  lang,
  readOnly,
}: {
  section: (typeof SECTIONS)[number];
  values: FormValues;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  lang: Lang;
  readOnly: boolean;
}) {
  const { t } = useTranslation(NS);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }} disabled={readOnly}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t(`section.${section.key}`)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        {section.fields.map((f) => (
          <TextField
            key={f.name}
            size="small"
            required
            label={t(`field.${f.name}`)}
            value={values[f.name] ?? ''}
            onChange={(e) => onChange(f.name, e.target.value)}
            error={Boolean(errors[f.name])}
            helperText={errors[f.name] ?? (f.hint ? t(`hint.${f.hint}`) : undefined)}
            select={f.kind === 'select'}
            type={f.kind === 'number' ? 'number' : f.kind === 'datetime' ? 'datetime-local' : 'text'}
            slotProps={{
              inputLabel: f.kind === 'datetime' ? { shrink: true } : undefined,
              htmlInput: {
                'data-testid': `field-${f.name}`,
                maxLength: f.kind === 'text' ? MISSION_LIMITS.maxText : undefined,
                step: f.kind === 'number' ? f.step || '1' : undefined,
                inputMode: f.name === 'Latitude' || f.name === 'Longitude' ? 'decimal' : undefined,
              },
              select: { SelectDisplayProps: { 'data-testid': `select-${f.name}` } as object },
            }}
          >
            {f.kind === 'select' &&
              f.options?.map((o) => (
                <MenuItem key={String(o.value)} value={String(o.value)}>
                  {o[lang]}
                </MenuItem>
              ))}
          </TextField>
        ))}
      </Box>
    </Box>
  );
}
