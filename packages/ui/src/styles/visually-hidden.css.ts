import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from './mixins';

/** Hides text from sight while screen readers still read it. */
export const visuallyHidden = style(visuallyHiddenRules);
