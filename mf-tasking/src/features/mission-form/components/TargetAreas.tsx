/** The order's target areas as chips (deleted one by one while editable) and the import of an area file. */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { DrawnShape } from '@portal/shared/globe';
import { NS } from '../../../i18n';

const AREA_FILES = '.kml,.kmz,.zip';

export function TargetAreas({
  areas,
  readOnly,
  onRemove,
  onFile,
}: {
  areas: DrawnShape[];
  readOnly: boolean;
  onRemove: (id: string) => void;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation(NS);
  const areaFileInput = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ mb: 2 }} data-testid="target-areas">
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('areas')}
        </Typography>
        {areas.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('noAreas')}
          </Typography>
        )}
        {areas.map((a, i) => (
          <Chip
            key={a.id}
            size="small"
            label={a.kind === 'geometry' && a.label ? a.label : t('area', { n: i + 1 })}
            onDelete={readOnly ? undefined : () => onRemove(a.id)}
            data-testid="area-chip"
          />
        ))}
        {!readOnly && (
          <Button size="small" onClick={() => areaFileInput.current?.click()}>
            {t('importFile')}
          </Button>
        )}
        <input
          ref={areaFileInput}
          hidden
          type="file"
          accept={AREA_FILES}
          data-testid="area-file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) onFile(f);
            e.target.value = '';
          }}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('hint.areas')}
      </Typography>
    </Box>
  );
}
