/** A small static map (inline SVG, no globe): the world's land, a graticule, and the footprint or centre point. */
import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import {
  footprintBounds,
  graticule,
  lonLabel,
  polygonsPath,
  unwrapFootprint,
  viewAround,
  viewBox,
  worldOffsets,
  type MultiPolygonCoords,
} from '../footprint-map';

const WIDTH = 480;
const HEIGHT = 240;

/** The land outline is 55 KB of path: loaded with the map, not with the rest of the public pages. */
function useLandPath(): string | null {
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('../land-110m').then(
      (m) => current && setPath(m.LAND_110M_PATH),
      () => undefined, // the graticule and the footprint still place the image
    );
    return () => {
      current = false;
    };
  }, []);
  return path;
}

export function FootprintMap(props: {
  footprint?: MultiPolygonCoords;
  point?: [number, number];
  /** What the map shows, read by screen readers. */
  label: string;
}) {
  const land = useLandPath();
  const polygons = props.footprint?.length ? unwrapFootprint(props.footprint) : undefined;
  const bounds = polygons
    ? footprintBounds(polygons)
    : props.point
      ? { west: props.point[0], east: props.point[0], south: props.point[1], north: props.point[1] }
      : { west: -180, east: 180, south: -90, north: 90 };
  const view = viewAround(bounds, { aspect: WIDTH / HEIGHT });
  const grid = graticule(view);
  const unit = view.width / WIDTH; // degrees per pixel, for sizes that stay the same on screen
  return (
    <Box
      component="svg"
      role="img"
      aria-label={props.label}
      data-testid="footprint-map"
      data-view={viewBox(view)}
      viewBox={viewBox(view)}
      preserveAspectRatio="xMidYMid meet"
      sx={{
        width: '100%',
        maxWidth: WIDTH,
        aspectRatio: `${WIDTH} / ${HEIGHT}`,
        display: 'block',
        bgcolor: '#dbeaf5',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {land &&
        worldOffsets(view).map((dx) => (
          <path
            key={dx}
            d={land}
            transform={`translate(${dx} 0)`}
            fill="#e8e4d8"
            stroke="#9a9482"
            strokeWidth={0.8}
            vectorEffect="non-scaling-stroke"
            fillRule="evenodd"
            data-testid="map-land"
          />
        ))}
      <g stroke="#7a8ca0" strokeOpacity={0.5} strokeWidth={0.5} vectorEffect="non-scaling-stroke">
        {grid.lons.map((lon) => (
          <line
            key={`x${lon}`}
            x1={lon}
            x2={lon}
            y1={-view.north}
            y2={-view.north + view.height}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {grid.lats.map((lat) => (
          <line
            key={`y${lat}`}
            x1={view.west}
            x2={view.west + view.width}
            y1={-lat}
            y2={-lat}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </g>
      <g fill="#44566c" fontSize={10 * unit} aria-hidden="true">
        {grid.lons.map((lon) => (
          <text key={`tx${lon}`} x={lon + 2 * unit} y={-view.north + view.height - 3 * unit}>
            {lonLabel(lon)}
          </text>
        ))}
        {grid.lats.map((lat) => (
          <text key={`ty${lat}`} x={view.west + 2 * unit} y={-lat - 2 * unit}>
            {`${Math.abs(lat)}°${lat < 0 ? 'S' : lat > 0 ? 'N' : ''}`}
          </text>
        ))}
      </g>
      {polygons && (
        <path
          d={polygonsPath(polygons)}
          fill="#d32f2f"
          fillOpacity={0.3}
          stroke="#b71c1c"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          fillRule="evenodd"
          data-testid="map-footprint"
        />
      )}
      {!polygons && props.point && (
        <circle
          cx={props.point[0]}
          cy={-props.point[1]}
          r={6 * unit}
          fill="#d32f2f"
          stroke="#fff"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          data-testid="map-point"
        />
      )}
    </Box>
  );
}
