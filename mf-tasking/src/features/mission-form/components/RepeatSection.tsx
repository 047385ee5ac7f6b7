/**
 * "重复采集 / Repeat collects" on a new order (docs/tasking-offer.md, repeat collects), off until the customer turns
 * it on: the cadence (every day, week, two weeks, month or N days), the end (after 2–60 collects, or the last one
 * starting by a day) and "same geometry", said in words (the first collect's orbit direction and look side, the look
 * angle within ±2°). Each field's problem shows under it as it is typed, in the page's language.
 */
import { useTranslation } from 'react-i18next';
import {
  Box,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { Lang } from '@portal/shared/domain';
import { CADENCES, SERIES_LIMITS, type Cadence } from '@portal/shared/domain/tasking-series';
import { timeZoneName } from '@portal/shared/i18n';
import { NS } from '../../../i18n';
import { PROBLEM_LIMITS, type RepeatForm, type RepeatProblems } from '../state/repeat';

export function RepeatSection({
  value,
  onChange,
  problems,
  lang,
}: {
  value: RepeatForm;
  onChange: (next: RepeatForm) => void;
  problems: RepeatProblems;
  lang: Lang;
}) {
  const { t } = useTranslation(NS);
  const set = <K extends keyof RepeatForm>(k: K, v: RepeatForm[K]) => onChange({ ...value, [k]: v });
  const problem = (field: keyof RepeatProblems) =>
    problems[field] ? t(`repeat.problem.${problems[field]}`, PROBLEM_LIMITS) : undefined;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }} data-testid="repeat-section">
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('repeat.title')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={value.on}
            onChange={(e) => set('on', e.target.checked)}
            slotProps={{ input: { 'data-testid': 'repeat-on' } as object }}
          />
        }
        label={t('repeat.on')}
      />
      {value.on && (
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('repeat.hint', { days: SERIES_LIMITS.horizonDays })}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
            <TextField
              select
              size="small"
              label={t('repeat.cadence')}
              value={value.cadence}
              onChange={(e) => set('cadence', e.target.value as Cadence)}
              error={Boolean(problem('cadence'))}
              helperText={problem('cadence')}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'repeat-cadence' } as object } }}
            >
              {CADENCES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`repeat.cadences.${c}`)}
                </MenuItem>
              ))}
            </TextField>
            {value.cadence === 'every_n_days' && (
              <TextField
                size="small"
                type="number"
                label={t('repeat.everyDays')}
                value={value.every_days}
                onChange={(e) => set('every_days', e.target.value)}
                error={Boolean(problem('every_days'))}
                helperText={problem('every_days') ?? t('repeat.everyDaysHint', PROBLEM_LIMITS)}
                slotProps={{
                  htmlInput: { min: 1, max: SERIES_LIMITS.maxEveryDays, 'data-testid': 'repeat-every-days' },
                }}
              />
            )}
          </Box>
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('repeat.end')}
            </Typography>
            <RadioGroup
              row
              value={value.end}
              onChange={(e) => set('end', e.target.value as RepeatForm['end'])}
            >
              <FormControlLabel
                value="count"
                control={
                  <Radio
                    size="small"
                    slotProps={{ input: { 'data-testid': 'repeat-end-count' } as object }}
                  />
                }
                label={t('repeat.endCount')}
              />
              <FormControlLabel
                value="until"
                control={
                  <Radio
                    size="small"
                    slotProps={{ input: { 'data-testid': 'repeat-end-until' } as object }}
                  />
                }
                label={t('repeat.endUntil')}
              />
            </RadioGroup>
            {value.end === 'count' ? (
              <TextField
                size="small"
                type="number"
                label={t('repeat.count')}
                value={value.count}
                onChange={(e) => set('count', e.target.value)}
                error={Boolean(problem('count'))}
                helperText={problem('count') ?? t('repeat.countHint', PROBLEM_LIMITS)}
                slotProps={{
                  htmlInput: {
                    min: SERIES_LIMITS.minCollects,
                    max: SERIES_LIMITS.maxCollects,
                    'data-testid': 'repeat-count',
                  },
                }}
              />
            ) : (
              <TextField
                size="small"
                type="date"
                label={t('repeat.until')}
                value={value.until}
                onChange={(e) => set('until', e.target.value)}
                error={Boolean(problem('until'))}
                helperText={problem('until') ?? t('repeat.untilHint', { zone: timeZoneName(lang) })}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'repeat-until' } }}
              />
            )}
          </Box>
          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  checked={value.same_geometry}
                  onChange={(e) => set('same_geometry', e.target.checked)}
                  slotProps={{ input: { 'data-testid': 'repeat-same-geometry' } as object }}
                />
              }
              label={t('repeat.sameGeometry')}
            />
            <FormHelperText sx={{ mt: 0 }}>
              {t('repeat.sameGeometryHint', { deg: SERIES_LIMITS.sameGeometryLookDeg })}
            </FormHelperText>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
