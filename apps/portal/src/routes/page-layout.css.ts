import { style } from '@vanilla-extract/css';

/** A full-height column that centres a short message or a spinner. */
export const centred = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: '1.5rem',
  boxSizing: 'border-box',
  textAlign: 'center',
});
