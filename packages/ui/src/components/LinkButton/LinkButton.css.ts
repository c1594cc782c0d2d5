import { style } from '@vanilla-extract/css';

// The button look comes from Button's recipe; a link only has to drop its underline.
export const link = style({ textDecoration: 'none' });
