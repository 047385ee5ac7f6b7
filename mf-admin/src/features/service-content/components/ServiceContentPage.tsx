/**
 * /personalCenter/effectContent (staff): the editor of the application-service pages (docs/requirements.md §7 /effect/data/). One
 * tab per page with its texts in both languages, its key figures and its demonstration samples; one save sends the
 * changed pages together (PUT /effect/data/, all or nothing), the server's field errors show under their fields.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, IconButton, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { findOrderCenterChild } from '@portal/shared/domain';
import type { EffectContent, EffectFigure } from '@portal/shared/domain/effect';
import { ApiError, failureMessage, showFailure } from '@portal/shared/http';
import { ErrorState, LoadingState, notify, OrderCenterPage, useLang, usePageTitle } from '@portal/shared/ui';
import { listEffectContent, saveEffectContent } from '../api';
import {
  changesOf,
  draftOf,
  fieldErrorsByPage,
  samplesInvalid,
  TEXT_FIELDS,
  type PageDraft,
  type TextField as DraftField,
} from '../state/content-draft';
import '../i18n';

const MULTILINE: readonly DraftField[] = ['body_zh', 'body_en'];
const EMPTY_FIGURE: EffectFigure = { label_zh: '', label_en: '', value: '' };

export function ServiceContentPage() {
  const title = usePageTitle(findOrderCenterChild('effectContent')!.title);
  const { t } = useTranslation('effectContent');
  const lang = useLang();
  const [pages, setPages] = useState<EffectContent[] | null>(null);
  const [drafts, setDrafts] = useState<PageDraft[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [tab, setTab] = useState(0);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<number, Record<string, string>>>({});

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const loaded = await listEffectContent();
      setPages(loaded);
      setDrafts(loaded.map(draftOf));
      setErrors({});
    } catch (err) {
      setLoadError(failureMessage(err, lang));
    }
  }, [lang]);
  useEffect(() => {
    void load();
  }, [load]);

  const changes = useMemo(() => (pages ? changesOf(pages, drafts) : []), [pages, drafts]);
  const badSamples = samplesInvalid(drafts);

  const edit = (id: number, f: (d: PageDraft) => PageDraft) =>
    setDrafts((all) => all.map((d) => (d.id === id ? f(d) : d)));

  const save = async () => {
    if (!changes.length || badSamples.length) return;
    setSaving(true);
    try {
      const { pages: saved, message } = await saveEffectContent(changes);
      setPages(saved);
      setDrafts(saved.map(draftOf));
      setErrors({});
      notify('success', message);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) {
        const byPage = fieldErrorsByPage(changes, err.errors);
        setErrors(byPage);
        const first = pages?.findIndex((p) => byPage[p.id]);
        if (first !== undefined && first >= 0) setTab(first);
        if (byPage[0]) showFailure(err);
      } else showFailure(err);
    } finally {
      setSaving(false);
    }
  };

  if (loadError)
    return (
      <OrderCenterPage title={title}>{<ErrorState message={loadError} onRetry={load} />}</OrderCenterPage>
    );
  if (!pages) return <OrderCenterPage title={title}>{<LoadingState />}</OrderCenterPage>;

  const page = pages[tab];
  const draft = drafts.find((d) => d.id === page?.id);
  const pageErrors = (page && errors[page.id]) || {};

  return (
    <OrderCenterPage title={title}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} variant="scrollable" sx={{ mb: 2 }}>
        {pages.map((p) => {
          const changed = changes.some((c) => c.id === p.id);
          return (
            <Tab
              key={p.id}
              label={`${lang === 'en' ? p.title_en : p.title_zh}${changed ? ' •' : ''}`}
              data-testid={`effect-tab-${p.service}`}
            />
          );
        })}
      </Tabs>
      {page && draft && (
        <Stack spacing={2} data-testid={`effect-page-${page.service}`}>
          {TEXT_FIELDS.map((f) => (
            <TextField
              key={f}
              label={t(f)}
              value={draft.texts[f]}
              multiline={MULTILINE.includes(f) || f.startsWith('summary') || f.startsWith('provenance')}
              minRows={MULTILINE.includes(f) ? 6 : undefined}
              error={!!pageErrors[f]}
              helperText={pageErrors[f]}
              onChange={(e) => edit(draft.id, (d) => ({ ...d, texts: { ...d.texts, [f]: e.target.value } }))}
            />
          ))}
          <Box>
            <Typography variant="subtitle1" gutterBottom>
              {t('figures')}
            </Typography>
            {pageErrors.figures && (
              <Typography color="error" variant="body2" role="alert">
                {pageErrors.figures}
              </Typography>
            )}
            {draft.figures.map((fig, i) => (
              <Stack key={i} direction="row" spacing={1} sx={{ mb: 1 }}>
                {(
                  [
                    ['label_zh', 'figureLabelZh'],
                    ['label_en', 'figureLabelEn'],
                    ['value', 'figureValue'],
                  ] as const
                ).map(([key, label]) => (
                  <TextField
                    key={key}
                    size="small"
                    label={t(label)}
                    value={fig[key]}
                    onChange={(e) =>
                      edit(draft.id, (d) => ({
                        ...d,
                        figures: d.figures.map((x, j) => (j === i ? { ...x, [key]: e.target.value } : x)),
                      }))
                    }
                  />
                ))}
                <IconButton
                  aria-label={t('removeFigure')}
                  onClick={() =>
                    edit(draft.id, (d) => ({ ...d, figures: d.figures.filter((_x, j) => j !== i) }))
                  }
                >
                  <DeleteOutline />
                </IconButton>
              </Stack>
            ))}
            <Button
              size="small"
              onClick={() => edit(draft.id, (d) => ({ ...d, figures: [...d.figures, { ...EMPTY_FIGURE }] }))}
            >
              {t('addFigure')}
            </Button>
          </Box>
          <TextField
            label={t('samples')}
            value={draft.samples}
            error={badSamples.includes(draft.id) || !!pageErrors.samples}
            helperText={
              badSamples.includes(draft.id) ? t('samplesInvalid') : (pageErrors.samples ?? t('samplesHelp'))
            }
            onChange={(e) => edit(draft.id, (d) => ({ ...d, samples: e.target.value }))}
          />
        </Stack>
      )}
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 3 }}>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving || !changes.length || badSamples.length > 0}
        >
          {saving ? t('saving') : t('save')}
        </Button>
        <Button
          onClick={() => {
            setDrafts(pages.map(draftOf));
            setErrors({});
          }}
          disabled={saving || (!changes.length && !badSamples.length)}
        >
          {t('reset')}
        </Button>
        <Typography color="text.secondary" data-testid="effect-changes">
          {changes.length ? t('changedPages', { count: changes.length }) : t('noChanges')}
        </Typography>
      </Stack>
    </OrderCenterPage>
  );
}
