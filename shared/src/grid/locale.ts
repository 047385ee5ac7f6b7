/**
 * The words MUI's tables write themselves ("Rows per page", "1–20 of 57", the column menu, the filter panel) in the
 * page's language: MUI's own Chinese and English translations.
 */
import { enUS as tableEn, zhCN as tableZh } from '@mui/material/locale';
import { enUS as gridEn, zhCN as gridZh } from '@mui/x-data-grid/locales';
import { useLang } from '@portal/shared/ui';

/** A DataGrid's `localeText` (useServerGrid's gridProps carry it). */
export function useGridLocaleText() {
  return (useLang() === 'en' ? gridEn : gridZh).components.MuiDataGrid.defaultProps.localeText;
}

/** A TablePagination's labels, to spread into it (MUI's English locale is empty: its defaults are English). */
export function useTablePaginationLabels() {
  return (useLang() === 'en' ? tableEn : tableZh).components?.MuiTablePagination?.defaultProps ?? {};
}
