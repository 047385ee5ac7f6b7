import { actionTestId, needsReason, taskActionsOf } from './task-actions';

const ids = (state: number) => taskActionsOf(state).map(actionTestId);

test('each state offers the actions of its transitions, in order', () => {
  expect(ids(1022)).toEqual(['task-receive', 'task-refuse', 'task-cancel']);
  expect(ids(1024)).toEqual(['task-imaging-1', 'task-imaging-0', 'task-imaging-2', 'task-cancel']);
  expect(ids(104)).toEqual(['task-transfer-1', 'task-transfer-0', 'task-transfer-2']);
  expect(ids(105)).toEqual(['task-quality-qualified', 'task-quality-doubtful', 'task-quality-unqualified']);
  expect(ids(106)).toEqual(['task-quality-qualified', 'task-quality-doubtful', 'task-quality-unqualified']);
  expect(ids(107)).toEqual([
    'task-deliver-shipped',
    'task-deliver-no_shipping_needed',
    'task-deliver-shipping_abnormal',
  ]);
  for (const over of [108, 109, 1021, 1041, 1071]) expect(ids(over)).toEqual([]);
});

test('failures, refusals and cancellations ask for a reason; successes do not', () => {
  const byId = (state: number) => new Map(taskActionsOf(state).map((a) => [actionTestId(a), needsReason(a)]));
  expect(byId(1022)).toEqual(
    new Map([
      ['task-receive', false],
      ['task-refuse', true],
      ['task-cancel', true],
    ]),
  );
  expect(byId(1024).get('task-imaging-1')).toBe(false);
  expect(byId(1024).get('task-imaging-0')).toBe(true);
  expect(byId(105).get('task-quality-doubtful')).toBe(true);
  expect(byId(107).get('task-deliver-no_shipping_needed')).toBe(false);
  expect(byId(107).get('task-deliver-shipping_abnormal')).toBe(true);
});
