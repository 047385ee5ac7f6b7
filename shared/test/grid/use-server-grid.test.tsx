import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Envelope } from '../../src/http';
import { i18n } from '../../src/i18n';
import { useServerGrid, type ServerQuery } from '../../src/grid/use-server-grid';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

interface Row {
  id: number;
  name: string;
}
type Filters = { keyword: string };
const envelope = (data: Row[]): Envelope<Row> => ({ code: 200, msg: 'ok', data, total: data.length });

/** A server whose answers the test releases one by one, in any order. */
function heldServer() {
  const calls: { query: ServerQuery<Filters>; answer: (rows: Row[]) => void; fail: (e: Error) => void }[] =
    [];
  const fetchPage = (query: ServerQuery<Filters>) =>
    new Promise<Envelope<Row>>((resolve, reject) => {
      calls.push({ query, answer: (rows) => resolve(envelope(rows)), fail: reject });
    });
  return { calls, fetchPage };
}

const ALL = [
  { id: 1, name: 'grey quicklook' },
  { id: 2, name: 'weekly plan' },
  { id: 3, name: 'other' },
];

/** The hook's first query (no filter), then a second one with `keyword`, both still unanswered. */
async function twoQueries(keyword: string) {
  const server = heldServer();
  const { result } = renderHook(() => useServerGrid(server.fetchPage, { filters: { keyword: '' } }), {
    wrapper,
  });
  await waitFor(() => expect(server.calls).toHaveLength(1));
  act(() => result.current.applyFilters({ keyword }));
  await waitFor(() => expect(server.calls).toHaveLength(2));
  return { server, result };
}

test('the answer to an earlier query that arrives last does not replace the rows of the latest one', async () => {
  const { server, result } = await twoQueries('plan');
  expect(server.calls[1].query.filters).toEqual({ keyword: 'plan' });

  await act(async () => server.calls[1].answer([ALL[1]]));
  expect(result.current.rows).toEqual([ALL[1]]);
  expect(result.current.loading).toBe(false);
  // The first query's whole list arrives after: the table keeps the filtered rows it shows.
  await act(async () => server.calls[0].answer(ALL));
  expect(result.current.rows).toEqual([ALL[1]]);
  expect(result.current.total).toBe(1);
  expect(result.current.loading).toBe(false);
});

test('a superseded query that fails shows no error, and the latest one keeps loading until it answers', async () => {
  const { server, result } = await twoQueries('grey');

  await act(async () => server.calls[0].fail(new Error('timeout')));
  expect(result.current.error).toBeNull();
  expect(result.current.loading).toBe(true);
  await act(async () => server.calls[1].answer([ALL[0]]));
  expect(result.current.rows).toEqual([ALL[0]]);
  expect(result.current.loading).toBe(false);
});
