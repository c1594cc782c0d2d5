import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { smallSpacingTokens } from '../tokens';

/** Class name that applies the SmallSpacing theme to an element and everything inside it. */
export const smallSpacingTheme = createTheme(vars, smallSpacingTokens, 'SmallSpacing');
