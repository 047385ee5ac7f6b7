/** Target areas: the list (at most 5) and the ways to add one besides drawing: region, place, centre point, file, IDs. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { Lang } from '@portal/shared/domain';
import type { AreaEntry } from '../state/search-state';
import { NS } from '../../../i18n';
import { FileImport } from './FileImport';
import { PlaceSearch } from './PlaceSearch';
import { PointForm } from './PointForm';
import { RegionPicker } from './RegionPicker';

type Mode = 'draw' | 'region' | 'place' | 'point' | 'file' | 'ids';
const MODES: Mode[] = ['draw', 'region', 'place', 'point', 'file', 'ids'];

export function AreaPanel(props: {
  areas: AreaEntry[];
  ids: string;
  onIdsChange: (text: string) => void;
  /** Adds an area; false when refused (docs/requirements.md §5: at most 5). */
  onAdd: (entry: AreaEntry) => boolean;
  onRemove: (id: string) => void;
  onFocus: (entry: AreaEntry) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const [mode, setMode] = useState<Mode>('draw');
  return (
    <Box>
      <Typography variant="subtitle1" fontWeight={600}>
        {t('areas')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('areasHint')}
      </Typography>
      <List
        dense
        data-testid="area-list"
        sx={{ my: 1, border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 40 }}
      >
        {props.areas.length === 0 && (
          <ListItem>
            <ListItemText secondary={t('noAreas')} />
          </ListItem>
        )}
        {props.areas.map((a, i) => (
          <ListItem
            key={a.id}
            data-testid="area-item"
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`${t('delete')} ${a.label[lang]}`}
                data-testid="area-delete"
                onClick={() => props.onRemove(a.id)}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            }
          >
            <ListItemText
              primary={`${i + 1}. ${a.label[lang]}`}
              secondary={t(`mode.${a.source === 'draw' ? 'draw' : a.source}`)}
              onClick={() => props.onFocus(a)}
              sx={{ cursor: 'pointer' }}
            />
          </ListItem>
        ))}
      </List>
      {/* The ways to add an area wrap onto a second line rather than scroll: every one stays in view, in both languages. */}
      <Tabs
        value={mode}
        onChange={(_e, v: Mode) => setMode(v)}
        aria-label={t('addBy')}
        data-testid="area-modes"
        slotProps={{ indicator: { sx: { display: 'none' } } }}
        sx={{
          minHeight: 0,
          '& .MuiTabs-flexContainer': { flexWrap: 'wrap', gap: 0.5 },
          '& .MuiTab-root': {
            minHeight: 32,
            minWidth: 0,
            px: 1,
            py: 0.5,
            textTransform: 'none',
            fontSize: 14,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          },
          '& .MuiTab-root.Mui-selected': { borderColor: 'primary.main', bgcolor: 'action.selected' },
        }}
      >
        {MODES.map((m) => (
          <Tab key={m} value={m} label={t(`mode.${m}`)} data-testid={`area-mode-${m}`} />
        ))}
      </Tabs>
      <Box sx={{ pt: 1.5 }}>
        {mode === 'draw' && (
          <Typography variant="body2" color="text.secondary">
            {t('drawHint')}
          </Typography>
        )}
        {mode === 'region' && <RegionPicker lang={lang} onAdd={props.onAdd} />}
        {mode === 'place' && <PlaceSearch lang={lang} onAdd={props.onAdd} />}
        {mode === 'point' && <PointForm onAdd={props.onAdd} />}
        {mode === 'file' && <FileImport onAdd={props.onAdd} />}
        {mode === 'ids' && (
          <TextField
            label={t('ids')}
            helperText={
              <>
                {t('idsHint')}
                <br />
                {t('idsApply')}
              </>
            }
            value={props.ids}
            onChange={(e) => props.onIdsChange(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { 'data-testid': 'image-ids' } }}
          />
        )}
        {mode !== 'ids' && props.ids.trim() && (
          // IDs typed earlier still decide the search: said where the user now is, with a way out.
          <Alert
            severity="info"
            sx={{ mt: 1.5, py: 0 }}
            data-testid="ids-pending"
            action={
              <Button size="small" color="inherit" onClick={() => props.onIdsChange('')}>
                {t('clearIds')}
              </Button>
            }
          >
            {t('idsApply')}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
