/** The globe's overlay controls: drawing tools, delete shape, 2D/3D, the drawing hint and the cursor read-out. */
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, ButtonGroup, Typography } from '@mui/material';
import type { DrawKind, SceneModeName } from '../types';

export interface GlobeToolbarProps {
  tools: readonly DrawKind[];
  drawKind: DrawKind | null;
  onDraw(kind: DrawKind | null): void;
  /** Shown when a drawn shape is selected and shapes may be edited. */
  onDeleteShape: (() => void) | null;
  mode: SceneModeName;
  onMode(mode: SceneModeName): void;
  cursorRef: RefObject<HTMLDivElement | null>;
}

export function GlobeToolbar({
  tools,
  drawKind,
  onDraw,
  onDeleteShape,
  mode,
  onMode,
  cursorRef,
}: GlobeToolbarProps) {
  const { t } = useTranslation('globe');
  return (
    <>
      <Box
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          zIndex: 1,
        }}
      >
        {tools.length > 0 && (
          <ButtonGroup size="small" variant="contained" color="inherit" sx={{ bgcolor: 'background.paper' }}>
            {tools.map((k) => (
              <Button
                key={k}
                data-testid={`globe-draw-${k}`}
                aria-pressed={drawKind === k}
                color={drawKind === k ? 'primary' : 'inherit'}
                onClick={() => onDraw(drawKind === k ? null : k)}
              >
                {t(k)}
              </Button>
            ))}
          </ButtonGroup>
        )}
        {onDeleteShape && (
          <Button
            size="small"
            variant="contained"
            color="error"
            data-testid="globe-delete-shape"
            onClick={onDeleteShape}
          >
            {t('deleteShape')}
          </Button>
        )}
        <ButtonGroup size="small" variant="contained" color="inherit" sx={{ bgcolor: 'background.paper' }}>
          {(['2d', '3d'] as const).map((m) => (
            <Button
              key={m}
              data-testid={`globe-mode-${m}`}
              aria-pressed={mode === m}
              color={mode === m ? 'primary' : 'inherit'}
              onClick={() => onMode(m)}
            >
              {t(m === '2d' ? 'mode2d' : 'mode3d')}
            </Button>
          ))}
        </ButtonGroup>
      </Box>
      {drawKind && (
        <Typography
          data-testid="globe-hint"
          variant="caption"
          sx={{
            position: 'absolute',
            top: 48,
            right: 8,
            zIndex: 1,
            bgcolor: 'rgba(0,0,0,0.6)',
            color: '#fff',
            px: 1,
            py: 0.5,
            borderRadius: 1,
          }}
        >
          {t(`hint.${drawKind}`)}
        </Typography>
      )}
      <Box
        ref={cursorRef}
        data-testid="globe-cursor"
        // Bottom right: Cesium writes its credit (and a tile service's) at the bottom left.
        sx={{
          position: 'absolute',
          right: 8,
          bottom: 8,
          zIndex: 1,
          pointerEvents: 'none',
          whiteSpace: 'nowrap',
          color: '#fff',
          bgcolor: 'rgba(0,0,0,0.55)',
          px: 1,
          borderRadius: 1,
          fontSize: 12,
          fontFamily: 'monospace',
          minHeight: 18,
        }}
      />
    </>
  );
}
