import { style } from '@vanilla-extract/css';

/** A full-height page that centres its one block, such as the sign-in card or a spinner. */
export const centredPage = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: '1.5rem',
  boxSizing: 'border-box',
});

/** A centred page whose short message is centred too. */
export const messagePage = style([centredPage, { textAlign: 'center' }]);

/** A short centred message inside the signed-in layout's page area, which already is the page's `<main>`. */
export const insetMessage = style({
  minHeight: '100%',
  display: 'grid',
  placeItems: 'center',
  padding: '1.5rem',
  boxSizing: 'border-box',
  textAlign: 'center',
});

/** A signed-in screen inside the layout's page area: its header, cards and tables stacked with a gutter. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5rem',
  padding: '1.5rem',
  boxSizing: 'border-box',
  minWidth: 0,
});

/** A row of a screen's controls above its table, such as a search field. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem 1.5rem',
});
