import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** How deep a row sits (0 for top-level rows), set per row from RAC's `level`. */
export const depth = createVar();

export const tree = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const item = style({
  vars: { [depth]: '0' },
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.control.height.small,
  paddingBlock: vars.space.xxsmall,
  paddingInlineEnd: vars.space.small,
  paddingInlineStart: `calc(${vars.space.xsmall} + ${depth} * ${vars.space.large})`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  cursor: 'default',
  outline: 'none',
  selectors: {
    // Only rows that respond to a press (leaves, expandable parents) report hover.
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken, cursor: 'pointer' },
    '&[data-selected]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      fontWeight: vars.font.weight.medium,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  transition: 'transform 120ms',
  selectors: {
    [`${item}[data-expanded] &`]: { transform: 'rotate(90deg)' },
    [`[dir="rtl"] ${item}:not([data-expanded]) &`]: { transform: 'rotate(180deg)' },
  },
});

/** Keeps leaf labels aligned with their parents' labels, where a parent has its chevron. */
export const chevronSpacer = style({ flexShrink: 0, width: '20px' });

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const empty = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});
