/** A centre point and a radius as a target area (a circle of at most MAX_RADIUS_KM). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack, TextField } from '@mui/material';
import { notify } from '@portal/shared/ui';
import { MAX_RADIUS_KM, newAreaId, type AreaEntry } from '../state/search-state';
import { NS } from '../../../i18n';

export function PointForm({ onAdd }: { onAdd: (e: AreaEntry) => boolean }) {
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
        <DecimalField label={t('lng')} value={lng} onChange={setLng} testId="point-lng" />
        <DecimalField label={t('lat')} value={lat} onChange={setLat} testId="point-lat" />
      </Stack>
      <DecimalField label={t('radius')} value={radius} onChange={setRadius} testId="point-radius" />
      <Button variant="outlined" onClick={add} data-testid="point-add">
        {t('addPoint')}
      </Button>
    </Stack>
  );
}

/** A number typed as text (a phone shows its decimal keypad). */
function DecimalField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': testId } }}
    />
  );
}
