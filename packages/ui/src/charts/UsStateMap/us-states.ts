/** A US state (or DC) and its tile in the grid: row 0 is the top, column 0 the far west. */
export interface UsStateTile {
  code: string;
  name: string;
  row: number;
  column: number;
}

/** Columns and rows of the tile grid. */
export const US_GRID_COLUMNS = 11;
export const US_GRID_ROWS = 8;

/**
 * The 50 states and the District of Columbia on an 11 × 8 tile grid that keeps each state beside its
 * neighbours, the layout newsrooms use for state results: every state gets the same area, so small states
 * stay visible and pressable.
 */
export const US_STATE_TILES: readonly UsStateTile[] = [
  { code: 'AK', name: 'Alaska', row: 0, column: 0 },
  { code: 'ME', name: 'Maine', row: 0, column: 10 },
  { code: 'VT', name: 'Vermont', row: 1, column: 9 },
  { code: 'NH', name: 'New Hampshire', row: 1, column: 10 },
  { code: 'WA', name: 'Washington', row: 2, column: 0 },
  { code: 'ID', name: 'Idaho', row: 2, column: 1 },
  { code: 'MT', name: 'Montana', row: 2, column: 2 },
  { code: 'ND', name: 'North Dakota', row: 2, column: 3 },
  { code: 'MN', name: 'Minnesota', row: 2, column: 4 },
  { code: 'IL', name: 'Illinois', row: 2, column: 5 },
  { code: 'WI', name: 'Wisconsin', row: 2, column: 6 },
  { code: 'MI', name: 'Michigan', row: 2, column: 7 },
  { code: 'NY', name: 'New York', row: 2, column: 8 },
  { code: 'RI', name: 'Rhode Island', row: 2, column: 9 },
  { code: 'MA', name: 'Massachusetts', row: 2, column: 10 },
  { code: 'OR', name: 'Oregon', row: 3, column: 0 },
  { code: 'NV', name: 'Nevada', row: 3, column: 1 },
  { code: 'WY', name: 'Wyoming', row: 3, column: 2 },
  { code: 'SD', name: 'South Dakota', row: 3, column: 3 },
  { code: 'IA', name: 'Iowa', row: 3, column: 4 },
  { code: 'IN', name: 'Indiana', row: 3, column: 5 },
  { code: 'OH', name: 'Ohio', row: 3, column: 6 },
  { code: 'PA', name: 'Pennsylvania', row: 3, column: 7 },
  { code: 'NJ', name: 'New Jersey', row: 3, column: 8 },
  { code: 'CT', name: 'Connecticut', row: 3, column: 9 },
  { code: 'CA', name: 'California', row: 4, column: 0 },
  { code: 'UT', name: 'Utah', row: 4, column: 1 },
  { code: 'CO', name: 'Colorado', row: 4, column: 2 },
  { code: 'NE', name: 'Nebraska', row: 4, column: 3 },
  { code: 'MO', name: 'Missouri', row: 4, column: 4 },
  { code: 'KY', name: 'Kentucky', row: 4, column: 5 },
  { code: 'WV', name: 'West Virginia', row: 4, column: 6 },
  { code: 'VA', name: 'Virginia', row: 4, column: 7 },
  { code: 'MD', name: 'Maryland', row: 4, column: 8 },
  { code: 'DE', name: 'Delaware', row: 4, column: 9 },
  { code: 'AZ', name: 'Arizona', row: 5, column: 1 },
  { code: 'NM', name: 'New Mexico', row: 5, column: 2 },
  { code: 'KS', name: 'Kansas', row: 5, column: 3 },
  { code: 'AR', name: 'Arkansas', row: 5, column: 4 },
  { code: 'TN', name: 'Tennessee', row: 5, column: 5 },
  { code: 'NC', name: 'North Carolina', row: 5, column: 6 },
  { code: 'SC', name: 'South Carolina', row: 5, column: 7 },
  { code: 'DC', name: 'District of Columbia', row: 5, column: 8 },
  { code: 'OK', name: 'Oklahoma', row: 6, column: 3 },
  { code: 'LA', name: 'Louisiana', row: 6, column: 4 },
  { code: 'MS', name: 'Mississippi', row: 6, column: 5 },
  { code: 'AL', name: 'Alabama', row: 6, column: 6 },
  { code: 'GA', name: 'Georgia', row: 6, column: 7 },
  { code: 'HI', name: 'Hawaii', row: 7, column: 0 },
  { code: 'TX', name: 'Texas', row: 7, column: 3 },
  { code: 'FL', name: 'Florida', row: 7, column: 8 },
];

const BY_CODE = new Map(US_STATE_TILES.map((tile) => [tile.code, tile]));

/** The tile of a two-letter code, in any case; undefined for anything that is not a state or DC. */
export function usStateTile(code: string): UsStateTile | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** Number of steps of the sequential colour scale (the theme's `dataVis.sequential1`…`5`). */
export const SEQUENTIAL_STEPS = 5;

/**
 * The step (1 to 5) of a value on a scale from 0 to `max` in equal fifths; 0 and below are step 1, so a
 * state with a figure is always drawn apart from a state with none.
 */
export function sequentialStep(value: number, max: number): number {
  if (!(max > 0) || value <= 0) return 1;
  return Math.min(SEQUENTIAL_STEPS, Math.max(1, Math.ceil((value / max) * SEQUENTIAL_STEPS)));
}
