import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { controlBox, disabledControl, focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const trigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    width: '100%',
    ...controlBox,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text },
      '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': disabledControl,
    },
  },
  variants: {
    size: {
      small: { minHeight: vars.control.height.small, fontSize: vars.font.size.small },
      medium: { minHeight: vars.control.height.medium, fontSize: vars.font.size.medium },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const listBox = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    padding: vars.space.xxsmall,
    maxHeight: '320px',
    overflow: 'auto',
    outline: 'none',
  },
  // Items take their font size from the list, so a SelectItem needs no size of its own.
  variants: {
    size: {
      small: { fontSize: vars.font.size.small },
      medium: { fontSize: vars.font.size.medium },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    '&[data-selected]': { fontWeight: vars.font.weight.strong },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
