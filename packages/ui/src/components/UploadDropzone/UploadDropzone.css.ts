import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-drop-target]': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.border },
  },
});

export const prompt = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.small,
});

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.small,
});
