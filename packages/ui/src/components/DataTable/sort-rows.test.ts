import { describe, expect, it } from 'vitest';
import { cellValue, sortRows, toggleSort, type SortableColumn } from './sort-rows';

interface Parcel {
  id: string;
  controlId: string;
  carrier: string;
  amount: number | null;
  shipped: Date | null;
}

const PARCELS: Parcel[] = [
  { id: 'p1', controlId: 'CTL-1002', carrier: 'ups', amount: 250.5, shipped: new Date('2026-10-04') },
  { id: 'p2', controlId: 'CTL-1001', carrier: 'fedex', amount: null, shipped: new Date('2026-09-12') },
  { id: 'p3', controlId: 'CTL-1010', carrier: 'fedex', amount: 18, shipped: null },
  { id: 'p4', controlId: 'CTL-1003', carrier: 'ups', amount: 1200, shipped: new Date('2026-11-01') },
];

const COLUMNS: SortableColumn<Parcel>[] = [
  { id: 'controlId', accessor: 'controlId' },
  { id: 'carrier', accessor: 'carrier' },
  { id: 'amount', accessor: 'amount' },
  { id: 'shipped', accessor: 'shipped' },
  { id: 'label', accessor: (parcel) => `${parcel.carrier} ${parcel.controlId}` },
];

const ids = (rows: Parcel[]) => rows.map((parcel) => parcel.id);

describe('cellValue', () => {
  it('reads a field, a function of the row, or nothing', () => {
    expect(cellValue(COLUMNS[0]!, PARCELS[0]!)).toBe('CTL-1002');
    expect(cellValue(COLUMNS[4]!, PARCELS[0]!)).toBe('ups CTL-1002');
    expect(cellValue({ id: 'actions' }, PARCELS[0]!)).toBeUndefined();
  });
});

describe('sortRows', () => {
  it('sorts numbers as numbers, empty values last in both directions', () => {
    expect(ids(sortRows(PARCELS, { column: 'amount', direction: 'ascending' }, COLUMNS))).toEqual([
      'p3',
      'p1',
      'p4',
      'p2',
    ]);
    expect(ids(sortRows(PARCELS, { column: 'amount', direction: 'descending' }, COLUMNS))).toEqual([
      'p4',
      'p1',
      'p3',
      'p2',
    ]);
  });

  it('sorts dates by time and text in natural number order', () => {
    expect(ids(sortRows(PARCELS, { column: 'shipped', direction: 'ascending' }, COLUMNS))).toEqual([
      'p2',
      'p1',
      'p4',
      'p3',
    ]);
    const numbered = ['CTL-10', 'CTL-9', 'CTL-100'].map((controlId, index) => ({
      ...PARCELS[0]!,
      id: `n${index}`,
      controlId,
    }));
    expect(
      sortRows(numbered, { column: 'controlId', direction: 'ascending' }, COLUMNS).map(
        (row) => row.controlId,
      ),
    ).toEqual(['CTL-9', 'CTL-10', 'CTL-100']);
  });

  it('keeps equal rows in their order', () => {
    expect(ids(sortRows(PARCELS, { column: 'carrier', direction: 'ascending' }, COLUMNS))).toEqual([
      'p2',
      'p3',
      'p1',
      'p4',
    ]);
  });

  it('sorts by sortValue when a column has one', () => {
    const byLength: SortableColumn<Parcel>[] = [
      { id: 'carrier', accessor: 'carrier', sortValue: (parcel) => parcel.carrier.length },
    ];
    expect(ids(sortRows(PARCELS, { column: 'carrier', direction: 'ascending' }, byLength))).toEqual([
      'p1',
      'p4',
      'p2',
      'p3',
    ]);
  });

  it('returns a copy in the given order without a descriptor or for an unknown column', () => {
    const unsorted = sortRows(PARCELS, undefined, COLUMNS);
    expect(ids(unsorted)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(unsorted).not.toBe(PARCELS);
    expect(ids(sortRows(PARCELS, { column: 'weight', direction: 'ascending' }, COLUMNS))).toEqual([
      'p1',
      'p2',
      'p3',
      'p4',
    ]);
  });
});

describe('toggleSort', () => {
  it('starts a new column ascending and flips the current one', () => {
    expect(toggleSort(undefined, 'amount')).toEqual({ column: 'amount', direction: 'ascending' });
    expect(toggleSort({ column: 'amount', direction: 'ascending' }, 'amount')).toEqual({
      column: 'amount',
      direction: 'descending',
    });
    expect(toggleSort({ column: 'amount', direction: 'descending' }, 'amount')).toEqual({
      column: 'amount',
      direction: 'ascending',
    });
    expect(toggleSort({ column: 'amount', direction: 'descending' }, 'carrier')).toEqual({
      column: 'carrier',
      direction: 'ascending',
    });
  });
});
