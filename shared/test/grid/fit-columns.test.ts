import { columnWidth, columnsToHide } from '../../src/grid/fit-columns';

const columns = [
  { field: 'no', width: 160 },
  { field: 'name', flex: 1, minWidth: 120 },
  { field: 'mode', width: 120 },
  { field: 'satellite', width: 150 },
  { field: 'state', width: 140 },
  { field: 'created', width: 140 },
  { field: 'free' },
  { field: 'notes', flex: 1 },
];
// 160 + 120 + 120 + 150 + 140 + 140 + 100 (MUI's default width) + 50 (MUI's default minWidth) = 980
const ORDER = ['mode', 'satellite', 'name'];

describe('columns that fit', () => {
  it('count a fixed column by its width and a flex column by its minWidth, with MUI’s defaults', () => {
    expect(columns.map(columnWidth)).toEqual([160, 120, 120, 150, 140, 140, 100, 50]);
  });

  it('hide nothing when everything fits, or before the width is known', () => {
    expect(columnsToHide(columns, ORDER, 980)).toEqual({});
    expect(columnsToHide(columns, ORDER, undefined)).toEqual({});
  });

  it('hide the columns of the order, first the first, until the rest fit', () => {
    expect(columnsToHide(columns, ORDER, 979)).toEqual({ mode: false });
    expect(columnsToHide(columns, ORDER, 860)).toEqual({ mode: false });
    expect(columnsToHide(columns, ORDER, 859)).toEqual({ mode: false, satellite: false });
    expect(columnsToHide(columns, ORDER, 600)).toEqual({ mode: false, satellite: false, name: false });
  });

  it('reserve room for a checkbox column, and count nothing for a column hidden already', () => {
    expect(columnsToHide(columns, ORDER, 980, { reserved: 50 })).toEqual({ mode: false });
    expect(columnsToHide(columns, ORDER, 860, { hidden: { satellite: false } })).toEqual({});
    expect(columnsToHide(columns, ORDER, 859, { hidden: { mode: false } })).toEqual({ satellite: false });
  });

  it('keep a column the reader chose to show, hiding the next one in its place', () => {
    expect(columnsToHide(columns, ORDER, 979, { hidden: { mode: true } })).toEqual({ satellite: false });
  });
});
