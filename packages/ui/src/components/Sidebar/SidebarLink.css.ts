import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';
import { sidebar } from './Sidebar.css';

/** Shared by links and group titles so every row of the sidebar lines up. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.control.height.small,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.neutralSoft },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-current]': { backgroundColor: vars.color.accentSoft, color: vars.color.accentSoftText },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    [`${sidebar}[data-collapsed] &`]: { justifyContent: 'center', paddingInline: 0 },
  },
});

export const link = style([row, { minWidth: 0 }]);

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: '20px',
  minHeight: '20px',
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
});

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
