import { describe, expect, it } from 'vitest';
import { searchRows } from './client-search';

const PARCELS = [
  { id: 'p1', controlId: 'CTL-1002', carrier: 'ups', amount: 250.5 },
  { id: 'p2', controlId: 'CTL-1001', carrier: 'fedex', amount: null },
  { id: 'p3', controlId: 'CTL-1010', carrier: 'FedEx', amount: 18 },
  { id: 'p4', controlId: 'CTL-1003', carrier: 'ups', amount: 1200 },
];

const ids = (rows: typeof PARCELS) => rows.map((parcel) => parcel.id);

describe('searchRows', () => {
  it('keeps the rows where a field contains the query, ignoring case and surrounding spaces', () => {
    expect(ids(searchRows(PARCELS, '  ctl-100 ', ['controlId']))).toEqual(['p1', 'p2', 'p4']);
    expect(ids(searchRows(PARCELS, 'FEDEX', ['controlId', 'carrier']))).toEqual(['p2', 'p3']);
  });

  it('reads numbers as text and skips empty values', () => {
    expect(ids(searchRows(PARCELS, '18', ['amount']))).toEqual(['p3']);
    expect(ids(searchRows(PARCELS, 'null', ['amount']))).toEqual([]);
  });

  it('searches only the named fields', () => {
    expect(ids(searchRows(PARCELS, 'ups', ['controlId']))).toEqual([]);
  });

  it('keeps every row for an empty query', () => {
    expect(ids(searchRows(PARCELS, '', ['amount']))).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(ids(searchRows(PARCELS, '   ', ['amount']))).toEqual(['p1', 'p2', 'p3', 'p4']);
  });
});
