import { within } from 'storybook/test';

/** The texts of a grid's cells, row by row: the header row first, then each row's header and cells. */
export function cellTexts(grid: HTMLElement): (string | null)[][] {
  return within(grid)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('[role="columnheader"], [role="rowheader"], [role="gridcell"]')].map(
        (cell) => cell.textContent,
      ),
    );
}
