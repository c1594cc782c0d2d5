import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const change = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xxsmall });

/** The colour of a change by whether it is good news: green, red, or muted when neither. */
export const tone = styleVariants({
  good: { color: vars.color.success },
  bad: { color: vars.color.danger },
  neutral: { color: vars.color.textMuted },
});

// One line: a line may break between a minus sign and a dollar sign, which left '−' apart from '$1,786.47'.
export const delta = style({
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
