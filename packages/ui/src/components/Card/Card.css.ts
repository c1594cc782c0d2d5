import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderWidth: vars.border.width,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
    minWidth: 0,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      small: { padding: vars.space.small },
      medium: { padding: vars.space.medium },
      large: { padding: vars.space.large },
    },
  },
  defaultVariants: { padding: 'large' },
});
