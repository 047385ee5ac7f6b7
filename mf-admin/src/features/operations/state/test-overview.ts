/** Operations overviews for the operations unit tests (no source file imports this). */
import type { Overview } from '@portal/shared/domain/tasks';

/** An overview of `parts`, the rest a quiet day's: three orders pending review, nothing suspended, late or failed. */
export const overviewOf = (
  parts: Pick<Overview, 'generated_at' | 'missions_by_step' | 'tasks_by_column' | 'week'>,
): Overview => ({
  missions_by_state: [{ state: 100, count: 3 }],
  today: [],
  late: [],
  failed: [],
  pending_review: 3,
  suspended: 0,
  archive_orders: [],
  deadlines: [],
  ...parts,
});
