/** The changes of an order's state, oldest first as the server keeps them: from, to, who, when and the note. */
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { MissionDetail } from '@portal/shared/domain/missions';
import { formatDateTime } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';
import { orderStateWithCode } from '../state/missionFields';
import '../i18n';

export function MissionHistoryTable({ history }: { history: MissionDetail['history'] }) {
  const { t } = useTranslation('missionAdmin');
  const lang = useLang();
  if (!history.length) return <Typography color="text.secondary">{t('noHistory')}</Typography>;
  return (
    <Table size="small" data-testid="mission-history">
      <TableHead>
        <TableRow>
          <TableCell>{t('time')}</TableCell>
          <TableCell>{t('change')}</TableCell>
          <TableCell>{t('by')}</TableCell>
          <TableCell>{t('note')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {history.map((h, i) => (
          <TableRow key={`${h.at}-${i}`} data-testid="history-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.at, lang)}</TableCell>
            <TableCell>
              {`${h.from_state === null ? t('submitted') : orderStateWithCode(h.from_state, lang)} → ${orderStateWithCode(h.to_state, lang)}`}
            </TableCell>
            <TableCell>{h.by ?? t('system')}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{h.note || '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
