import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
});

export const description = style({
  margin: 0,
  maxWidth: '48ch',
});
