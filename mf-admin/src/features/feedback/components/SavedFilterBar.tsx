/**
 * The staff member's own saved filters: choose one to apply it, save the current filter under a name, update the
 * chosen one with the current filter, rename it, delete it (asked first). Each call's message is shown; a refusal
 * (a name already used, too many filters) stays in its dialog.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Chip, MenuItem, Stack, TextField } from '@mui/material';
import {
  SAVED_FILTER_NAME_MAX,
  SAVED_FILTERS_MAX,
  type FeedbackFilter,
  type SavedFeedbackFilter,
} from '@portal/shared/domain';
import { notify } from '@portal/shared/ui';
import { ActionDialog } from '../../../common/ActionDialog';
import { errorMessage } from '../../../common/errors';
import { createSavedFilter, deleteSavedFilter, updateSavedFilter } from '../api';
import { canSaveMore, filterNameProblem } from '../state/saved-filters';
import '../i18n';

type Editing = 'saveAs' | 'rename' | 'update' | 'delete' | null;

export function SavedFilterBar({
  saved,
  chosen,
  modified,
  current,
  onChoose,
  onChanged,
}: {
  saved: SavedFeedbackFilter[];
  /** The saved filter chosen last (null: none). */
  chosen: SavedFeedbackFilter | null;
  /** The list's filter is no longer the chosen one's. */
  modified: boolean;
  /** The list's filter, as a saved filter keeps it. */
  current: FeedbackFilter;
  onChoose: (s: SavedFeedbackFilter | null) => void;
  /** After a save, rename, update or delete: the saved filter to choose now (null: none). */
  onChanged: (chosen: SavedFeedbackFilter | null) => void;
}) {
  const { t } = useTranslation('feedbackAdmin');
  const [editing, setEditing] = useState<Editing>(null);
  const [name, setName] = useState('');

  const open = (e: Editing) => {
    setName(e === 'rename' ? (chosen?.name ?? '') : '');
    setEditing(e);
  };
  const problem =
    editing === 'saveAs' || editing === 'rename'
      ? filterNameProblem(name, saved, editing === 'rename' ? chosen?.id : undefined)
      : null;
  // An empty name is not shouted at before anything is typed.
  const shownProblem = problem && (problem !== 'nameRequired' || name.length > 0) ? problem : null;

  const act = async (run: () => Promise<{ message: string; chosen: SavedFeedbackFilter | null }>) => {
    try {
      const done = await run();
      notify('success', done.message);
      onChanged(done.chosen);
      return null;
    } catch (err) {
      return errorMessage(err);
    }
  };

  const confirm = () => {
    switch (editing) {
      case 'saveAs':
        return act(async () => {
          const r = await createSavedFilter(name.trim(), current);
          return { message: r.message, chosen: r.saved };
        });
      case 'rename':
        return act(async () => {
          const r = await updateSavedFilter(chosen!.id, { name: name.trim() });
          return { message: r.message, chosen: r.saved };
        });
      case 'update':
        return act(async () => {
          const r = await updateSavedFilter(chosen!.id, { fields: current });
          return { message: r.message, chosen: r.saved };
        });
      case 'delete':
        return act(async () => ({ message: await deleteSavedFilter(chosen!.id), chosen: null }));
      default:
        return Promise.resolve(null);
    }
  };

  const full = !canSaveMore(saved);
  const titles: Record<Exclude<Editing, null>, string> = {
    saveAs: t('saveAsTitle'),
    rename: t('renameTitle', { name: chosen?.name ?? '' }),
    update: t('updateTitle', { name: chosen?.name ?? '' }),
    delete: t('deleteTitle', { name: chosen?.name ?? '' }),
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      useFlexGap
      sx={{ mb: 1.5, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        size="small"
        label={t('savedFilters')}
        value={chosen ? String(chosen.id) : ''}
        onChange={(e) => onChoose(saved.find((s) => String(s.id) === e.target.value) ?? null)}
        sx={{ minWidth: 240 }}
        data-testid="feedback-saved"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">
          <em>{saved.length ? t('noSavedFilter') : t('noSavedFilters')}</em>
        </MenuItem>
        {saved.map((s) => (
          <MenuItem key={s.id} value={String(s.id)} data-testid={`feedback-saved-${s.id}`}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      {chosen && modified && (
        <Chip size="small" label={t('modified')} data-testid="feedback-saved-modified" />
      )}
      <Button
        variant="outlined"
        onClick={() => open('saveAs')}
        disabled={full}
        title={full ? t('savedFull') : undefined}
        data-testid="feedback-saved-save"
      >
        {t('saveAs')}
      </Button>
      <Button
        onClick={() => open('update')}
        disabled={!chosen || !modified}
        data-testid="feedback-saved-update"
      >
        {t('update')}
      </Button>
      <Button onClick={() => open('rename')} disabled={!chosen} data-testid="feedback-saved-rename">
        {t('rename')}
      </Button>
      <Button
        color="error"
        onClick={() => open('delete')}
        disabled={!chosen}
        data-testid="feedback-saved-delete"
      >
        {t('delete')}
      </Button>
      <ActionDialog
        open={editing !== null}
        title={editing ? titles[editing] : ''}
        text={
          editing === 'saveAs'
            ? t('saveAsText', { max: SAVED_FILTERS_MAX })
            : editing === 'update'
              ? t('updateText', { name: chosen?.name ?? '' })
              : editing === 'delete'
                ? t('deleteText')
                : undefined
        }
        confirmLabel={editing === 'delete' ? t('delete') : t('save')}
        confirmColor={editing === 'delete' ? 'error' : 'primary'}
        confirmDisabled={problem !== null}
        onClose={() => setEditing(null)}
        onConfirm={confirm}
      >
        {(editing === 'saveAs' || editing === 'rename') && (
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            required
            label={t('filterName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={shownProblem !== null}
            helperText={shownProblem ? t(shownProblem) : `${name.trim().length}/${SAVED_FILTER_NAME_MAX}`}
            slotProps={{ htmlInput: { 'data-testid': 'feedback-saved-name' } }}
          />
        )}
      </ActionDialog>
    </Stack>
  );
}
