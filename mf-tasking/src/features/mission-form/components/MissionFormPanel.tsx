/**
 * The side panel's form: the heading, the target areas, the sections of fields (docs/requirements.md §3), a new
 * order's repeat collects, the comments, the application form, an organisation member's budget for a new order
 * (docs/organisations.md) and the server's live quote of the fields (docs/tasking-offer.md), and below them the
 * total with the submit button.
 */
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { VALIDATION_MESSAGES, type Lang } from '@portal/shared/domain';
import { MISSION_LIMITS } from '@portal/shared/domain/missions';
import { BudgetSelect, notify, type OrgBudgets } from '@portal/shared/ui';
import { NS } from '../../../i18n';
import type { MissionDraft } from '../hooks/use-mission-draft';
import type { MissionQuote } from '../hooks/use-mission-quote';
import { repeatOfForm } from '../state/repeat';
import { SECTIONS, Section } from './MissionFormSections';
import { MissionSubmitBar } from './MissionSubmitBar';
import { QuotePanel } from './QuotePanel';
import { RepeatSection } from './RepeatSection';
import { TargetAreas } from './TargetAreas';

const FORM_FILES = '.doc,.docx,.pdf';

export function MissionFormPanel({
  draft,
  heading,
  lang,
  editing,
  busy,
  offer,
  note,
  budget,
  onSubmit,
}: {
  draft: MissionDraft;
  heading: string;
  lang: Lang;
  /** An order saved before (Save instead of Submit; its application form is kept unless replaced). */
  editing: boolean;
  busy: boolean;
  /** The quote of the fields as they are. */
  offer: MissionQuote;
  /** What the last refusal of the order said. */
  note: string | null;
  /** An organisation member's budget (a new order names one). */
  budget?: OrgBudgets;
  onSubmit: () => void;
}) {
  const { t } = useTranslation(NS);
  const { values, errors, set, setErrors, readOnly, saved, applicationForm } = draft;
  const newBudget = !editing && !readOnly ? budget : undefined;
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
        {!editing && !readOnly && (
          <RepeatSection
            value={draft.repeat}
            onChange={draft.setRepeat}
            problems={repeatOfForm(draft.repeat, values, lang).problems}
            lang={lang}
          />
        )}
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
        {newBudget && <BudgetSelect budget={newBudget} disabled={busy} />}
        <QuotePanel
          offer={offer}
          lang={lang}
          sameGeometry={!editing && draft.repeat.on && draft.repeat.same_geometry}
        />
      </Box>
      <MissionSubmitBar
        offer={offer}
        lang={lang}
        label={readOnly ? null : editing ? t('save') : t('submit')}
        busy={busy}
        note={note}
        paidFen={readOnly && saved ? saved.cost_fen : null}
        budget={newBudget}
        onSubmit={onSubmit}
      />
    </>
  );
}
