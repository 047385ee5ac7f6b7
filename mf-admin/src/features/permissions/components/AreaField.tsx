/**
 * The area of a permission: rectangles and polygons drawn on the globe, or polygons imported from a KML, KMZ or
 * zipped SHP file (read by the server). No shape: anywhere.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Globe, shapeGeometry, type DrawnShape, type GlobeApi } from '@portal/shared/globe';
import { AreaFileButton, useAreaFileImport } from '@portal/shared/ui';
import { areaOfShapes } from '../state/permission-form';
import '../i18n';

let nextId = 0;
const newShapeId = () => `area-${Date.now().toString(36)}-${nextId++}`;

export function AreaField({
  shapes,
  onChange,
  error,
}: {
  shapes: DrawnShape[];
  onChange: (shapes: DrawnShape[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('permissions');
  const [globe, setGlobe] = useState<GlobeApi | null>(null);
  const shown = useRef(false);

  // A stored area is in view once the globe is there.
  useEffect(() => {
    if (!globe || shown.current) return;
    shown.current = true;
    const area = areaOfShapes(shapes);
    if (area) globe.flyTo(area, { durationS: 0 });
  }, [globe, shapes]);

  const file = useAreaFileImport({
    wrongType: t('fileType'),
    unreadable: t('fileType'),
    onImported: (geometry, name) => {
      const shape: DrawnShape = { id: newShapeId(), kind: 'geometry', geometry, label: name };
      onChange([...shapes, shape]);
      globe?.flyTo(shapeGeometry(shape));
    },
  });

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('area')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('areaHelp')}
      </Typography>
      <Globe
        height={360}
        shapes={shapes}
        drawTools={['rectangle', 'polygon']}
        onDrawEnd={(shape) => onChange([...shapes, shape])}
        onShapesChange={onChange}
        onReady={setGlobe}
        ariaLabel={t('globeLabel')}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1 }} data-testid="permission-area-count">
          {shapes.length ? t('areaCount', { count: shapes.length }) : t('anywhere')}
        </Typography>
        <AreaFileButton
          file={file}
          label={t('importArea')}
          busyLabel={t('importing')}
          testId="permission-area-file"
          size="small"
        />
        <Button
          size="small"
          disabled={!shapes.length}
          onClick={() => onChange([])}
          data-testid="permission-area-clear"
        >
          {t('clearArea')}
        </Button>
      </Stack>
      {(file.error || error) && (
        <Alert severity="error" data-testid="permission-area-error">
          {file.error || error}
        </Alert>
      )}
    </Stack>
  );
}
