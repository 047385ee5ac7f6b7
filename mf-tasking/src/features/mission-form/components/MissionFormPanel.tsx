/**
 * The side panel's form: the heading, the target areas, the sections of fields (docs/requirements.md §3), the
 * comments and the application form, and below them the cost from shared/domain's pricing with the submit button.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { quoteTasking, VALIDATION_MESSAGES, type Lang } from '@portal/shared/domain';
import { MISSION_LIMITS } from '@portal/shared/domain/missions';
import { formatMoney } from '@portal/shared/i18n';
import { userInfoAtom } from '@portal/shared/session';
import { notify } from '@portal/shared/ui';
import { NS } from '../../../i18n';
import type { MissionDraft } from '../hooks/use-mission-draft';
import type { FormValues } from '../state/form-state';
import { SECTIONS, Section } from './MissionFormSections';
import { TargetAreas } from './TargetAreas';

const FORM_FILES = '.doc,.docx,.pdf';

export function MissionFormPanel({
  draft,
  heading,
  lang,
  editing,
  busy,
  onSubmit,
}: {
  draft: MissionDraft;
  heading: string;
  lang: Lang;
  /** An order saved before (Save instead of Submit; its application form is kept unless replaced). */
  editing: boolean;
  busy: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation(NS);
  const { values, errors, set, setErrors, readOnly, saved, applicationForm } = draft;
  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        sx={{ p: 1.5, flex: 1, overflow: 'auto' }}
      >
        <Typography variant="h6" component="h1" sx={{ fontSize: 18, mb: 1 }}>
          {heading}
        </Typography>
        {readOnly && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="order-read-only">
            {t('readOnly')}
          </Alert>
        )}
        <TargetAreas
          areas={draft.areas}
          readOnly={readOnly}
          onRemove={(id) => draft.setAreas((x) => x.filter((y) => y.id !== id))}
          onFile={(f) => void draft.importArea(f)}
        />
        {SECTIONS.map((s) => (
          <Section
            key={s.key}
            section={s}
            values={values}
            errors={errors}
            onChange={set}
            lang={lang}
            readOnly={readOnly}
          />
        ))}
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('section.other')}
        </Typography>
        <TextField
          fullWidth
          size="small"
          multiline
          minRows={2}
          label={t('field.comments')}
          value={values.comments}
          onChange={(e) => set('comments', e.target.value)}
          disabled={readOnly}
          error={Boolean(errors.comments)}
          helperText={errors.comments}
          slotProps={{
            htmlInput: { maxLength: MISSION_LIMITS.maxComments, 'data-testid': 'field-comments' },
          }}
        />
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1.5 }}>
          <Button component="label" variant="outlined" size="small" disabled={readOnly}>
            {t('field.application_form')} *
            <input
              hidden
              type="file"
              accept={FORM_FILES}
              data-testid="application-form"
              onChange={(e) => {
                const f = e.target.files?.[0] ?? null;
                if (f && f.size > MISSION_LIMITS.applicationFormMaxBytes) {
                  notify('error', VALIDATION_MESSAGES.tooLarge[lang]);
                  e.target.value = '';
                  return;
                }
                draft.setApplicationForm(f);
                setErrors((x) => ({ ...x, application_form: '' }));
              }}
            />
          </Button>
          <Typography variant="body2" color={errors.application_form ? 'error' : 'text.secondary'}>
            {errors.application_form ||
              applicationForm?.name ||
              (saved?.application_form
                ? t('keptFile', { name: saved.application_form })
                : t('hint.applicationForm'))}
          </Typography>
        </Stack>
      </Box>
      <MissionCost values={values} lang={lang}>
        {!readOnly && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={onSubmit}
            data-testid="order-submit"
            sx={{ flexShrink: 0 }}
          >
            {editing ? t('save') : t('submit')}
          </Button>
        )}
      </MissionCost>
    </>
  );
}

/** The order's cost once its mode, priority and number are chosen, with the customer's balance. */
function MissionCost({ values, lang, children }: { values: FormValues; lang: Lang; children: ReactNode }) {
  const { t } = useTranslation(NS);
  const user = useAtomValue(userInfoAtom);
  const cost = useMemo(
    () =>
      values.img_mode && values.priority && values.p_number
        ? quoteTasking({
            img_mode: Number(values.img_mode),
            priority: Number(values.priority),
            p_number: Number(values.p_number),
            product_type: values.product_type,
          })
        : null,
    [values.img_mode, values.priority, values.p_number, values.product_type],
  );
  return (
    <Stack
      direction="row"
      spacing={1.5}
      alignItems="center"
      sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
      data-testid="order-cost"
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('cost')}
        </Typography>
        <Typography variant="h6" data-testid="order-cost-value" sx={{ lineHeight: 1.2 }}>
          {cost === null ? '—' : formatMoney(cost, lang)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {cost === null
            ? t('costUnknown')
            : t('balance', { balance: formatMoney(user?.balance ?? 0, lang) })}
        </Typography>
      </Box>
      {children}
    </Stack>
  );
}
