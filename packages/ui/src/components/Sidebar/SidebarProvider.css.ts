import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({
  display: 'flex',
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});
