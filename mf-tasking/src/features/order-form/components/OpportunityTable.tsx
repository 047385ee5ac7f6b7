/** The predicted opportunities (spec §9: up to 5): one row each; a click selects it and the globe flies to it. */
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatDateTime } from '@portal/shared/i18n';
import type { Lang } from '@portal/shared/domain';
import { NS } from '../../../i18n';
import type { Opportunity } from '../api/simulation';

export const opportunityId = (o: Opportunity, i: number) => `opp-${i}-${o.satellite_id}`;

export function OpportunityTable({
  opportunities,
  selected,
  onSelect,
  lang,
}: {
  opportunities: readonly Opportunity[];
  selected: string | null;
  onSelect: (id: string) => void;
  lang: Lang;
}) {
  const { t } = useTranslation(NS);
  const cols = ['satellite', 'start', 'centre', 'end', 'look', 'incidence', 'side', 'direction', 'epoch'];
  return (
    <TableContainer sx={{ maxHeight: 320 }}>
      <Table size="small" stickyHeader data-testid="opportunities">
        <TableHead>
          <TableRow>
            {cols.map((c) => (
              <TableCell key={c}>{t(`col.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {opportunities.map((o, i) => {
            const id = opportunityId(o, i);
            return (
              <TableRow
                key={id}
                hover
                selected={selected === id}
                onClick={() => onSelect(id)}
                sx={{ cursor: 'pointer' }}
                data-testid="opportunity-row"
                data-id={id}
              >
                <TableCell>{o.satellite_id}</TableCell>
                <TableCell>{formatDateTime(o.imaging_start, lang)}</TableCell>
                <TableCell>{formatDateTime(o.imaging_centre, lang)}</TableCell>
                <TableCell>{formatDateTime(o.imaging_end, lang)}</TableCell>
                <TableCell>{o.look_angle.toFixed(2)}°</TableCell>
                <TableCell>{o.incidence_angle.toFixed(2)}°</TableCell>
                <TableCell>{t(`side.${o.look_side}`)}</TableCell>
                <TableCell>{t(`direction.${o.orbit_direction}`)}</TableCell>
                <TableCell>{formatDateTime(o.tle_epoch, lang)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
