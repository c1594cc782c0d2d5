import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const error = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.small,
});
