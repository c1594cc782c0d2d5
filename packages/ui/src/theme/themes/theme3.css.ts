import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { theme3Tokens } from '../tokens';

/** Class name that applies the Theme3 theme to an element and everything inside it. */
export const theme3Theme = createTheme(vars, theme3Tokens, 'Theme3');
