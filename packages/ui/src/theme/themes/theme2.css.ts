import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { theme2Tokens } from '../tokens';

/** Class name that applies the Theme2 theme to an element and everything inside it. */
export const theme2Theme = createTheme(vars, theme2Tokens, 'Theme2');
