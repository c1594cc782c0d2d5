import { style } from '@vanilla-extract/css';
import { controlBox, disabledControl, focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.control.height.medium,
  ...controlBox,
  fontSize: vars.font.size.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': disabledControl,
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xxsmall,
  maxHeight: '320px',
  overflow: 'auto',
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    '&[data-selected]': { fontWeight: vars.font.weight.strong },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
