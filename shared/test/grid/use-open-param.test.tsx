/**
 * A list page's detail opened by its URL (shared/src/grid/use-open-param.ts): `?open={id}` opens that order, a link
 * that arrives while the page is shown opens its order too, and closing takes the parameter out of the address.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { openParamOf, useOpenParam } from '../../src/grid/use-open-param';
import { MemoryRouter, useSearchParams } from '../../src/router';

function Page() {
  const { openId, open, close } = useOpenParam();
  const [params, setParams] = useSearchParams();
  return (
    <div>
      <span data-testid="open-id">{openId ?? 'none'}</span>
      <span data-testid="query">{params.toString()}</span>
      <button onClick={() => open(5)}>open 5</button>
      <button onClick={close}>close</button>
      <button onClick={() => setParams({ open: '9', tab: 'x' })}>alert link</button>
    </div>
  );
}

const show = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Page />
    </MemoryRouter>,
  );
const text = (id: string) => screen.getByTestId(id).textContent;

test('the open parameter as an order id', () => {
  expect(openParamOf(new URLSearchParams('open=42'))).toBe(42);
  expect(openParamOf(new URLSearchParams('open=x'))).toBeNull();
  expect(openParamOf(new URLSearchParams('open=0'))).toBeNull();
  expect(openParamOf(new URLSearchParams(''))).toBeNull();
});

test('?open={id} opens that order; closing takes the parameter out and keeps the others', async () => {
  show('/list?open=7&page=2');
  expect(text('open-id')).toBe('7');
  await act(async () => fireEvent.click(screen.getByText('close')));
  expect(text('open-id')).toBe('none');
  expect(text('query')).toBe('page=2');
});

test('an order opened from the list, and a link that arrives while the page is shown', async () => {
  show('/list');
  expect(text('open-id')).toBe('none');
  await act(async () => fireEvent.click(screen.getByText('open 5')));
  expect(text('open-id')).toBe('5');
  await act(async () => fireEvent.click(screen.getByText('alert link')));
  expect(text('open-id')).toBe('9');
  await act(async () => fireEvent.click(screen.getByText('close')));
  expect(text('query')).toBe('tab=x');
});
