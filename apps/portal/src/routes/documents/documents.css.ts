import { style } from '@vanilla-extract/css';

/** The page inside the signed-in layout's page area: its heading row above the two panes. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5rem',
  padding: '1.5rem',
  boxSizing: 'border-box',
  minWidth: 0,
});

/** The tree beside the documents pane; stacked on narrow screens. */
export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 20rem) minmax(0, 1fr)',
  gap: '1.5rem',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The document cards, as many per row as fit. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: '1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A document's name: long names wrap anywhere rather than widen the card. */
export const documentName = style({ overflowWrap: 'anywhere' });

/** One place in the grid: its card fills the row's height, so the cards of a row line up. */
export const cardSlot = style({ display: 'grid' });
