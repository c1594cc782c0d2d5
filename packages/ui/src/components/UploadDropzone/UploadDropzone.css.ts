import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const dropZone = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-drop-target]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    '&[data-disabled]': { backgroundColor: vars.color.surfaceSunken },
  },
});

/**
 * The label of the area as a button whose `::after` covers the whole area: a click anywhere opens the
 * file chooser, while the button's name stays the label alone. The dashed border is drawn by it too.
 */
export const chooser = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderWidth: '2px',
    borderStyle: 'dashed',
    borderColor: vars.color.borderStrong,
    borderRadius: vars.radius.large,
  },
  selectors: {
    '&[data-hovered]::after': { borderColor: vars.color.text },
    '&[data-focus-visible]::after': focusRing,
    [`${dropZone}[data-drop-target] &::after`]: { borderColor: vars.color.accent },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-disabled]::after': { borderColor: vars.color.border },
  },
});

export const icon = style({ color: vars.color.textMuted });

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.small,
});

export const message = style({
  margin: 0,
  color: vars.color.danger,
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

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fileSize = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
