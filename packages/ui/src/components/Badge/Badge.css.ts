import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.neutralSoft, color: vars.color.neutralSoftText },
      success: { backgroundColor: vars.color.successSoft, color: vars.color.successSoftText },
      warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warningSoftText },
      danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerSoftText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
