import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';
import { sidebar } from './Sidebar.css';
import { row } from './SidebarLink.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  selectors: {
    // Collapsed, the toggle of a group with a parent link sits under the link's icon.
    [`${sidebar}[data-collapsed] &`]: { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center' },
  },
});

export const trigger = style([
  row,
  {
    minWidth: 0,
    border: 'none',
    background: 'none',
    fontFamily: 'inherit',
    textAlign: 'start',
  },
]);

export const title = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const disclosureButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.control.height.small,
  height: vars.control.height.small,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.neutralSoft },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    [`${sidebar}[data-collapsed] &`]: { width: '100%', height: vars.space.medium },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 120ms',
  selectors: {
    '&[data-open]': { transform: 'rotate(90deg)' },
    [`${sidebar}[data-collapsed] &`]: { display: 'none' },
  },
});

/** The chevron of a parent link's toggle, which stays visible when collapsed: it is the toggle's only content. */
export const disclosureChevron = style({
  flexShrink: 0,
  transition: 'transform 120ms',
  selectors: {
    '&[data-open]': { transform: 'rotate(90deg)' },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingInlineStart: vars.space.medium,
  selectors: {
    [`${sidebar}[data-collapsed] &`]: { paddingInlineStart: 0 },
  },
});
