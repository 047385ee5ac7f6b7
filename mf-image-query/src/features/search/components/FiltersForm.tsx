/** The filters of the archive search (docs/requirements.md §5): dates, satellites, modes, products, polarisations, classes, geometry. */
import { useTranslation } from 'react-i18next';
import {
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  ANCHORING_SATELLITES,
  CLASSIFICATIONS,
  IMG_MODES,
  LOOK_SIDES,
  ORBIT_MODES,
  POLARIZATIONS,
  PRODUCT_TYPES,
  type EnumOption,
  type Lang,
  type SatelliteId,
} from '@portal/shared/domain';
import type { Filters } from '../state/search-state';
import { NS } from '../../../i18n';

const SATS = ANCHORING_SATELLITES.filter((s): s is EnumOption<SatelliteId> => s.value !== 'any');

function MultiCheck<V extends string | number>({
  label,
  options,
  value,
  onChange,
  testid,
}: {
  label: string;
  options: { value: V; label: string }[];
  value: V[];
  onChange: (v: V[]) => void;
  testid: string;
}) {
  return (
    <Box data-testid={testid}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <FormGroup row>
        {options.map((o) => (
          <FormControlLabel
            key={String(o.value)}
            sx={{ mr: 1.5 }}
            label={<Typography variant="body2">{o.label}</Typography>}
            control={
              <Checkbox
                size="small"
                checked={value.includes(o.value)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...value, o.value] : value.filter((x) => x !== o.value))
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

export function FiltersForm({
  filters: f,
  lang,
  onChange,
}: {
  filters: Filters;
  lang: Lang;
  onChange: (f: Partial<Filters>) => void;
}) {
  const { t } = useTranslation(NS);
  const num = (v: string) => (v === '' ? undefined : Number(v));
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" fontWeight={600}>
        {t('filters')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          type="date"
          size="small"
          label={t('start')}
          value={f.start ?? ''}
          onChange={(e) => onChange({ start: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'filter-start' } }}
          fullWidth
        />
        <TextField
          type="date"
          size="small"
          label={t('end')}
          value={f.end ?? ''}
          onChange={(e) => onChange({ end: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'filter-end' } }}
          fullWidth
        />
      </Stack>
      <MultiCheck
        testid="filter-satellites"
        label={t('satellites')}
        options={SATS.map((s) => ({ value: s.value, label: s[lang] }))}
        value={f.satellites}
        onChange={(v) => onChange({ satellites: v })}
      />
      <MultiCheck
        testid="filter-modes"
        label={t('imgModes')}
        options={IMG_MODES.map((m) => ({ value: m.value, label: m[lang] }))}
        value={f.img_modes}
        onChange={(v) => onChange({ img_modes: v })}
      />
      <MultiCheck
        testid="filter-products"
        label={t('productTypes')}
        options={PRODUCT_TYPES.map((m) => ({ value: m.value, label: m[lang] }))}
        value={f.product_types}
        onChange={(v) => onChange({ product_types: v })}
      />
      <MultiCheck
        testid="filter-polarizations"
        label={t('polarizations')}
        options={POLARIZATIONS.map((p) => ({ value: p, label: p }))}
        value={f.polarizations}
        onChange={(v) => onChange({ polarizations: v })}
      />
      <MultiCheck
        testid="filter-classifications"
        label={t('classifications')}
        options={CLASSIFICATIONS.map((m) => ({ value: m.value, label: m[lang] }))}
        value={f.classifications}
        onChange={(v) => onChange({ classifications: v })}
      />
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={t('orbit')}
          value={f.orbit_direction}
          onChange={(e) => onChange({ orbit_direction: e.target.value as Filters['orbit_direction'] })}
          fullWidth
        >
          {ORBIT_MODES.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o[lang]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('lookSide')}
          value={f.look_side}
          onChange={(e) => onChange({ look_side: e.target.value as Filters['look_side'] })}
          fullWidth
        >
          {LOOK_SIDES.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o[lang]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {t('incidence')}
        </Typography>
        <TextField
          size="small"
          type="number"
          label={t('incidenceMin')}
          value={f.incidence_min ?? ''}
          onChange={(e) => onChange({ incidence_min: num(e.target.value) })}
          slotProps={{ htmlInput: { min: 0, max: 90 } }}
        />
        <TextField
          size="small"
          type="number"
          label={t('incidenceMax')}
          value={f.incidence_max ?? ''}
          onChange={(e) => onChange({ incidence_max: num(e.target.value) })}
          slotProps={{ htmlInput: { min: 0, max: 90 } }}
        />
      </Stack>
    </Stack>
  );
}
