import {
  bodyOfForm,
  checkPermissionForm,
  EMPTY_FORM,
  formOfRecord,
  invalidSceneIds,
  isoToLocal,
  localToIso,
  parseSceneIds,
  STORED_AREA_ID,
  type PermissionForm,
} from './permission-form';
import type { PermissionRecord } from './permission-record';

const NOW = new Date('2026-03-01T00:00:00Z');
const form = (over: Partial<PermissionForm>): PermissionForm => ({ ...EMPTY_FORM, ...over });
const keys = (f: PermissionForm, lang: 'zh' | 'en' = 'en') =>
  checkPermissionForm(f, lang, NOW).map((p) => `${p.field}:${p.key}`);

test('scene IDs are read one per line or separated by commas (also Chinese), semicolons or spaces, each once', () => {
  expect(parseSceneIds(' A1\nB_2, C-3，D.4;E5；A1  F6\n\n')).toEqual(['A1', 'B_2', 'C-3', 'D.4', 'E5', 'F6']);
  expect(parseSceneIds('  \n ')).toEqual([]);
  expect(invalidSceneIds(['TY38_SM_20250110T030000_012345', 'a/b', 'x'.repeat(101), '图像'])).toEqual([
    'a/b',
    'x'.repeat(101),
    '图像',
  ]);
});

test('the empty form (sensitive scenes, every satellite, anywhere, no expiry) is valid', () => {
  expect(keys(EMPTY_FORM)).toEqual([]);
});

test('each wrong field is named with its message key', () => {
  expect(
    keys(
      form({
        classifications: [],
        allSatellites: false,
        satellites: [],
        sceneIds: 'GOOD_1\nbad id?',
        acquiredFrom: '2025-02-01T00:00',
        acquiredTo: '2025-01-01T00:00',
        validFrom: '2026-04-01T00:00',
        validUntil: '2026-04-01T00:00',
        note: 'x'.repeat(501),
      }),
    ),
  ).toEqual([
    'classifications:classificationsRequired',
    'satellites:satellitesRequired',
    'sceneIds:sceneIdsInvalid',
    'acquiredTo:endBeforeStart',
    'validUntil:expiryBeforeStart',
    'note:noteTooLong',
  ]);
  const bad = checkPermissionForm(form({ sceneIds: 'ok, no/pe' }), 'en', NOW)[0];
  expect(bad.values).toEqual({ ids: 'no/pe' });
  const many = Array.from({ length: 1001 }, (_, i) => `S${i}`).join('\n');
  expect(keys(form({ sceneIds: many }))).toEqual(['sceneIds:sceneIdsTooMany']);
});

test('without a start of validity the expiry must be after now', () => {
  expect(keys(form({ validUntil: '2026-02-28T23:00' }))).toEqual(['validUntil:expiryBeforeStart']);
  expect(keys(form({ validUntil: '2026-03-02T00:00' }))).toEqual([]);
});

test('times are typed in Beijing time in Chinese and UTC in English', () => {
  expect(localToIso('2026-03-01T08:00', 'zh')).toBe('2026-03-01T00:00:00Z');
  expect(localToIso('2026-03-01T08:00', 'en')).toBe('2026-03-01T08:00:00Z');
  expect(localToIso('', 'en')).toBeNull();
  expect(isoToLocal('2026-03-01T00:00:00Z', 'zh')).toBe('2026-03-01T08:00');
  expect(isoToLocal(null, 'zh')).toBe('');
});

test('the body names every field; empty ones are null (every satellite, anywhere, any scene, no bound)', () => {
  expect(bodyOfForm(EMPTY_FORM, 'en')).toEqual({
    classifications: ['sensitive'],
    satellites: null,
    area: null,
    scene_ids: null,
    acquired_from: null,
    acquired_to: null,
    valid_until: null,
    note: '',
  });
  const body = bodyOfForm(
    form({
      classifications: ['restricted', 'sensitive'],
      allSatellites: false,
      satellites: ['TY-40', 'TY-38'],
      sceneIds: 'A, B',
      shapes: [
        { id: 'r', kind: 'rectangle', bbox: [100, 30, 101, 31] },
        {
          id: 'p',
          kind: 'polygon',
          ring: [
            [110, 20],
            [111, 20],
            [111, 21],
          ],
        },
      ],
      acquiredFrom: '2025-01-01T08:00',
      validFrom: '2026-03-01T08:00',
      validUntil: '2026-04-01T08:00',
      note: '  contract 12 ',
    }),
    'zh',
  );
  expect(body).toEqual({
    classifications: ['sensitive', 'restricted'],
    satellites: ['TY-38', 'TY-40'],
    area: {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [100, 30],
            [101, 30],
            [101, 31],
            [100, 31],
            [100, 30],
          ],
        ],
        [
          [
            [110, 20],
            [111, 20],
            [111, 21],
            [110, 20],
          ],
        ],
      ],
    },
    scene_ids: ['A', 'B'],
    acquired_from: '2025-01-01T00:00:00Z',
    acquired_to: null,
    valid_from: '2026-03-01T00:00:00Z',
    valid_until: '2026-04-01T00:00:00Z',
    note: 'contract 12',
  });
});

test('a stored record fills the form and sends back what it holds', () => {
  const record: PermissionRecord = {
    id: 7,
    user_id: 3,
    username: 'customer',
    classifications: ['restricted'],
    satellites: ['TY-39'],
    area: {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [1, 1],
            [2, 1],
            [2, 2],
            [1, 1],
          ],
        ],
      ],
    },
    scene_ids: ['X1', 'X2'],
    acquired_from: '2025-01-01T00:00:00Z',
    acquired_to: '2025-06-01T00:00:00Z',
    valid_from: '2026-01-01T00:00:00Z',
    valid_until: null,
    note: 'n',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
  const f = formOfRecord(record, 'en');
  expect(f.shapes).toEqual([{ id: STORED_AREA_ID, kind: 'geometry', geometry: record.area }]);
  expect(f.sceneIds).toBe('X1\nX2');
  expect(bodyOfForm(f, 'en')).toEqual({
    classifications: ['restricted'],
    satellites: ['TY-39'],
    area: record.area,
    scene_ids: ['X1', 'X2'],
    acquired_from: '2025-01-01T00:00:00Z',
    acquired_to: '2025-06-01T00:00:00Z',
    valid_from: '2026-01-01T00:00:00Z',
    valid_until: null,
    note: 'n',
  });
});
