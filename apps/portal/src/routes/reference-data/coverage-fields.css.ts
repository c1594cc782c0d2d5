import { style } from '@vanilla-extract/css';

/** The coverage list: its label, its description, its rows and Add Grouping, one under the other. */
export const coverage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'start',
  gap: '0.5rem',
});

/**
 * The columns' headings, and one grouping's fields under them: the grouping wider than its two days, then Remove.
 * Remove's column has a width of its own, so that the headings, which have no button, line up with the fields.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr) minmax(0, 1fr) 6rem',
  alignItems: 'start',
  gap: '0.75rem',
  width: '100%',
});
