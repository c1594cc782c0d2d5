import { vars } from '../theme/contract.css';

/** The keyboard focus outline every interactive element shows under `[data-focus-visible]`. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;
