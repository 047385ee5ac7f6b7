/**
 * The form dialog (FormDialog, useFormDialog): the form's own checks show only after a first try and send nothing;
 * the server's refusal goes under the fields it names and the rest above the form, a field's message goes once it is
 * edited; the submit button waits while the call is on its way; cancel closes. A set of choices says so once a
 * submit was tried with nothing ticked, and the server's message about it goes once a box is ticked or unticked.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TextField } from '@mui/material';
import { ApiError } from '../../src/http/client';
import { i18n } from '../../src/i18n';
import { CheckboxGroupField } from '../../src/ui/CheckboxGroupField';
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

function TagsDialog({ send }: { send: (tags: string[]) => Promise<void> }) {
  const [tags, setTags] = useState<('red' | 'blue')[]>([]);
  const form = useFormDialog(['tags']);
  return (
    <FormDialog
      open
      title="Tags"
      form={form}
      errorTestId="tags-error"
      submitTestId="tags-submit"
      cancelLabel="Cancel"
      submitLabel="Save"
      onClose={() => undefined}
      onSubmit={() => form.submit(tags.length > 0, () => send(tags))}
    >
      <CheckboxGroupField
        label="Tags"
        options={[
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
        ]}
        {...form.choices('tags', tags, setTags, 'Choose a tag')}
        testId="tag"
      />
    </FormDialog>
  );
}

test('a set of choices: required once tried, ticked and unticked, the server message gone on a toggle', async () => {
  const sent: string[][] = [];
  const send = (tags: string[]) => {
    sent.push(tags);
    return Promise.reject(new ApiError('refused', 400, 400, [{ field: 'tags', message: 'Red is taken' }]));
  };
  render(<TagsDialog send={send} />);
  expect(screen.queryByText('Choose a tag')).toBeNull();
  await act(async () => fireEvent.click(screen.getByTestId('tags-submit')));
  expect(screen.getByText('Choose a tag')).toBeTruthy();
  expect(sent).toEqual([]);

  fireEvent.click(screen.getByTestId('tag-red'));
  expect((screen.getByTestId('tag-red') as HTMLInputElement).checked).toBe(true);
  expect(screen.queryByText('Choose a tag')).toBeNull();
  await act(async () => fireEvent.click(screen.getByTestId('tags-submit')));
  expect(sent).toEqual([['red']]);
  expect(screen.getByText('Red is taken')).toBeTruthy();

  fireEvent.click(screen.getByTestId('tag-blue'));
  expect(screen.queryByText('Red is taken')).toBeNull();
  fireEvent.click(screen.getByTestId('tag-red'));
  expect((screen.getByTestId('tag-red') as HTMLInputElement).checked).toBe(false);
  await act(async () => fireEvent.click(screen.getByTestId('tags-submit')));
  expect(sent).toEqual([['red'], ['blue']]);
});
