import { describe, expect, it } from 'vitest';
import { donutSlices } from './donut-slices';

const groupings = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ label: `G${index + 1}`, value: (count - index) * 10 }));

describe('donutSlices', () => {
  it('leaves eight categories or fewer as they are, in their order', () => {
    const eight = [{ label: 'SMALL', value: 1 }, ...groupings(7)];
    expect(donutSlices(eight, null)).toEqual({ slices: eight, other: null });
    expect(donutSlices([], null)).toEqual({ slices: [], other: null });
  });

  it('draws the seven largest, largest first, then one slice of the sum of the rest', () => {
    const data = [
      { label: 'FUEL', value: 60_411.2 },
      { label: 'FREIGHT', value: 334_120.1 },
      { label: 'RESIDENTIAL', value: 41_230.5 },
      { label: 'LATE FEE', value: 0.1 },
      { label: 'DELIVERY_AREA', value: 29_800 },
      { label: 'HANDLING_SIZE', value: 6_120.45 },
      { label: 'OTHER', value: 7_802.3 },
      { label: 'ADDRESS_CORRECTION', value: 1_430.75 },
      { label: 'SIGNATURE', value: 0.2 },
      { label: 'SATURDAY', value: 212.45 },
    ];
    const { slices, other } = donutSlices(data, null);
    expect(slices).toEqual([
      { label: 'FREIGHT', value: 334_120.1 },
      { label: 'FUEL', value: 60_411.2 },
      { label: 'RESIDENTIAL', value: 41_230.5 },
      { label: 'DELIVERY_AREA', value: 29_800 },
      { label: 'OTHER', value: 7_802.3 },
      { label: 'HANDLING_SIZE', value: 6_120.45 },
      { label: 'ADDRESS_CORRECTION', value: 1_430.75 },
      // 212.45 + 0.2 + 0.1 without the float's crumbs, and a name apart from the real grouping OTHER.
      { label: 'Other (3 more)', value: 212.75 },
    ]);
    expect(other).toBe(slices[7]);
  });

  it('keeps a folded category that the page is filtered by as a slice of its own, in its rank', () => {
    const { slices } = donutSlices(groupings(12), 'G10');
    expect(slices.map((slice) => [slice.label, slice.value])).toEqual([
      ['G1', 120],
      ['G2', 110],
      ['G3', 100],
      ['G4', 90],
      ['G5', 80],
      ['G6', 70],
      ['G10', 30],
      ['Other (5 more)', 60 + 50 + 40 + 20 + 10],
    ]);
    expect(donutSlices(groupings(12), 'G2').slices.map((slice) => slice.label)).toEqual([
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
      'Other (5 more)',
    ]);
  });

  it('folds nothing when a category already bears the name the fold would take', () => {
    const data = [...groupings(9), { label: 'Other (3 more)', value: 5 }];
    expect(donutSlices(data, null)).toEqual({ slices: data, other: null });
  });
});
