import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const statCard = style({ gap: vars.space.xsmall });

export const label = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
});
