/**
 * The reader's choice of a table's columns (issue 52): a "Select columns" button above the grid opens the grid's
 * column chooser, and what the reader shows or hides there is kept in the browser (localStorage) for the next visit.
 * Only the reader's own changes are kept: the columns a narrow screen hides (fit-columns.ts) are not a choice.
 */
import {
  ColumnsPanelTrigger,
  Toolbar,
  useGridApiContext,
  useGridRootProps,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';

const PREFIX = 'portal.columns.';

/** The columns the reader chose to show (true) or hide (false) in the table kept under `key`. */
export function readColumnChoice(key: string | undefined): GridColumnVisibilityModel {
  if (!key || typeof localStorage === 'undefined') return {};
  try {
    const saved = JSON.parse(localStorage.getItem(PREFIX + key) ?? '{}') as unknown;
    if (!saved || typeof saved !== 'object') return {};
    return Object.fromEntries(Object.entries(saved).filter(([, v]) => typeof v === 'boolean'));
  } catch {
    return {};
  }
}

export function saveColumnChoice(key: string | undefined, choice: GridColumnVisibilityModel): void {
  if (!key || typeof localStorage === 'undefined') return;
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(choice));
  } catch {
    // A full or forbidden storage: the choice lasts while the page is open.
  }
}

/**
 * The choice after the grid reports its new model: each column whose visibility the reader changed from what was
 * shown (`shown`, the screen's fit and the earlier choice together) is recorded; the others keep their entries.
 */
export function nextColumnChoice(
  choice: GridColumnVisibilityModel,
  shown: GridColumnVisibilityModel,
  model: GridColumnVisibilityModel,
  fields: readonly string[],
): GridColumnVisibilityModel {
  const next = { ...choice };
  for (const field of fields) {
    const now = model[field] ?? true;
    if (now !== (shown[field] ?? true)) next[field] = now;
  }
  return next;
}

/** The grid's toolbar: the button that opens its column chooser, named in the page's language. */
export function ColumnChoiceToolbar() {
  const apiRef = useGridApiContext();
  const { slots } = useGridRootProps();
  const Icon = slots.columnSelectorIcon;
  return (
    <Toolbar>
      <ColumnsPanelTrigger size="small" startIcon={<Icon fontSize="small" />} data-testid="grid-columns">
        {apiRef.current.getLocaleText('toolbarColumnsLabel')}
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}
