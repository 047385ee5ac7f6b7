/**
 * The grant and edit dialog against a mocked API: the browser's checks stop a wrong form before any call, the
 * server's field errors show under their fields and its other errors above the buttons, and a saved record is
 * handed back.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@portal/shared/http';
import { i18n } from '@portal/shared/i18n';
import { grantPermission, updatePermission } from '../api';
import type { PermissionRecord } from '../state/permission-record';
import { PermissionDialog } from './PermissionDialog';

jest.mock('../api', () => ({ grantPermission: jest.fn(), updatePermission: jest.fn() }));
// No Cesium in a unit test: the globe is a placeholder.
jest.mock('@portal/shared/globe', () => ({
  ...jest.requireActual('@portal/shared/globe'),
  Globe: () => require('react').createElement('div', { 'data-testid': 'globe' }),
}));

const mocked = (f: unknown) => f as jest.Mock;
const RECORD: PermissionRecord = {
  id: 9,
  user_id: 5,
  username: 'cust',
  classifications: ['sensitive'],
  satellites: null,
  area: null,
  scene_ids: ['TY38_A'],
  acquired_from: null,
  acquired_to: null,
  valid_from: '2026-01-01T00:00:00Z',
  valid_until: null,
  note: '',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => jest.clearAllMocks());

const grant = () => {
  const onSaved = jest.fn();
  render(
    <PermissionDialog
      editing={{ mode: 'grant', userId: 5, username: 'cust' }}
      onClose={jest.fn()}
      onSaved={onSaved}
    />,
  );
  return onSaved;
};

test('a form without classification and with a malformed ID is refused before any call', async () => {
  grant();
  fireEvent.click(screen.getByTestId('permission-class-sensitive'));
  fireEvent.change(screen.getByTestId('permission-scene-ids'), { target: { value: 'ok_1\nbad/id' } });
  fireEvent.click(screen.getByTestId('permission-save'));
  expect(await screen.findByText('Choose at least one classification')).toBeTruthy();
  expect(screen.getByText(/Image IDs may hold letters.*: bad\/id$/)).toBeTruthy();
  expect(grantPermission).not.toHaveBeenCalled();
});

test("the server's field errors show under their fields, its other errors above the buttons", async () => {
  mocked(grantPermission).mockRejectedValue(
    new ApiError('Invalid request', 400, 400, [
      { field: 'acquired_to', message: 'The end time must be after the start time' },
      { field: 'user_id', message: 'This value is invalid' },
    ]),
  );
  const onSaved = grant();
  fireEvent.click(screen.getByTestId('permission-save'));
  expect(await screen.findByText('The end time must be after the start time')).toBeTruthy();
  expect(screen.getByTestId('permission-error').textContent).toBe('This value is invalid');
  expect(onSaved).not.toHaveBeenCalled();
});

test('a grant sends the form and hands back the saved record', async () => {
  mocked(grantPermission).mockResolvedValue({ record: RECORD, message: 'Saved' });
  const onSaved = grant();
  fireEvent.click(screen.getByTestId('permission-class-restricted'));
  fireEvent.change(screen.getByTestId('permission-note'), { target: { value: 'Contract 7' } });
  fireEvent.click(screen.getByTestId('permission-save'));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(RECORD));
  expect(grantPermission).toHaveBeenCalledWith(5, {
    classifications: ['sensitive', 'restricted'],
    satellites: null,
    area: null,
    scene_ids: null,
    acquired_from: null,
    acquired_to: null,
    valid_until: null,
    note: 'Contract 7',
  });
});

test('an edit starts from the record and replaces its fields', async () => {
  mocked(updatePermission).mockResolvedValue({ record: RECORD, message: 'Saved' });
  const onSaved = jest.fn();
  render(
    <PermissionDialog editing={{ mode: 'edit', record: RECORD }} onClose={jest.fn()} onSaved={onSaved} />,
  );
  expect((screen.getByTestId('permission-scene-ids') as HTMLTextAreaElement).value).toBe('TY38_A');
  fireEvent.change(screen.getByTestId('permission-scene-ids'), { target: { value: 'TY38_A, TY38_B' } });
  fireEvent.click(screen.getByTestId('permission-save'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(updatePermission).toHaveBeenCalledWith(
    9,
    expect.objectContaining({ scene_ids: ['TY38_A', 'TY38_B'], valid_from: '2026-01-01T00:00:00Z' }),
  );
});
