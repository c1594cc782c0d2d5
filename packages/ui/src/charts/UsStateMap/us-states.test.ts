import { describe, expect, it } from 'vitest';
import { sequentialStep, US_GRID_COLUMNS, US_GRID_ROWS, US_STATE_TILES, usStateTile } from './us-states';

const STATES_AND_DC =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

describe('the US tile grid', () => {
  it('holds the 50 states and DC, each once', () => {
    expect(STATES_AND_DC).toHaveLength(51);
    expect(US_STATE_TILES.map((tile) => tile.code).sort()).toEqual([...STATES_AND_DC].sort());
  });

  it('gives every state its own tile inside the grid', () => {
    const places = US_STATE_TILES.map((tile) => `${tile.row},${tile.column}`);
    expect(new Set(places).size).toBe(51);
    for (const tile of US_STATE_TILES) {
      expect(tile.row).toBeGreaterThanOrEqual(0);
      expect(tile.row).toBeLessThan(US_GRID_ROWS);
      expect(tile.column).toBeGreaterThanOrEqual(0);
      expect(tile.column).toBeLessThan(US_GRID_COLUMNS);
    }
  });

  it('finds a state by its code in any case, and nothing for other codes', () => {
    expect(usStateTile(' ca')?.name).toBe('California');
    expect(usStateTile('PR')).toBeUndefined();
  });
});

describe('sequentialStep', () => {
  it('splits 0 to the largest value into five equal steps', () => {
    expect([0, 1, 20, 21, 40, 60, 80, 81, 100].map((value) => sequentialStep(value, 100))).toEqual([
      1, 1, 1, 2, 2, 3, 4, 5, 5,
    ]);
  });

  it('puts everything on the first step when no value is above 0', () => {
    expect(sequentialStep(0, 0)).toBe(1);
    expect(sequentialStep(-5, -1)).toBe(1);
  });
});
