/** Plays the video-radar frames with play/pause and a frame slider; the moving target's track drawn over them. */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Slider, Stack, Typography } from '@mui/material';
import { pixelToLonLat, type NorthUpGrid } from '@portal/shared/domain/sample-footprint';
import type { VideoFrames } from '../analysis/protocol';
import { buildTracks, movingTrack, type Point } from '../video/sequence';
import { NS } from '../i18n';
import { formatMetres, latLonText } from './format';

/** Time a frame stays on screen while playing. */
const FRAME_MS = 600;

export function VideoPlayer({ video, grid }: { video: VideoFrames; grid: NorthUpGrid }) {
  const { t } = useTranslation(NS);
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(true);
  const total = video.frames.length;
  const tracks = useMemo(() => buildTracks(video.detections), [video]);
  const moving = useMemo(() => movingTrack(tracks), [tracks]);
  const fixed = tracks.length - (moving ? 1 : 0);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setFrame((k) => (k + 1) % total), FRAME_MS);
    return () => clearInterval(timer);
  }, [playing, total]);

  const seen = moving ? moving.points.slice(0, frame + 1).filter((p): p is Point => p !== null) : [];
  const here = moving?.points[frame] ?? null;
  const first = seen[0];
  const position = here ? latLonText(...pixelToLonLat(grid, here.x, here.y, 5)) : t('video.notDetected');
  const travelledM =
    first && seen.length > 1
      ? Math.hypot(
          (seen.at(-1)!.x - first.x) * grid.pixelSizeM[0],
          (seen.at(-1)!.y - first.y) * grid.pixelSizeM[1],
        )
      : 0;
  const detected = moving ? moving.points.filter(Boolean).length : 0;
  const captionId = useId();

  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="video-player">
      <Box sx={{ position: 'relative', width: '100%', maxWidth: 512, aspectRatio: '1', bgcolor: '#111' }}>
        <FrameCanvas video={video} frame={frame} label={t('video.canvas', { n: frame + 1 })} />
        <Box
          component="svg"
          role="img"
          aria-labelledby={captionId}
          viewBox={`0 0 ${video.width} ${video.height}`}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        >
          {seen.length > 1 && (
            <polyline
              data-testid="video-track"
              points={seen.map((p) => `${p.x},${p.y}`).join(' ')}
              fill="none"
              stroke="#ff1744"
              strokeWidth={3}
              strokeLinejoin="round"
            />
          )}
          {here && (
            <circle
              data-testid="video-target"
              cx={here.x}
              cy={here.y}
              r={10}
              fill="none"
              stroke="#ff1744"
              strokeWidth={2}
            />
          )}
        </Box>
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 512, mt: 1 }}>
        <Button variant="outlined" onClick={() => setPlaying((p) => !p)} data-testid="video-play">
          {playing ? t('video.pause') : t('video.play')}
        </Button>
        <Slider
          value={frame + 1}
          min={1}
          max={total}
          step={1}
          marks
          onChange={(_e, v) => {
            setPlaying(false);
            setFrame((v as number) - 1);
          }}
          aria-label={t('video.frame')}
          getAriaValueText={(v) => t('video.frameOf', { n: v, total })}
          data-testid="video-slider"
        />
      </Stack>
      <Typography variant="body2" data-testid="video-frame" sx={{ mt: 1 }}>
        {t('video.frameOf', { n: frame + 1, total })}
      </Typography>
      <Typography
        id={captionId}
        component="figcaption"
        variant="body2"
        sx={{ mt: 1 }}
        data-testid="video-caption"
      >
        {t('video.overlay', { detected, total, position, fixed })}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, mt: 1 }}>
        <Typography component="dt" color="text.secondary">
          {t('video.travelled')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="video-travelled">
          {formatMetres(travelledM)} m
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('video.detected')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {detected} / {total}
        </Typography>
      </Box>
    </Box>
  );
}

/** One frame's gray values painted on a canvas the size of the picture (scaled by CSS). */
function FrameCanvas({ video, frame, label }: { video: VideoFrames; frame: number; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = ref.current?.getContext('2d');
    if (!context) return;
    const gray = video.frames[frame];
    const rgba = new ImageData(video.width, video.height);
    for (let i = 0; i < gray.length; i++) {
      rgba.data[i * 4] = rgba.data[i * 4 + 1] = rgba.data[i * 4 + 2] = gray[i];
      rgba.data[i * 4 + 3] = 255;
    }
    context.putImageData(rgba, 0, 0);
  }, [video, frame]);
  return (
    <Box
      component="canvas"
      ref={ref}
      width={video.width}
      height={video.height}
      role="img"
      aria-label={label}
      data-testid="video-canvas"
      sx={{ display: 'block', width: '100%', height: '100%' }}
    />
  );
}
