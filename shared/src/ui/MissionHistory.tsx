/**
 * The changes of a tasking order's state, oldest first as the server keeps them: when, from → to, who and the note.
 * Shared by the customer's order detail and staff's; staff see each state's code too (`withCodes`).
 */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ORDER_STATES, type Lang } from '../domain';
import type { MissionDetail } from '../domain/missions';
import { CompactTime } from '../i18n';
import { useLang } from './forms';

const LABELS = {
  zh: {
    time: '时间',
    change: '变更',
    by: '操作人',
    note: '备注',
    submitted: '提交',
    system: '系统',
    none: '暂无状态记录',
  },
  en: {
    time: 'Time',
    change: 'Change',
    by: 'By',
    note: 'Note',
    submitted: 'Submitted',
    system: 'System',
    none: 'No change of state yet',
  },
} as const;

export function MissionHistory({
  history,
  withCodes = false,
}: {
  history: MissionDetail['history'];
  withCodes?: boolean;
}) {
  const lang: Lang = useLang();
  const l = LABELS[lang];
  const state = (code: number) => {
    const label = ORDER_STATES[code]?.[lang] ?? String(code);
    return withCodes ? `${label} (${code})` : label;
  };
  if (!history.length) return <Typography color="text.secondary">{l.none}</Typography>;
  return (
    <Table size="small" data-testid="mission-history">
      <TableHead>
        <TableRow>
          <TableCell>{l.time}</TableCell>
          <TableCell>{l.change}</TableCell>
          <TableCell>{l.by}</TableCell>
          <TableCell>{l.note}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {history.map((h, i) => (
          <TableRow key={`${h.at}-${i}`} data-testid="history-row">
            <TableCell>
              <CompactTime iso={h.at} lang={lang} seconds />
            </TableCell>
            <TableCell>{`${h.from_state === null ? l.submitted : state(h.from_state)} → ${state(h.to_state)}`}</TableCell>
            <TableCell>{h.by ?? l.system}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{h.note || '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
