/** The rules of a staff member's saved filters, checked before the call (the API checks them again). */
import {
  SAVED_FILTER_NAME_MAX,
  SAVED_FILTERS_MAX,
  type FeedbackFilter,
  type SavedFeedbackFilter,
} from '@portal/shared/domain';
import { sameFilter } from './feedback-filters';

export type FilterNameProblem = 'nameRequired' | 'nameTooLong' | 'nameTaken';

/** What is wrong with a name (null: nothing); names are unique per person, case aside. */
export function filterNameProblem(
  name: string,
  saved: readonly Pick<SavedFeedbackFilter, 'id' | 'name'>[],
  exceptId?: number,
): FilterNameProblem | null {
  const n = name.trim();
  if (!n) return 'nameRequired';
  if (n.length > SAVED_FILTER_NAME_MAX) return 'nameTooLong';
  if (saved.some((s) => s.id !== exceptId && s.name.trim().toLowerCase() === n.toLowerCase()))
    return 'nameTaken';
  return null;
}

export const canSaveMore = (saved: readonly unknown[]) => saved.length < SAVED_FILTERS_MAX;

/** The saved filter the list shows now: the chosen one while the filter is still its own, else the first equal. */
export function currentSaved(
  saved: readonly SavedFeedbackFilter[],
  filter: FeedbackFilter,
  chosenId: number | null,
): SavedFeedbackFilter | null {
  const chosen = saved.find((s) => s.id === chosenId);
  if (chosen && sameFilter(chosen.fields, filter)) return chosen;
  return saved.find((s) => sameFilter(s.fields, filter)) ?? null;
}
