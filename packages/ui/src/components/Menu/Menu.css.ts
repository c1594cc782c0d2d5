import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: '180px',
  padding: vars.space.xxsmall,
  outline: 'none',
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    fontSize: vars.font.size.medium,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      default: {
        color: vars.color.text,
        selectors: {
          '&[data-focused], &[data-hovered]': {
            backgroundColor: vars.color.accentSoft,
            color: vars.color.accentSoftText,
          },
        },
      },
      danger: {
        color: vars.color.danger,
        selectors: {
          '&[data-focused], &[data-hovered]': {
            backgroundColor: vars.color.dangerSoft,
            color: vars.color.dangerSoftText,
          },
        },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const separator = style({
  height: vars.border.width,
  marginBlock: vars.space.xxsmall,
  backgroundColor: vars.color.border,
});
