import { style } from '@vanilla-extract/css';

/**
 * The progress of a long change: set apart from what is above it, and out of the layout while empty, so that the
 * live region can stay on the page before it has anything to say.
 */
export const changeProgress = style({
  selectors: {
    '&:empty': { position: 'absolute' },
    '&:not(:empty)': { marginBlockStart: '0.5rem' },
  },
});
