import { style } from '@vanilla-extract/css';
import { controlBox, disabledControl } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const fieldError = style({
  color: vars.color.danger,
  fontSize: vars.font.size.small,
});

export const input = style({
  width: '100%',
  minHeight: vars.control.height.medium,
  ...controlBox,
  fontSize: vars.font.size.medium,
  transition: 'border-color 120ms, box-shadow 120ms',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled]': disabledControl,
  },
});
