import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { Lang } from '@portal/shared/domain';
import { CompactTime, formatDateTimeCompact, timeZoneName } from '@portal/shared/i18n';

/**
 * The width of a compact time (`2026-11-27 16:25`, or with seconds) in a cell, its padding included, with room for
 * the wider digits of some system fonts.
 */
export const TIME_COLUMN_WIDTH = 140;
export const TIME_COLUMN_WIDTH_SECONDS = 160;

/**
 * A column of times (issue 33): compact, on one line, never cut; the header's tooltip and each cell's tooltip name
 * the zone (Beijing time in Chinese, UTC in English).
 */
export function timeColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  lang: Lang,
  { seconds = false, sortable }: { seconds?: boolean; sortable?: boolean } = {},
): GridColDef<R> {
  return {
    field,
    headerName,
    description: `${headerName} (${timeZoneName(lang)})`,
    width: seconds ? TIME_COLUMN_WIDTH_SECONDS : TIME_COLUMN_WIDTH,
    valueFormatter: (v: string | null) => (v ? formatDateTimeCompact(v, lang, { seconds }) : ''),
    renderCell: ({ value }) => <CompactTime iso={value as string | null} lang={lang} seconds={seconds} />,
    ...(sortable === undefined ? {} : { sortable }),
  };
}
