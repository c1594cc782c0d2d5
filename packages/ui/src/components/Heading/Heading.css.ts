import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.strong,
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    size: {
      small: { fontSize: vars.font.size.large },
      medium: { fontSize: vars.font.size.xlarge },
      large: { fontSize: vars.font.size.xxlarge },
    },
  },
  defaultVariants: { size: 'medium' },
});
