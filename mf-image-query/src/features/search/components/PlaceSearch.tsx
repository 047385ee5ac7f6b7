/** A place found by its name (zh or en) as a target area: a city or a province by its outline, a town as a circle. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, Button, Stack, TextField, Typography } from '@mui/material';
import type { Lang } from '@portal/shared/domain';
import { outlineOf, places, type Place } from '../api/catalog';
import { newAreaId, type AreaEntry } from '../state/search-state';
import { placeContext } from '../state/labels';
import { NS } from '../../../i18n';

export function PlaceSearch({ lang, onAdd }: { lang: Lang; onAdd: (e: AreaEntry) => boolean }) {
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
