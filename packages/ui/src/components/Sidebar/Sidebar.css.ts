import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Widths from the product's layout rules. */
const EXPANDED_WIDTH = '24rem';
const COLLAPSED_WIDTH = '3rem';
const SHEET_WIDTH = '18rem';

export const sidebar = style({
  position: 'sticky',
  insetBlockStart: 0,
  flexShrink: 0,
  display: 'flex',
  height: '100vh',
  width: EXPANDED_WIDTH,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  borderInlineEnd: `${vars.border.width} solid ${vars.color.border}`,
  transition: 'width 150ms ease-out',
  selectors: {
    '&[data-collapsed]': { width: COLLAPSED_WIDTH },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  height: '100%',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderBlockEnd: `${vars.border.width} solid ${vars.color.border}`,
  selectors: {
    [`${sidebar}[data-collapsed] &`]: { flexDirection: 'column', paddingInline: vars.space.xxsmall },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: vars.space.small,
  selectors: {
    [`${sidebar}[data-collapsed] &`]: { paddingInline: vars.space.xxsmall },
  },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderBlockStart: `${vars.border.width} solid ${vars.color.border}`,
  selectors: {
    [`${sidebar}[data-collapsed] &`]: { paddingInline: vars.space.xxsmall },
  },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const sheetOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` },
  },
});

export const sheet = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  width: SHEET_WIDTH,
  maxWidth: '100%',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} 150ms ease-out` },
  },
});

export const sheetDialog = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  outline: 'none',
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flex: 1,
  minWidth: 0,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.tight,
  selectors: {
    [`${sidebar}[data-collapsed] &`]: { flex: 'none' },
  },
});

export const titleText = style({
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  selectors: {
    [`${sidebar}[data-collapsed] &`]: { display: 'none' },
  },
});

export const inset = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
});
