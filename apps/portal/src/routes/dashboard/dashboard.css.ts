import { style } from '@vanilla-extract/css';

/** The dashboard fills the page area below the sidebar trigger, down to the bottom of the window. */
export const page = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  minHeight: 0,
  padding: '0 1.5rem 1.5rem',
  boxSizing: 'border-box',
});

/** The admin's organization choice, above the frame. */
export const toolbar = style({
  display: 'flex',
  alignItems: 'end',
  gap: '1rem',
});

export const scope = style({ minWidth: '16rem' });

/** The frame's place, kept while the address loads so that the page does not jump. */
export const frameArea = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: '32rem',
});

export const frame = style({
  flex: 1,
  width: '100%',
  border: 'none',
  borderRadius: '0.5rem',
});
