import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderRadius: vars.radius.medium,
    borderWidth: vars.border.width,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.accentText,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.accentHover },
          '&[data-pressed]': { backgroundColor: vars.color.accentPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
          '&[data-pressed]': { backgroundColor: vars.color.neutralSoft },
        },
      },
      destructive: {
        backgroundColor: vars.color.danger,
        color: vars.color.dangerText,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.dangerHover },
          '&[data-pressed]': { backgroundColor: vars.color.dangerHover },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.accent,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.accentSoft, color: vars.color.accentSoftText },
          '&[data-pressed]': { backgroundColor: vars.color.accentSoft, color: vars.color.accentSoftText },
        },
      },
    },
    size: {
      small: {
        minHeight: vars.control.height.small,
        paddingInline: vars.space.small,
        fontSize: vars.font.size.small,
      },
      medium: {
        minHeight: vars.control.height.medium,
        paddingInline: vars.space.medium,
        fontSize: vars.font.size.medium,
      },
      large: {
        minHeight: vars.control.height.large,
        paddingInline: vars.space.large,
        fontSize: vars.font.size.large,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
