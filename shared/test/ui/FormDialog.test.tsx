/**
 * The form dialog (FormDialog, useFormDialog): the form's own checks show only after a first try and send nothing;
 * the server's refusal goes under the fields it names and the rest above the form, a field's message goes once it is
 * edited; the submit button waits while the call is on its way; cancel closes.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TextField } from '@mui/material';
import { ApiError } from '../../src/http/client';
import { i18n } from '../../src/i18n';
import { FormDialog, useFormDialog } from '../../src/ui/FormDialog';

function NameDialog({ send, onClose }: { send: (name: string) => Promise<void>; onClose: () => void }) {
  const [name, setName] = useState('');
  const form = useFormDialog(['name']);
  return (
    <FormDialog
      open
      title="New thing"
      intro={<p>What a thing is for</p>}
      form={form}
      errorTestId="thing-error"
      submitTestId="thing-submit"
      cancelLabel="Cancel"
      submitLabel="Create"
      onClose={onClose}
      onSubmit={() => form.submit(Boolean(name.trim()), () => send(name))}
    >
      <TextField
        label="Name"
        {...form.text('name', name, setName, {
          problem: !name.trim() && 'Enter a name',
          hint: 'A name you know it by',
        })}
        slotProps={{ htmlInput: { 'data-testid': 'thing-name' } }}
      />
    </FormDialog>
  );
}

beforeAll(() => i18n.changeLanguage('en'));

test('checks before sending, spreads the refusal over the form, waits while sending and closes on cancel', async () => {
  const sent: string[] = [];
  let answer: (() => void) | undefined;
  let refusal: ApiError | null = new ApiError('refused', 400, 400, [
    { field: 'name', message: 'You already have a thing of this name' },
    { field: 'owner', message: 'Your account may not make things' },
  ]);
  const send = (name: string) => {
    sent.push(name);
    if (refusal) return Promise.reject(refusal);
    return new Promise<void>((resolve) => (answer = resolve));
  };
  const onClose = jest.fn();
  render(<NameDialog send={send} onClose={onClose} />);
  expect(screen.getByRole('dialog').textContent).toContain('New thing');
  expect(screen.getByText('What a thing is for')).toBeTruthy();
  expect(screen.getByText('A name you know it by')).toBeTruthy();
  expect(screen.queryByText('Enter a name')).toBeNull();

  await act(async () => fireEvent.click(screen.getByTestId('thing-submit')));
  expect(screen.getByText('Enter a name')).toBeTruthy();
  expect(sent).toEqual([]);

  fireEvent.change(screen.getByTestId('thing-name'), { target: { value: 'sync' } });
  expect(screen.queryByText('Enter a name')).toBeNull();
  await act(async () => fireEvent.click(screen.getByTestId('thing-submit')));
  expect(sent).toEqual(['sync']);
  expect(screen.getByText('You already have a thing of this name')).toBeTruthy();
  expect(screen.getByTestId('thing-error').textContent).toBe('Your account may not make things');

  fireEvent.change(screen.getByTestId('thing-name'), { target: { value: 'sync 2' } });
  expect(screen.queryByText('You already have a thing of this name')).toBeNull();
  expect(screen.getByText('A name you know it by')).toBeTruthy();

  refusal = null;
  await act(async () => fireEvent.click(screen.getByTestId('thing-submit')));
  expect((screen.getByTestId('thing-submit') as HTMLButtonElement).disabled).toBe(true);
  await act(async () => answer!());
  expect((screen.getByTestId('thing-submit') as HTMLButtonElement).disabled).toBe(false);
  expect(sent).toEqual(['sync', 'sync 2']);

  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalled();
});
