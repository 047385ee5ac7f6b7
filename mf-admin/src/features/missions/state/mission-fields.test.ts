import { orderStateWithCode, priorityText } from '@portal/shared/i18n';
import { MISSION } from '@portal/shared/testing';

import { FIELD_GROUPS, missionFieldGroups } from './mission-fields';

const byField = (lang: 'zh' | 'en', m = MISSION) =>
  Object.fromEntries(
    missionFieldGroups(m, lang).flatMap((g) => g.rows.map((r) => [r.field, r.count ?? r.text])),
  );

test('every field of the contract once, but internal ids and the progress', () => {
  const shown = FIELD_GROUPS.flatMap((g) => g.fields);
  expect(new Set(shown).size).toBe(shown.length);
  const contract = Object.keys(MISSION).filter((k) => !['id', 'user_id', 'editable', 'steps'].includes(k));
  expect([...shown].sort()).toEqual(contract.sort());
});

test('enumerations through their labels, states with their code, times in the reader zone', () => {
  expect(byField('en')).toMatchObject({
    order_state: 'Tasking order pending review (100)',
    mission_state: 'Pending review (1)',
    priority: 'B (8)',
    img_mode: expect.any(String),
    orbit_mode: 'Ascending',
    task_nature: 'Contract customer',
    classified: 'Sensitive',
    mgcType: 'Farmland',
    task_mode: 'Fully automatic',
    interfere: 'Yes',
    anchoring_satellite: 'Any',
    suspended: 'No',
    contract: '—',
    synced_at: '—',
    id_date_1: '2026-12-01 00:00:00 UTC',
    target: '—',
  });
  expect(byField('zh')).toMatchObject({
    order_state: '编程订单待审核 (100)',
    classified: '敏感',
    interfere: '是',
    suspended: '否',
    id_date_1: '2026-12-01 08:00:00 (北京时间)',
  });
});

test('areas are counted; unknown codes shown as they are', () => {
  const areas = {
    ...MISSION,
    Latitude: null,
    Longitude: null,
    target: { type: 'MultiPolygon' as const, coordinates: [[], []] },
  };
  expect(byField('en', areas)).toMatchObject({ target: 2, Latitude: '—' });
  expect(orderStateWithCode(4242, 'en')).toBe('4242');
  expect(priorityText(0)).toBe('A+ (0)');
  expect(priorityText(12)).toBe('D (12)');
});
