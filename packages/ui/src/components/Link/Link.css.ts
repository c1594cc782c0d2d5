import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-pressed]': { color: vars.color.accentPressed },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
  },
});
