/**
 * /personalCenter/feedbackManagement (staff, docs/requirements.md §7 "Feedback"): what users sent, server-paged, newest first;
 * filtered by module, type, state, dates, sender and keyword with the filter kept in the URL; the staff member's
 * own saved filters; the list exported as XLSX or CSV; a detail panel to read everything, download or see the
 * attachment, reply and change the state.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@portal/shared/router';
import { Alert } from '@mui/material';
import { findOrderCenterChild, type Feedback, type SavedFeedbackFilter } from '@portal/shared/domain';
import { useServerGrid, type ServerQuery } from '@portal/shared/grid';
import { downloadFeedbackAttachment, showFailure } from '@portal/shared/http';
import { ErrorState, notify, OrderCenterPage, usePageTitle } from '@portal/shared/ui';
import { errorMessage } from '../../../common/errors';
import { exportFeedback, listFeedback, listSavedFilters } from '../api';
import {
  fieldsOf,
  filtersFromSearch,
  filtersOfFields,
  isEmptyFilter,
  queryOf,
  sameFilter,
  searchOfFilters,
  type FeedbackFilters,
} from '../state/feedback-filters';
import { currentSaved } from '../state/saved-filters';
import { FeedbackDetailDrawer } from './FeedbackDetailDrawer';
import { FeedbackFilterBar } from './FeedbackFilterBar';
import { SavedFilterBar } from './SavedFilterBar';
import { FEEDBACK_HIDE_ORDER, useFeedbackColumns } from './use-feedback-columns';
import { CountedGrid } from '../../../common/CountedGrid';
import '../i18n';

export function FeedbackManagementPage() {
  const title = usePageTitle(findOrderCenterChild('feedbackManagement')!.title);
  const { t } = useTranslation('feedbackAdmin');
  const [params, setParams] = useSearchParams();
  const [initial] = useState<FeedbackFilters>(() => filtersFromSearch(params));
  // Remounts the filter fields when a filter is applied from elsewhere (a saved filter, reset).
  const [barKey, setBarKey] = useState(0);
  const [saved, setSaved] = useState<SavedFeedbackFilter[]>([]);
  const [savedError, setSavedError] = useState<string | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [open, setOpen] = useState<Feedback | null>(null);

  const fetchPage = useCallback(
    ({ page, size, filters }: ServerQuery<FeedbackFilters>) =>
      listFeedback({ page, size, ...queryOf(filters) }),
    [],
  );
  const list = useServerGrid(fetchPage, { filters: initial });
  const current = useMemo(() => fieldsOf(list.filters), [list.filters]);

  const loadSaved = useCallback(async () => {
    try {
      const all = await listSavedFilters();
      setSaved(all);
      setSavedError(null);
      return all;
    } catch (err) {
      setSavedError(errorMessage(err));
      return [];
    }
  }, []);
  // A link whose filter is one of the saved ones shows it as chosen.
  useEffect(() => {
    void loadSaved().then((all) => {
      if (!isEmptyFilter(initial))
        setChosenId((id) => id ?? currentSaved(all, fieldsOf(initial), null)?.id ?? null);
    });
  }, [loadSaved, initial]);

  const apply = (f: FeedbackFilters) => {
    list.applyFilters(f);
    setParams(searchOfFilters(f), { replace: true });
  };
  const applyFromOutside = (f: FeedbackFilters) => {
    apply(f);
    setBarKey((k) => k + 1);
  };
  const chosen = saved.find((s) => s.id === chosenId) ?? null;
  const modified = chosen !== null && !sameFilter(chosen.fields, current);

  const download = useCallback(
    // A failure is already shown by the HTTP client (the server's message).
    (f: Feedback) => void downloadFeedbackAttachment(f).catch(showFailure),
    [],
  );
  const columns = useFeedbackColumns({ onOpen: setOpen, onDownload: download });
  const exportAs = (format: 'xlsx' | 'csv') =>
    void exportFeedback(queryOf(list.filters), format).catch((err: unknown) =>
      notify('error', errorMessage(err)),
    );

  return (
    <OrderCenterPage title={title}>
      {savedError && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="feedback-saved-error">
          {savedError}
        </Alert>
      )}
      <SavedFilterBar
        saved={saved}
        chosen={chosen}
        modified={modified}
        current={current}
        onChoose={(s) => {
          setChosenId(s?.id ?? null);
          if (s) applyFromOutside(filtersOfFields(s.fields));
        }}
        onChanged={(s) => {
          setChosenId(s?.id ?? null);
          void loadSaved();
        }}
      />
      <FeedbackFilterBar
        key={barKey}
        initial={list.filters}
        onApply={(f) => {
          apply(f);
          if (isEmptyFilter(f)) setChosenId(null);
        }}
        onExport={exportAs}
      />
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      <CountedGrid
        totalText={t('total', { count: list.total })}
        totalTestId="feedback-total"
        {...list.gridProps}
        columns={columns}
        hideOrder={FEEDBACK_HIDE_ORDER}
        testId="feedback-grid"
        empty={{
          title: t('emptyTitle'),
          hint: isEmptyFilter(list.filters) ? t('emptyHint') : t('emptyHintFiltered'),
        }}
        onRowDoubleClick={({ row }) => setOpen(row as Feedback)}
      />
      <FeedbackDetailDrawer
        feedback={open}
        onChanged={(f) => {
          setOpen(f);
          void list.reload();
        }}
        onDownload={download}
        onClose={() => setOpen(null)}
      />
    </OrderCenterPage>
  );
}
