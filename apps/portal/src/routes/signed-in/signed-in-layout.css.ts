import { style } from '@vanilla-extract/css';

/** The strip above the routed page that holds the sidebar trigger. */
export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  padding: '0.5rem',
});
