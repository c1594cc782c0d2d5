import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { lightTokens } from '../tokens';

/** Class name that applies the Light theme to an element and everything inside it. */
export const lightTheme = createTheme(vars, lightTokens, 'Light');
