/** Target areas: the list (at most 5) and the ways to add one besides drawing: region, place, centre point, file, IDs. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { notify } from '@portal/shared/ui';
import { ApiError } from '@portal/shared/http';
import type { Lang } from '@portal/shared/domain';
import { importAreaFile, outlineOf, places, regions, type Place, type Region } from '../api/catalog';
import { MAX_RADIUS_KM, newAreaId, type AreaEntry } from '../state/search-state';
import { placeContext, regionPathLabel } from '../state/labels';
import { NS } from '../../../i18n';

type Mode = 'draw' | 'region' | 'place' | 'point' | 'file' | 'ids';
const MODES: Mode[] = ['draw', 'region', 'place', 'point', 'file', 'ids'];

export function AreaPanel(props: {
  areas: AreaEntry[];
  ids: string;
  onIdsChange: (text: string) => void;
  /** Adds an area; false when refused (spec §5: at most 5). */
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

function RegionPicker({ lang, onAdd }: { lang: Lang; onAdd: (e: AreaEntry) => boolean }) {
  const { t } = useTranslation(NS);
  const [provinces, setProvinces] = useState<Region[]>([]);
  const [cities, setCities] = useState<Region[]>([]);
  const [province, setProvince] = useState('');
  const [city, setCity] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    regions('CN').then(
      (r) => setProvinces(r.data),
      (e: ApiError) => setError(e.message),
    );
  }, []);
  useEffect(() => {
    setCity('');
    setCities([]);
    if (province)
      regions(province).then(
        (r) => setCities(r.data),
        () => setCities([]),
      );
  }, [province]);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    const r = cities.find((c) => c.code === city) ?? provinces.find((p) => p.code === province);
    if (!r) return;
    const parent = city ? provinces.find((p) => p.code === province) : undefined;
    const area = { type: 'region', code: r.code } as const;
    // The region is drawn as its outline (the polygon searched) from the start; its box only if that cannot be had.
    setBusy(true);
    const outline = await outlineOf(area).catch(() => undefined);
    setBusy(false);
    onAdd({
      id: newAreaId(),
      source: 'region',
      label: regionPathLabel(r, parent),
      area,
      shape: outline ?? (r.bbox ? { id: `region-${r.code}`, kind: 'rectangle', bbox: r.bbox } : undefined),
    });
  };
  return (
    <Stack spacing={1.5}>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        select
        size="small"
        label={t('province')}
        value={province}
        onChange={(e) => setProvince(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'region-province' } }}
      >
        {provinces.map((p) => (
          <MenuItem key={p.code} value={p.code}>
            {p[lang === 'en' ? 'name_en' : 'name_zh']}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('city')}
        value={city}
        onChange={(e) => setCity(e.target.value)}
        disabled={!cities.length}
        slotProps={{ htmlInput: { 'data-testid': 'region-city' } }}
      >
        {cities.map((c) => (
          <MenuItem key={c.code} value={c.code}>
            {c[lang === 'en' ? 'name_en' : 'name_zh']}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        onClick={() => void add()}
        disabled={!province || busy}
        data-testid="region-add"
      >
        {t('addRegion')}
      </Button>
    </Stack>
  );
}

function PlaceSearch({ lang, onAdd }: { lang: Lang; onAdd: (e: AreaEntry) => boolean }) {
  const { t } = useTranslation(NS);
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Place[]>([]);
  const [value, setValue] = useState<Place | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const q = input.trim();
    if (!q) {
      setOptions([]);
      return;
    }
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      places(q, ctl.signal)
        .then(
          (r) => setOptions(r.data),
          () => undefined,
        )
        .finally(() => setLoading(false));
    }, 200);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [input]);
  const name = (p: Place) => (lang === 'en' ? p.name_en : (p.name_zh ?? p.name_en));
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!value) return;
    const c = value.point;
    const area = { type: 'place', id: String(value.id) } as const;
    // A city or a province is searched by its outline: drawn as that from the start (a town as its circle).
    setBusy(true);
    const outline = await outlineOf(area).catch(() => undefined);
    setBusy(false);
    onAdd({
      id: newAreaId(),
      source: 'place',
      label: { zh: value.name_zh ?? value.name_en, en: value.name_en },
      area,
      shape:
        outline ?? (c ? { id: `place-${value.id}`, kind: 'circle', center: c, radiusKm: 10 } : undefined),
    });
    setValue(null);
    setInput('');
  };
  return (
    <Stack spacing={1.5}>
      <Autocomplete
        options={options}
        value={value}
        loading={loading}
        filterOptions={(x) => x}
        getOptionLabel={name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        inputValue={input}
        noOptionsText={t('noPlaces')}
        onInputChange={(_e, v) => setInput(v)}
        onChange={(_e, v) => setValue(v)}
        renderOption={({ key, ...rest }, p) => (
          <li key={key} {...rest} data-testid="place-option">
            {name(p)}
            {placeContext(p, name(p)) ? (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                {placeContext(p, name(p))}
              </Typography>
            ) : null}
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={t('placeName')}
            placeholder={t('placeHint')}
            inputProps={{ ...params.inputProps, 'data-testid': 'place-input' }}
          />
        )}
      />
      <Button variant="outlined" onClick={() => void add()} disabled={!value || busy} data-testid="place-add">
        {t('addPlace')}
      </Button>
    </Stack>
  );
}

function PointForm({ onAdd }: { onAdd: (e: AreaEntry) => boolean }) {
  const { t, i18n } = useTranslation(NS);
  const [lng, setLng] = useState('');
  const [lat, setLat] = useState('');
  const [radius, setRadius] = useState('50');
  const add = () => {
    const x = Number(lng),
      y = Number(lat),
      r = Number(radius);
    if (
      !lng ||
      !lat ||
      !Number.isFinite(x) ||
      !Number.isFinite(y) ||
      Math.abs(x) > 180 ||
      Math.abs(y) > 90 ||
      !(r > 0 && r <= MAX_RADIUS_KM)
    ) {
      notify('warning', t('msg.badPoint'));
      return;
    }
    const id = newAreaId();
    onAdd({
      id,
      source: 'point',
      label: {
        zh: i18n.getFixedT('zh', NS)('pointLabel', { x, y, r }),
        en: i18n.getFixedT('en', NS)('pointLabel', { x, y, r }),
      },
      area: { type: 'circle', center: [x, y], radius_km: r },
      shape: { id, kind: 'circle', center: [x, y], radiusKm: r },
    });
  };
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={t('lng')}
          value={lng}
          onChange={(e) => setLng(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'point-lng' } }}
        />
        <TextField
          size="small"
          label={t('lat')}
          value={lat}
          onChange={(e) => setLat(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'point-lat' } }}
        />
      </Stack>
      <TextField
        size="small"
        label={t('radius')}
        value={radius}
        onChange={(e) => setRadius(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'point-radius' } }}
      />
      <Button variant="outlined" onClick={add} data-testid="point-add">
        {t('addPoint')}
      </Button>
    </Stack>
  );
}

function FileImport({ onAdd }: { onAdd: (e: AreaEntry) => boolean }) {
  const { t } = useTranslation(NS);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    if (!/\.(kml|kmz|zip)$/i.test(file.name)) {
      setError(t('msg.fileType'));
      return;
    }
    setBusy(true);
    try {
      const { geometry } = await importAreaFile(file);
      const id = newAreaId();
      if (
        onAdd({
          id,
          source: 'file',
          label: { zh: file.name, en: file.name },
          area: { type: 'polygon', geometry },
          shape: { id, kind: 'geometry', geometry, label: file.name },
        })
      ) {
        notify('success', t('imported'));
      }
    } catch (e) {
      const err = e as ApiError;
      const detail = err.errors?.[0]?.message;
      setError(
        detail && detail !== err.message ? `${err.message} ${detail}` : err.message || t('msg.badFile'),
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('fileHint')}
      </Typography>
      <Button variant="outlined" component="label" disabled={busy}>
        {busy ? t('importing') : t('chooseFile')}
        <input
          ref={input}
          hidden
          type="file"
          accept=".kml,.kmz,.zip"
          data-testid="area-file"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </Button>
      {error && (
        <Alert severity="error" data-testid="area-file-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
