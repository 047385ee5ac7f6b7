/**
 * Scenes of the cart the customer already bought (a live order holds them; conflict_check says `ordered`): they are
 * marked on their row, cannot be selected, and never reach the order dialog, so nothing is paid for twice.
 */
import type { SceneConflict } from '@portal/shared/domain/orders';

export const isOwned = (conflicts: ReadonlyMap<string, SceneConflict>, id: string) =>
  conflicts.get(id)?.conflict === 'ordered';

/** The selection without the scenes already bought (the same array when there are none, for React state). */
export function withoutOwned(selected: string[], conflicts: ReadonlyMap<string, SceneConflict>): string[] {
  const kept = selected.filter((id) => !isOwned(conflicts, id));
  return kept.length === selected.length ? selected : kept;
}

/** The scenes of a page already bought, in page order. */
export const ownedOf = (ids: readonly string[], conflicts: ReadonlyMap<string, SceneConflict>) =>
  ids.filter((id) => isOwned(conflicts, id));
