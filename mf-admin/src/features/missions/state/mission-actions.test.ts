import { MISSION, TASK } from '@portal/shared/testing';
import { missionActionsOf, NO_ACTIONS } from './mission-actions';

const at = (order_state: number, suspended = false) => ({ ...MISSION, order_state, suspended });
const tasksAt = (...states: number[]) => states.map((task_state) => ({ ...TASK, task_state }));

test('pending review: review, edit, suspend and sync; no other state by hand, no planning', () => {
  const a = missionActionsOf(at(100), [], 'staff');
  expect(a).toMatchObject({
    review: true,
    manualStates: [],
    editStaffFields: true,
    suspend: 'suspend',
    sync: true,
    sendGoods: false,
    plan: false,
  });
});

test('order created: planning and the planning outcomes set by hand', () => {
  const a = missionActionsOf(at(102), [], 'staff');
  expect(a.review).toBe(false);
  expect(a.plan).toBe(true);
  expect(a.manualStates).toEqual([1032, 1033, 1031]);
  expect(missionActionsOf(at(1032), [], 'staff').manualStates).toEqual([1033, 1031]);
  // Past planning the state follows the tasks: nothing by hand.
  expect(missionActionsOf(at(1022), tasksAt(1022), 'staff')).toMatchObject({ manualStates: [], plan: true });
  expect(missionActionsOf(at(1024), tasksAt(1024), 'staff')).toMatchObject({ manualStates: [], plan: false });
});

test('suspended: only resume and sync', () => {
  const a = missionActionsOf(at(102, true), [], 'staff');
  expect(a).toMatchObject({
    review: false,
    manualStates: [],
    editStaffFields: false,
    suspend: 'resume',
    sendGoods: false,
    plan: false,
  });
  expect(missionActionsOf(at(100, true), [], 'staff').review).toBe(false);
});

test('send goods once a task passed its quality check', () => {
  expect(missionActionsOf(at(106), tasksAt(106, 105), 'staff').sendGoods).toBe(false);
  expect(missionActionsOf(at(106), tasksAt(107, 105), 'staff').sendGoods).toBe(true);
});

test('an order that is over: no change, nothing to suspend', () => {
  for (const closed of [1031, 1041, 1092]) {
    const a = missionActionsOf(at(closed), [], 'staff');
    expect(a).toMatchObject({ review: false, editStaffFields: false, suspend: null, plan: false });
    expect(a.manualStates).toEqual([]);
  }
});

test('sales read and comment only, whatever the state', () => {
  for (const s of [100, 102, 107]) expect(missionActionsOf(at(s), tasksAt(107), 'sales')).toEqual(NO_ACTIONS);
  expect(NO_ACTIONS).toMatchObject({ comment: true, readTasks: false });
});
