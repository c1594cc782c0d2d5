import { style } from '@vanilla-extract/css';
import { controlBox, focusRing } from '../../../styles/mixins';
import { vars } from '../../../theme/contract.css';

export const select = style({ display: 'inline-flex', minWidth: 0 });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.control.height.small,
  ...controlBox,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.neutralSoft },
    '&[data-focus-visible]': focusRing,
  },
});

export const chevron = style({ color: vars.color.textMuted });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '40vh',
  overflowY: 'auto',
  padding: vars.space.xxsmall,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
});

export const listBox = style({ outline: 'none' });

export const option = style({
  display: 'block',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      fontWeight: vars.font.weight.medium,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
