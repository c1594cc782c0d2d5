import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'flex',
  alignItems: 'stretch',
});

export const input = style({
  borderStartEndRadius: 0,
  borderEndEndRadius: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const steppers = style({
  display: 'flex',
  flexDirection: 'column',
});

export const stepper = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 1,
  width: '28px',
  padding: 0,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderInlineStartWidth: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:first-child': { borderStartEndRadius: vars.radius.medium, borderBlockEndWidth: 0 },
    '&:last-child': { borderEndEndRadius: vars.radius.medium },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.neutralSoft },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
