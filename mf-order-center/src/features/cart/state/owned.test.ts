import type { SceneConflict } from '@portal/shared/domain/orders';
import { isOwned, ownedOf, withoutOwned } from './owned';

const conflicts = new Map<string, SceneConflict>([
  ['A', { scene_id: 'A', conflict: 'ordered', order_id: 7 }],
  ['B', { scene_id: 'B', conflict: null }],
  ['C', { scene_id: 'C', conflict: 'unpriced' }],
]);

it('a scene is owned only when a live order holds it', () => {
  expect(['A', 'B', 'C', 'D'].map((id) => isOwned(conflicts, id))).toEqual([true, false, false, false]);
});

it('the selection loses the scenes already bought and keeps the rest in order', () => {
  expect(withoutOwned(['C', 'A', 'B'], conflicts)).toEqual(['C', 'B']);
  const none = ['B', 'C'];
  expect(withoutOwned(none, conflicts)).toBe(none);
  expect(withoutOwned(['A'], conflicts)).toEqual([]);
});

it('lists the owned scenes of a page', () => {
  expect(ownedOf(['B', 'A', 'C'], conflicts)).toEqual(['A']);
});
