/** A sample picture with a demonstration's results drawn over it (SVG in the picture's pixels) and described in text. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import type { NorthUpGrid } from '@portal/shared/domain/sample-footprint';
import type { PixelAnalysis } from '../analysis/protocol';
import { regionRows, shipRows, totals } from '../analysis/overlay';
import { formatArea } from './format';
import { NS } from '../i18n';

const COLOURS = { water: '#29b6f6', oil: '#ff9800', vessel: '#ff1744' } as const;
/** Margin around a ship's detected pixels, so the box is seen around a point of a few pixels. */
const SHIP_MARGIN = 5;

export function AnalysisOverlay(props: {
  src: string;
  alt: string;
  result: PixelAnalysis | null;
  grid: NorthUpGrid | null;
}) {
  const { result, grid } = props;
  const captionId = useId();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box sx={{ position: 'relative', width: '100%', maxWidth: 512, aspectRatio: '1', bgcolor: '#111' }}>
        <Box
          component="img"
          src={props.src}
          alt={props.alt}
          data-testid="demo-image"
          sx={{ display: 'block', width: '100%', height: '100%' }}
        />
        {result && grid && (
          <Box
            component="svg"
            role="img"
            aria-labelledby={captionId}
            viewBox={`0 0 ${result.width} ${result.height}`}
            data-testid="demo-overlay"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          >
            <Shapes result={result} grid={grid} />
          </Box>
        )}
      </Box>
      {result && grid && <Caption id={captionId} result={result} grid={grid} />}
    </Box>
  );
}

function Shapes({ result, grid }: { result: PixelAnalysis; grid: NorthUpGrid }) {
  const colour = COLOURS[result.algorithm];
  if (result.algorithm === 'vessel')
    return shipRows(result, grid).map(({ n, vessel: { bbox } }) => (
      <g key={n} data-testid="ship-marker">
        <rect
          x={bbox.minX - SHIP_MARGIN}
          y={bbox.minY - SHIP_MARGIN}
          width={bbox.maxX - bbox.minX + 1 + 2 * SHIP_MARGIN}
          height={bbox.maxY - bbox.minY + 1 + 2 * SHIP_MARGIN}
          fill="none"
          stroke={colour}
          strokeWidth={2}
        />
        <text x={bbox.maxX + SHIP_MARGIN + 2} y={bbox.minY - 2} fill={colour} fontSize={16} fontWeight={700}>
          {n}
        </text>
      </g>
    ));
  return regionRows(result, grid).map((r) => (
    <g key={r.n} data-testid="region-outline">
      <path d={r.path} fill={colour} fillOpacity={0.3} fillRule="evenodd" stroke={colour} strokeWidth={1.5} />
      {result.algorithm === 'oil' && (
        <text x={r.centre.x} y={r.centre.y} fill="#fff" fontSize={16} fontWeight={700} textAnchor="middle">
          {r.n}
        </text>
      )}
    </g>
  ));
}

function Caption({ id, result, grid }: { id: string; result: PixelAnalysis; grid: NorthUpGrid }) {
  const { t } = useTranslation(NS);
  const { count, areaKm2 } = totals(result, grid);
  const area = areaKm2 === null ? '' : formatArea(areaKm2);
  return (
    <Typography id={id} component="figcaption" variant="body2" sx={{ mt: 1 }} data-testid="demo-caption">
      {t(`${result.algorithm}.overlay`, { count, area })}
    </Typography>
  );
}
