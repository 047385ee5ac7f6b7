/**
 * A server grid with column priorities (issue 33): in a box narrower than its columns it hides the columns its page
 * names, first the first, until the rest fit; in a wide box it hides none. jsdom has no layout: the box's width
 * comes from a ResizeObserver that reports what a browser would.
 */
import { act, render, screen } from '@testing-library/react';
import { ServerGrid } from '../../src/grid/ServerGrid';
import { i18n } from '../../src/i18n';
import { stubResizeObserver } from '../fixtures/layout';

let boxWidth = 0;
beforeAll(async () => {
  await i18n.changeLanguage('en');
  stubResizeObserver(() => boxWidth);
});

const columns = ['Order', 'Satellite', 'Mode', 'State'].map((headerName) => ({
  field: headerName.toLowerCase(),
  headerName,
  width: 200,
}));
const rows = [{ id: 1, order: 'AO-1', satellite: 'TY-38', mode: 'Stripmap', state: 'Paid' }];

/** The headers a grid shows in a box `width` px wide; with `columnsKey` it keeps the reader's choice of columns. */
async function headersIn(width: number, columnsKey?: string): Promise<string[]> {
  boxWidth = width;
  await act(async () => {
    render(
      <ServerGrid
        rows={rows}
        columns={columns}
        hideOrder={['mode', 'satellite']}
        columnsKey={columnsKey}
        testId="grid"
        empty={{ title: 'Nothing' }}
        disableVirtualization
        autoHeight
      />,
    );
  });
  return screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
}

test('a box as wide as the columns shows them all', async () => {
  expect(await headersIn(802)).toEqual(['Order', 'Satellite', 'Mode', 'State']);
});

test('a narrower box hides the named columns, first the first, until the rest fit', async () => {
  expect(await headersIn(801)).toEqual(['Order', 'Satellite', 'State']);
  expect(screen.getByRole('gridcell', { name: 'TY-38' })).toBeTruthy();
});

test('a box narrower still hides the next one too', async () => {
  expect(await headersIn(500)).toEqual(['Order', 'State']);
});

describe("the reader's choice of columns (columnsKey)", () => {
  const KEY = 'portal.columns.test-grid';
  const chosenIn = (width: number) => headersIn(width, 'test-grid');
  beforeEach(() => localStorage.removeItem(KEY));

  test('a column the reader showed comes back shown, another one hidden in its place', async () => {
    localStorage.setItem(KEY, JSON.stringify({ mode: true }));
    expect(await chosenIn(801)).toEqual(['Order', 'Mode', 'State']);
  });

  test('the column chooser opens from the button above the grid and what is changed there is kept', async () => {
    expect(await chosenIn(801)).toEqual(['Order', 'Satellite', 'State']);
    const button = screen.getByTestId('grid-columns');
    expect(button.textContent).toBe('Select columns');
    await act(async () => button.click());
    await act(async () => screen.getByRole('checkbox', { name: 'Mode' }).click());
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Mode');
    // Only the reader's change is kept, not the columns the width hides.
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ mode: true });
  });
});
