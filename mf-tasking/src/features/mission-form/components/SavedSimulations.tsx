/** The customer's saved simulations (docs/requirements.md §7): reopen, rename, delete, download as KML; paged. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { formatDateTime } from '@portal/shared/i18n';
import { failureMessage, showFailure } from '@portal/shared/http';
import { ErrorState, notify } from '@portal/shared/ui';
import type { Lang } from '@portal/shared/domain';
import { NS } from '../../../i18n';
import {
  deleteSimulation,
  downloadSimulationKml,
  listSimulations,
  renameSimulation,
  type SimulationSummary,
} from '../api/simulation';

const SIZE = 8;

export function SavedSimulations({
  open,
  onClose,
  onOpen,
  lang,
}: {
  open: boolean;
  onClose: () => void;
  onOpen: (id: number) => void;
  lang: Lang;
}) {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<SimulationSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);

  // A list that could not be loaded says why in its place, with a retry, and raises no notice (docs/requirements.md §8).
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    const env = await listSimulations(page, SIZE);
    setFailure(null);
    setRows(env.data);
    setTotal(env.total ?? env.data.length);
  }, [page]);
  const reload = useCallback(
    () => void load().catch((err: unknown) => setFailure(failureMessage(err))),
    [load],
  );
  useEffect(() => {
    if (open) reload();
  }, [open, reload]);

  const saveName = async () => {
    if (!editing?.name.trim()) return;
    const env = await renameSimulation(editing.id, editing.name.trim());
    notify('success', env.msg);
    setEditing(null);
    reload();
  };
  const remove = async (id: number) => {
    const env = await deleteSimulation(id);
    notify('success', env.msg);
    reload();
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{t('simulations')}</DialogTitle>
      <DialogContent data-testid="saved-simulations">
        {failure !== null && <ErrorState message={failure} onRetry={reload} />}
        {failure === null && !rows.length && (
          <Typography color="text.secondary">{t('noSimulations')}</Typography>
        )}
        <List dense hidden={failure !== null}>
          {rows.map((s) => (
            <ListItem
              key={s.id}
              data-testid="simulation-row"
              data-id={s.id}
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <Button size="small" onClick={() => onOpen(s.id)} data-testid={`simulation-open-${s.id}`}>
                    {t('openSimulation')}
                  </Button>
                  <Button size="small" onClick={() => setEditing({ id: s.id, name: s.name })}>
                    {t('rename')}
                  </Button>
                  <Button size="small" onClick={() => void downloadSimulationKml(s.id).catch(showFailure)}>
                    {t('kml')}
                  </Button>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('delete')}
                    onClick={() => void remove(s.id).catch(showFailure)}
                  >
                    ✕
                  </IconButton>
                </Stack>
              }
            >
              {editing?.id === s.id ? (
                <Stack
                  direction="row"
                  spacing={1}
                  component="form"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void saveName().catch(showFailure);
                  }}
                >
                  <TextField
                    size="small"
                    autoFocus
                    label={t('simulationName')}
                    value={editing.name}
                    onChange={(e) => setEditing({ ...editing, name: e.target.value })}
                    slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'simulation-name' } }}
                  />
                  <Button type="submit" size="small" variant="outlined">
                    {t('rename')}
                  </Button>
                </Stack>
              ) : (
                <ListItemText
                  primary={s.name}
                  secondary={`${s.tag} · ${formatDateTime(s.created_at, lang)} · ${s.opportunity_count}`}
                />
              )}
            </ListItem>
          ))}
        </List>
        {total > SIZE && (
          <Pagination count={Math.ceil(total / SIZE)} page={page} onChange={(_e, p) => setPage(p)} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
