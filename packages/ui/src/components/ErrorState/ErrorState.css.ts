import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const errorState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  textAlign: 'center',
});

export const message = style({
  margin: 0,
  maxWidth: '56ch',
  color: vars.color.danger,
});
