/** An administrative region as a target area: a province of China, or one of its cities. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { failureMessage } from '@portal/shared/http';
import type { Lang } from '@portal/shared/domain';
import { ErrorState } from '@portal/shared/ui';
import { outlineOf, regions, type Region } from '../api/catalog';
import { newAreaId, type AreaEntry } from '../state/search-state';
import { regionPathLabel } from '../state/labels';
import { NS } from '../../../i18n';

export function RegionPicker({ lang, onAdd }: { lang: Lang; onAdd: (e: AreaEntry) => boolean }) {
  const { t } = useTranslation(NS);
  const [provinces, setProvinces] = useState<Region[]>([]);
  const [cities, setCities] = useState<Region[]>([]);
  const [province, setProvince] = useState('');
  const [city, setCity] = useState('');
  // A list that could not be loaded says why in place, in the page's language, with a retry (docs/requirements.md §8).
  const [failure, setFailure] = useState<{ text: string; retry: () => void } | null>(null);
  const load = (parent: string, loaded: (r: Region[]) => void) => {
    setFailure(null);
    regions(parent).then(
      (r) => loaded(r.data),
      (err: unknown) => {
        const text = failureMessage(err);
        setFailure(text === null ? null : { text, retry: () => load(parent, loaded) });
      },
    );
  };
  useEffect(() => load('CN', setProvinces), []);
  useEffect(() => {
    setCity('');
    setCities([]);
    if (province) load(province, setCities);
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
      {failure && <ErrorState message={failure.text} onRetry={failure.retry} />}
      <RegionSelect
        label={t('province')}
        lang={lang}
        options={provinces}
        value={province}
        onChange={setProvince}
        testId="region-province"
      />
      <RegionSelect
        label={t('city')}
        lang={lang}
        options={cities}
        value={city}
        onChange={setCity}
        disabled={!cities.length}
        testId="region-city"
      />
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

/** A list of regions to choose one from, each named in the page's language. */
function RegionSelect({
  label,
  lang,
  options,
  value,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  lang: Lang;
  options: Region[];
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {options.map((r) => (
        <MenuItem key={r.code} value={r.code}>
          {r[lang === 'en' ? 'name_en' : 'name_zh']}
        </MenuItem>
      ))}
    </TextField>
  );
}
