import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const text = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.body,
    lineHeight: vars.font.lineHeight.body,
  },
  variants: {
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    size: {
      xsmall: { fontSize: vars.font.size.xsmall },
      small: { fontSize: vars.font.size.small },
      medium: { fontSize: vars.font.size.medium },
      large: { fontSize: vars.font.size.large },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      strong: { fontWeight: vars.font.weight.strong },
    },
  },
  defaultVariants: { tone: 'default', size: 'medium', weight: 'regular' },
});
