import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const showingCount = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
});
