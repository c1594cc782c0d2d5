import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: '180px',
  padding: vars.space.xxsmall,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    '&[data-selected]': { fontWeight: vars.font.weight.strong },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const dialog = style({ outline: 'none' });
