import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const group = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style({
  paddingInlineEnd: `calc(${vars.control.height.medium} + ${vars.space.xsmall})`,
});

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.control.height.medium} - 6px)`,
  height: `calc(${vars.control.height.medium} - 6px)`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
