import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { darkTokens } from '../tokens';

/** Class name that applies the Dark theme to an element and everything inside it. */
export const darkTheme = createTheme(vars, darkTokens, 'Dark');

globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });
