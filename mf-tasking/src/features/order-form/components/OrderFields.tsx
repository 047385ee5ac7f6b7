/**
 * The fields of the tasking order (docs/requirements.md §3), grouped in sections, drawn from one table: each field's kind and its
 * options come from shared/domain, its label and hint from this page's translations.
 */
import { useTranslation } from 'react-i18next';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import {
  ANCHORING_SATELLITES,
  CALIBRATION_CONFIGS,
  COMPRESS_CONFIGS,
  DELIVERY_METHODS,
  EFFECTIVE_TIMES,
  IMAGE_USAGES,
  IMG_MODES,
  LOOK_SIDES,
  ORBIT_MODES,
  PRIORITY_OPTIONS,
  PRODUCT_TYPES,
  REQUESTORS,
  TASK_NATURES,
  type Lang,
} from '@portal/shared/domain';
import { MISSION_LIMITS } from '@portal/shared/domain/missions';
import { NS } from '../../../i18n';
import type { FormValues } from '../state/form-state';

type Option = { value: string | number; zh: string; en: string };
type Field =
  | { name: string; kind: 'text' | 'number' | 'datetime' | 'multiline'; hint?: string; step?: string }
  | { name: string; kind: 'select'; options: readonly Option[]; hint?: string };

const priorityOptions: Option[] = PRIORITY_OPTIONS.map((p) => ({ value: p.value, zh: p.band, en: p.band }));

export const SECTIONS: { key: string; fields: Field[] }[] = [
  {
    key: 'target',
    fields: [
      { name: 'target_name', kind: 'text' },
      { name: 'Latitude', kind: 'text', hint: 'latLon' },
      { name: 'Longitude', kind: 'text', hint: 'latLon' },
      { name: 'elevation', kind: 'number' },
    ],
  },
  {
    key: 'imaging',
    fields: [
      { name: 'anchoring_satellite', kind: 'select', options: ANCHORING_SATELLITES },
      { name: 'img_mode', kind: 'select', options: IMG_MODES },
      { name: 'shooting_market', kind: 'number', step: '0.1' },
      { name: 'orbit_mode', kind: 'select', options: ORBIT_MODES },
      { name: 'left_right_mode', kind: 'select', options: LOOK_SIDES },
      { name: 'upper_angle', kind: 'number', hint: 'upper_angle', step: '0.1' },
      { name: 'lower_angle', kind: 'number', hint: 'lower_angle', step: '0.1' },
      { name: 'product_type', kind: 'select', options: PRODUCT_TYPES },
      { name: 'compress_config', kind: 'select', options: COMPRESS_CONFIGS },
      { name: 'calibration_config', kind: 'select', options: CALIBRATION_CONFIGS },
    ],
  },
  {
    key: 'schedule',
    fields: [
      { name: 'id_date_1', kind: 'datetime', hint: 'time' },
      { name: 'id_date_2', kind: 'datetime', hint: 'time' },
      { name: 'effective_time', kind: 'select', options: EFFECTIVE_TIMES },
      { name: 'priority', kind: 'select', options: priorityOptions },
      { name: 'p_number', kind: 'number' },
    ],
  },
  {
    key: 'requester',
    fields: [
      { name: 'unit_demand', kind: 'text' },
      { name: 'requestor', kind: 'select', options: REQUESTORS },
      { name: 'end_user', kind: 'text' },
      { name: 'demand_contact', kind: 'text' },
      { name: 'deliverymethod', kind: 'select', options: DELIVERY_METHODS },
      { name: 'task_nature', kind: 'select', options: TASK_NATURES },
      { name: 'img_usage', kind: 'select', options: IMAGE_USAGES },
    ],
  },
];

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
                step: f.kind === 'number' ? ('step' in f && f.step) || '1' : undefined,
                inputMode: f.name === 'Latitude' || f.name === 'Longitude' ? 'decimal' : undefined,
              },
              select: { SelectDisplayProps: { 'data-testid': `select-${f.name}` } as object },
            }}
          >
            {f.kind === 'select' &&
              f.options.map((o) => (
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
