import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Link, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { FEEDBACK_MODULES, FEEDBACK_TYPES, type Feedback } from '@portal/shared/domain';
import { TIME_COLUMN_WIDTH, timeColumn, typedColumn } from '@portal/shared/grid';
import { CompactTime, timeZoneName } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';
import { FeedbackStateChip } from './FeedbackStateChip';
import '../i18n';

const centred = { height: '100%', alignItems: 'center' } as const;

/**
 * Hidden first, in this order, while the feedback list does not fit (issue 33); the detail shows them. The time,
 * the sender, the type, the description and the state stay.
 */
export const FEEDBACK_HIDE_ORDER = ['replied_at', 'replied_by', 'contact', 'attachment', 'module'];

/** The feedback list's columns (the server orders it, newest first); the time opens the detail. */
export function useFeedbackColumns({
  onOpen,
  onDownload,
}: {
  onOpen: (f: Feedback) => void;
  onDownload: (f: Feedback) => void;
}): GridColDef<Feedback>[] {
  const { t } = useTranslation('feedbackAdmin');
  const lang = useLang();
  return useMemo<GridColDef<Feedback>[]>(() => {
    const cols: GridColDef<Feedback>[] = [
      {
        field: 'created_at',
        headerName: t('time'),
        description: `${t('time')} (${timeZoneName(lang)})`,
        width: TIME_COLUMN_WIDTH,
        renderCell: ({ row }) => (
          <Link
            component="button"
            type="button"
            onClick={() => onOpen(row)}
            data-testid={`feedback-open-${row.id}`}
          >
            <CompactTime iso={row.created_at} lang={lang} />
          </Link>
        ),
      },
      typedColumn<Feedback>({ field: 'username', headerName: t('user'), width: 110 }),
      {
        field: 'module',
        headerName: t('module'),
        // Room for the longest area: Tasking orders.
        width: 125,
        valueFormatter: (v: Feedback['module']) => FEEDBACK_MODULES[v]?.[lang] ?? v,
      },
      {
        field: 'type',
        headerName: t('type'),
        width: 120,
        valueFormatter: (v: Feedback['type']) => FEEDBACK_TYPES[v]?.[lang] ?? v,
        // A long type (Something does not work) takes two lines of its row rather than being cut.
        display: 'flex',
        renderCell: ({ formattedValue }) => (
          <Box component="span" sx={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
            {formattedValue}
          </Box>
        ),
      },
      typedColumn<Feedback>({ field: 'contact', headerName: t('contact'), flex: 1, minWidth: 120 }),
      typedColumn<Feedback>({
        field: 'description',
        headerName: t('description'),
        flex: 2,
        minWidth: 160,
        // One line here; the detail shows all of it.
        valueFormatter: (v: string) => v.replace(/\s+/g, ' '),
      }),
      {
        field: 'attachment',
        headerName: t('attachment'),
        width: 120,
        renderCell: ({ row }) =>
          row.attachment ? (
            <Link
              component="button"
              type="button"
              onClick={() => onDownload(row)}
              title={t('download')}
              data-testid={`feedback-attachment-${row.id}`}
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' }}
            >
              {row.attachment.name}
            </Link>
          ) : (
            '—'
          ),
      },
      {
        field: 'state',
        headerName: t('state'),
        width: 100,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={centred}>
            <FeedbackStateChip state={row.state} testId={`feedback-state-${row.id}`} />
          </Stack>
        ),
      },
      {
        field: 'replied_by',
        headerName: t('repliedBy'),
        width: 100,
        valueFormatter: (v: string | null) => v ?? '—',
      },
      timeColumn<Feedback>('replied_at', t('repliedAt'), lang),
    ];
    return cols.map((c) => ({ ...c, sortable: false }));
  }, [t, lang, onOpen, onDownload]);
}
