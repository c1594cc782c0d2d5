import { describe, expect, it } from 'vitest';
import { stateName, stateTable } from './state-table';

describe('stateTable', () => {
  it('lists state, code and figure from the largest figure down, missing figures last', () => {
    const table = stateTable(
      [
        { state: 'tx', value: 120 },
        { state: 'CA', value: 300.5 },
        { state: 'NV', value: null },
        { state: 'PR', value: 7 },
      ],
      'Net spend',
      'money',
    );
    expect(table.columns.map((column) => column.label)).toEqual(['State', 'Code', 'Net spend']);
    expect(table.rows).toEqual([
      { key: 'CA', cells: ['California', 'CA', 300.5], shown: ['California', 'CA', '$300.50'] },
      { key: 'TX', cells: ['Texas', 'TX', 120], shown: ['Texas', 'TX', '$120.00'] },
      { key: 'PR', cells: ['PR', 'PR', 7], shown: ['PR', 'PR', '$7.00'] },
      { key: 'NV', cells: ['Nevada', 'NV', null], shown: ['Nevada', 'NV', '—'] },
    ]);
  });

  it('names a code that is no state by the code itself', () => {
    expect(stateName('GU')).toBe('GU');
    expect(stateName('dc')).toBe('District of Columbia');
  });
});
