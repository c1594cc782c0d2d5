import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.large,
  insetInlineEnd: vars.space.large,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    width: 'min(360px, calc(100vw - 32px))',
    padding: vars.space.medium,
    borderRadius: vars.radius.large,
    borderWidth: vars.border.width,
    borderStyle: 'solid',
    boxShadow: vars.shadow.large,
    fontFamily: vars.font.family.body,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    variant: {
      default: {
        backgroundColor: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        color: vars.color.text,
      },
      success: {
        backgroundColor: vars.color.successSoft,
        borderColor: vars.color.success,
        color: vars.color.successSoftText,
      },
      destructive: {
        backgroundColor: vars.color.danger,
        borderColor: vars.color.danger,
        color: vars.color.dangerText,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
});

export const description = style({
  fontSize: vars.font.size.small,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: 'rgba(127, 127, 127, 0.2)' },
    '&[data-focus-visible]': { outline: '2px solid currentColor', outlineOffset: '1px' },
  },
});
