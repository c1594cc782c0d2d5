import { style } from '@vanilla-extract/css';

/** The links to the screen's tabs, side by side under its header. */
export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
});

/** The filters of a tab's list, side by side while they fit. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'start',
  gap: '1rem',
});

/** Each filter keeps a readable width. */
export const filter = style({ minWidth: '12rem' });

/** The table's two actions, side by side while they fit. */
export const actionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem 2rem',
});

/** One action with the line beside it that says what it would act on, or why it waits. */
export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 0.75rem',
});

/** A tracking number or an invoice stays on one line. */
export const noWrap = style({ whiteSpace: 'nowrap' });
