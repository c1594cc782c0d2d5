import { describe, expect, it } from 'vitest';
import {
  ratio,
  sumsReadBy,
  tilesOf,
  type TileDefinition,
  type Totals,
} from '../../../src/services/analytics/figures.js';

const totals = (sums: Partial<Totals>) => sums as Totals;

describe('a tile’s value', () => {
  it('reads the sums it declares, and is null only where its ratio has nothing to divide by', () => {
    const costPerPackage: TileDefinition = {
      key: 'costPerPackage',
      label: 'Cost per package',
      format: 'money',
      reads: ['net', 'packages'],
      value: (t) => ratio(t.net, t.packages),
    };
    const [tile] = tilesOf(
      [costPerPackage],
      totals({ net: 250, packages: 100 }),
      totals({ net: 0, packages: 0 }),
    );
    expect(tile).toMatchObject({ key: 'costPerPackage', value: 2.5, previous: null });
  });

  it('throws when it reads a sum it does not declare, rather than showing a figure without it', () => {
    const undeclared: TileDefinition = {
      key: 'costPerLb',
      label: 'Cost per lb',
      format: 'money',
      reads: ['net'],
      value: (t) => ratio(t.net, t.billedLb),
    };
    const read = totals({ net: 250, billedLb: 50 });
    expect(() => tilesOf([undeclared], read, read)).toThrow(/costPerLb reads billedLb/);
  });

  it('throws when a sum it declares was not read', () => {
    const late: TileDefinition = {
      key: 'latePackages',
      label: 'Late packages',
      format: 'count',
      reads: ['late'],
      value: (t) => t.late,
    };
    const read = totals({ onTime: 5 });
    expect(() => tilesOf([late], read, read)).toThrow(/latePackages reads late, which was not read/);
  });

  it('has its declared sums read, and only the base sums among them', () => {
    const withCandidates: TileDefinition<Totals & { candidates: number }>[] = [
      { key: 'a', label: 'A', format: 'count', reads: ['late', 'onTime'], value: (t) => t.late },
      { key: 'b', label: 'B', format: 'count', reads: ['candidates', 'net'], value: (t) => t.candidates },
    ];
    expect(sumsReadBy(withCandidates).sort()).toEqual(['late', 'net', 'onTime']);
  });
});
