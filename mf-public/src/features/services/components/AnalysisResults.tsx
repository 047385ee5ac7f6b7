/** A demonstration's figures and lists on the ground: areas in km², ship positions, lengths and widths. */
import { useTranslation } from 'react-i18next';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { NorthUpGrid } from '@portal/shared/domain/sample-footprint';
import type { PixelAnalysis } from '../analysis/protocol';
import { regionRows, shipRows, totals } from '../analysis/overlay';
import { NS } from '../i18n';
import { formatArea, formatDegrees, formatMetres } from './format';

export function AnalysisResults({ result, grid }: { result: PixelAnalysis; grid: NorthUpGrid }) {
  const { t } = useTranslation(NS);
  const { count, areaKm2 } = totals(result, grid);
  if (result.algorithm === 'water')
    return (
      <Facts
        rows={[
          [t('water.area'), `${formatArea(areaKm2 ?? 0)} km²`, 'water-area'],
          [t('water.threshold'), (result.threshold ?? 0).toFixed(2), 'water-threshold'],
          [t('water.bodies'), String(count), 'result-count'],
        ]}
      />
    );
  if (result.algorithm === 'oil')
    return (
      <>
        <Facts
          rows={[
            [t('oil.count'), String(count), 'result-count'],
            [t('oil.area'), `${formatArea(areaKm2 ?? 0)} km²`, 'oil-area'],
          ]}
        />
        <Box component="ul" sx={{ pl: 3, mt: 1 }}>
          {regionRows(result, grid).map((r) => (
            <li key={r.n}>{t('oil.spot', { n: r.n, area: formatArea(r.areaKm2) })}</li>
          ))}
        </Box>
      </>
    );
  return (
    <>
      <Facts rows={[[t('vessel.count'), String(count), 'result-count']]} />
      <Table size="small" data-testid="ship-list" sx={{ mt: 1 }}>
        <caption style={{ captionSide: 'top', padding: 0, textAlign: 'start' }}>{t('vessel.list')}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('vessel.n')}</TableCell>
            <TableCell>{t('vessel.lat')}</TableCell>
            <TableCell>{t('vessel.lon')}</TableCell>
            <TableCell align="right">{t('vessel.length')}</TableCell>
            <TableCell align="right">{t('vessel.width')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shipRows(result, grid).map((s) => (
            <TableRow key={s.n} data-testid="ship-row">
              <TableCell>{s.n}</TableCell>
              <TableCell>{formatDegrees(s.lat)}°</TableCell>
              <TableCell>{formatDegrees(s.lon)}°</TableCell>
              <TableCell align="right" data-testid="ship-length">
                {formatMetres(s.lengthM)} m
              </TableCell>
              <TableCell align="right" data-testid="ship-width">
                {formatMetres(s.widthM)} m
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

function Facts({ rows }: { rows: [label: string, value: string, testId: string][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {rows.map(([label, value, testId]) => (
        <Box key={testId} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={testId}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
