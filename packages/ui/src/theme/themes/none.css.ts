import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { noneTokens } from '../tokens';

/** Class name that applies the None theme to an element and everything inside it. */
export const noneTheme = createTheme(vars, noneTokens, 'None');
