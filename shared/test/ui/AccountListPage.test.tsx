/**
 * The account list page (AccountListPage, useOwnList, useCreation, useRemoval): the wait, then the list or its empty
 * words; a failed load says why with a retry that loads again; a thing made is shown once and the list loaded again;
 * a removal asks first and, confirmed, loads the list again.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Button } from '@mui/material';
import { ApiError } from '../../src/http/client';
import { NETWORK_FAILURE } from '../../src/http/failure';
import { i18n } from '../../src/i18n';
import { AccountListPage, useCreation, useOwnList, useRemoval } from '../../src/ui/AccountListPage';

let things: string[] = [];
let down = false;
const calls: string[] = [];
const fetchThings = async () => {
  calls.push('list');
  if (down) throw new ApiError('', 0, 0, [], true);
  return [...things];
};

function ThingsPage() {
  const list = useOwnList(fetchThings);
  const creation = useCreation<string>(() => void list.load());
  const removal = useRemoval((thing: string) =>
    list.act(Promise.resolve().then(() => void (things = things.filter((t) => t !== thing)))),
  );
  return (
    <AccountListPage
      title="Things"
      intro="Your things"
      action={
        <Button onClick={creation.start} data-testid="thing-add">
          Add
        </Button>
      }
      list={list}
      empty={list.data?.length === 0}
      emptyTitle="No things yet"
      emptyHint="Choose Add"
    >
      {list.data?.map((thing) => (
        <Button key={thing} onClick={() => removal.ask(thing)} data-testid={`remove-${thing}`}>
          {thing}
        </Button>
      ))}
      {creation.dialog.open && (
        <Button
          data-testid="thing-make"
          onClick={() => {
            things = [...things, 'second'];
            creation.dialog.onClose();
            creation.dialog.onCreated('second');
          }}
        >
          Make
        </Button>
      )}
      {creation.shown.open && <p data-testid="thing-shown">Made {creation.created}</p>}
      {removal.confirm.open && (
        <>
          <p data-testid="remove-question">Remove {removal.asked}?</p>
          <Button onClick={removal.confirm.onKeep}>Keep</Button>
          <Button onClick={removal.confirm.onConfirm}>Remove</Button>
        </>
      )}
    </AccountListPage>
  );
}

const open = () =>
  act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ThingsPage />
      </I18nextProvider>,
    );
  });

beforeAll(() => i18n.changeLanguage('en'));
beforeEach(() => {
  things = [];
  down = false;
  calls.length = 0;
});

test('a failed load says why and loads again on retry; empty, it says what to do', async () => {
  down = true;
  await open();
  expect(screen.getByRole('heading', { name: 'Things' })).toBeTruthy();
  expect(screen.getByText('Your things')).toBeTruthy();
  expect(screen.getByTestId('error-state').textContent).toContain(NETWORK_FAILURE.en);
  expect(screen.queryByTestId('empty-state')).toBeNull();

  down = false;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(screen.queryByTestId('error-state')).toBeNull();
  expect(screen.getByTestId('empty-state').textContent).toBe('No things yetChoose Add');
  expect(calls).toEqual(['list', 'list']);
});

test('a thing made is shown once and listed; a removal asks first, then the list is loaded again', async () => {
  things = ['first'];
  await open();
  expect(screen.getByTestId('remove-first')).toBeTruthy();
  expect(screen.queryByTestId('empty-state')).toBeNull();

  fireEvent.click(screen.getByTestId('thing-add'));
  await act(async () => fireEvent.click(screen.getByTestId('thing-make')));
  expect(screen.getByTestId('thing-shown').textContent).toBe('Made second');
  expect(screen.queryByTestId('thing-make')).toBeNull();
  expect(screen.getByTestId('remove-second')).toBeTruthy();

  fireEvent.click(screen.getByTestId('remove-first'));
  expect(screen.getByTestId('remove-question').textContent).toBe('Remove first?');
  fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
  expect(screen.queryByTestId('remove-question')).toBeNull();
  expect(things).toEqual(['first', 'second']);

  fireEvent.click(screen.getByTestId('remove-first'));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove' })));
  expect(screen.queryByTestId('remove-question')).toBeNull();
  await waitFor(() => expect(screen.queryByTestId('remove-first')).toBeNull());
  expect(screen.getByTestId('remove-second')).toBeTruthy();
  expect(calls).toEqual(['list', 'list', 'list']);
});
