import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip, MenuItem, Stack, TextField } from '@mui/material';
import { FEEDBACK_MODULES, FEEDBACK_STATES, FEEDBACK_TYPES, type LocalizedText } from '@portal/shared/domain';
import { FilterBar } from '@portal/shared/grid';
import { useLang } from '@portal/shared/ui';
import {
  dayEnd,
  dayOf,
  dayStart,
  endsBeforeStart,
  KEYWORD_MAX,
  NO_FILTERS,
  type FeedbackFilters,
} from '../state/feedback-filters';
import { SenderPicker } from './SenderPicker';
import { ResetExportButtons } from '../../../common/ResetExportButtons';
import '../i18n';

type ListKey = 'module' | 'type' | 'state';

/**
 * The list's filter fields; applied on Enter or the search button. The page remounts it (a new `key`) when it
 * applies a filter from elsewhere (a saved filter, reset), so the fields show what the list shows.
 */
export function FeedbackFilterBar({
  initial,
  onApply,
  onExport,
}: {
  initial: FeedbackFilters;
  onApply: (f: FeedbackFilters) => void;
  onExport: (format: 'xlsx' | 'csv') => void;
}) {
  const { t } = useTranslation('feedbackAdmin');
  const lang = useLang();
  const [draft, setDraft] = useState<FeedbackFilters>(initial);
  const badRange = endsBeforeStart(draft);

  const multi = (key: ListKey, labels: Record<string, LocalizedText>) => (
    <TextField
      select
      size="small"
      label={t(key)}
      value={draft[key]}
      onChange={(e) => {
        const v = e.target.value as unknown as string[] | string;
        setDraft({ ...draft, [key]: typeof v === 'string' ? v.split(',') : v });
      }}
      sx={{ minWidth: 160, maxWidth: 320 }}
      data-testid={`feedback-filter-${key}`}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} useFlexGap>
              {(selected as string[]).map((v) => (
                <Chip key={v} size="small" label={labels[v]?.[lang] ?? v} />
              ))}
            </Stack>
          ),
        },
      }}
    >
      {Object.entries(labels).map(([value, label]) => (
        <MenuItem key={value} value={value} data-testid={`feedback-filter-${key}-${value}`}>
          {label[lang]}
        </MenuItem>
      ))}
    </TextField>
  );

  const dateField = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={`${t(key)} (${t('zone')})`}
      value={dayOf(draft[key])}
      onChange={(e) =>
        setDraft({
          ...draft,
          [key]: key === 'from' ? dayStart(e.target.value, lang) : dayEnd(e.target.value, lang),
        })
      }
      error={key === 'to' && badRange}
      helperText={key === 'to' && badRange ? t('endBeforeStart') : undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `feedback-filter-${key}` } }}
    />
  );

  return (
    <FilterBar
      onSubmit={() => {
        if (!badRange) onApply({ ...draft, keyword: draft.keyword.trim() });
      }}
      actions={
        <ResetExportButtons
          testIdPrefix="feedback"
          labels={{ reset: t('reset'), xlsx: t('exportXlsx'), csv: t('exportCsv') }}
          onReset={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
          onExport={onExport}
        />
      }
    >
      <TextField
        size="small"
        label={t('keyword')}
        placeholder={t('keywordHelp')}
        value={draft.keyword}
        onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
        sx={{ minWidth: 220 }}
        slotProps={{ htmlInput: { maxLength: KEYWORD_MAX, 'data-testid': 'feedback-filter-keyword' } }}
      />
      {multi('module', FEEDBACK_MODULES)}
      {multi('type', FEEDBACK_TYPES)}
      {multi('state', FEEDBACK_STATES)}
      {dateField('from')}
      {dateField('to')}
      <SenderPicker userId={draft.userId} onChange={(userId) => setDraft({ ...draft, userId })} />
    </FilterBar>
  );
}
