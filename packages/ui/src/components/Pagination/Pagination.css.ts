import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  fontFamily: vars.font.family.body,
});

export const pages = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  minWidth: vars.control.height.small,
  fontVariantNumeric: 'tabular-nums',
});

export const ellipsis = style({
  minWidth: vars.control.height.small,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
});
