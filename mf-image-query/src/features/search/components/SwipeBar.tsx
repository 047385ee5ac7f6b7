/**
 * The swipe bar over the globe: a vertical line at `position` (0 at the left edge, 1 at the right) that the pointer
 * drags and the arrow keys move; the compared scenes are cut there.
 */
import { Box } from '@mui/material';
import { useRef } from 'react';

const clamp = (x: number) => Math.min(1, Math.max(0, x));

export function SwipeBar(props: { position: number; onPosition: (x: number) => void; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const fromPointer = (clientX: number) => {
    const parent = ref.current?.parentElement?.getBoundingClientRect();
    if (parent && parent.width > 0) props.onPosition(clamp((clientX - parent.left) / parent.width));
  };
  return (
    <Box
      ref={ref}
      role="slider"
      tabIndex={0}
      aria-label={props.label}
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(props.position * 100)}
      data-testid="viewer-swipe-bar"
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        e.preventDefault();
      }}
      onPointerMove={(e) => {
        if (e.currentTarget.hasPointerCapture(e.pointerId)) fromPointer(e.clientX);
      }}
      onKeyDown={(e) => {
        const by = e.key === 'ArrowLeft' ? -0.02 : e.key === 'ArrowRight' ? 0.02 : 0;
        if (by) {
          e.preventDefault();
          props.onPosition(clamp(props.position + by));
        }
      }}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        left: `${props.position * 100}%`,
        width: 16,
        ml: '-8px',
        cursor: 'ew-resize',
        zIndex: 2,
        touchAction: 'none',
        '&::before': {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: 7,
          width: 2,
          bgcolor: '#fff',
          boxShadow: '0 0 3px rgba(0,0,0,.8)',
        },
        '&:focus-visible::before': { bgcolor: 'primary.light', width: 4, left: 6 },
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          top: '50%',
          left: 0,
          width: 16,
          height: 40,
          mt: '-20px',
          borderRadius: 1,
          bgcolor: '#fff',
          boxShadow: '0 0 4px rgba(0,0,0,.8)',
        }}
      />
    </Box>
  );
}
