import { MISSION } from '@portal/shared/testing';
import { staffDraftOf, staffPatchOf } from './staff-fields';

test('the draft holds every staff field as text', () => {
  expect(staffDraftOf(MISSION)).toEqual({
    priority: '8',
    classified: 'sensitive',
    mgcType: '2',
    task_mode: '0',
    interfere: '1',
    anchoring_satellite: 'any',
    planning_tag: '',
    contract: '',
    comments: '',
    admin: 'ops1',
    demandid: '',
    status_description: '',
  });
});

test('only the changed fields are sent, typed', () => {
  const draft = { ...staffDraftOf(MISSION), priority: '2', task_mode: '2', contract: ' C-1 ', admin: 'ops1' };
  expect(staffPatchOf(MISSION, draft)).toEqual({
    ok: true,
    fields: { priority: 2, task_mode: 2, contract: 'C-1' },
    changed: 3,
  });
  expect(staffPatchOf(MISSION, staffDraftOf(MISSION))).toEqual({ ok: true, fields: {}, changed: 0 });
});

test('a cleared text is sent empty; a choice cannot be cleared', () => {
  const draft = { ...staffDraftOf(MISSION), admin: '', classified: '' };
  expect(staffPatchOf(MISSION, draft)).toEqual({ ok: true, fields: { admin: '' }, changed: 1 });
});

test('values the contract refuses are named by field', () => {
  const draft = { ...staffDraftOf(MISSION), mgcType: '9', contract: 'x'.repeat(101) };
  const patch = staffPatchOf(MISSION, draft);
  expect(patch.ok).toBe(false);
  if (!patch.ok) expect(Object.keys(patch.errors).sort()).toEqual(['contract', 'mgcType']);
});
