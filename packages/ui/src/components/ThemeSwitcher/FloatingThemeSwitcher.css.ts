import { createVar, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

/** Where the user moved the switcher, in viewport pixels. */
export const left = createVar();
export const top = createVar();

export const floating = style({
  position: 'fixed',
  right: vars.space.large,
  bottom: vars.space.large,
  // Above page content and the sidebar's off-canvas sheet (900 is shared with dialogs, which must cover it).
  zIndex: 800,
  selectors: {
    '&[data-moved]': { left, top, right: 'auto', bottom: 'auto' },
  },
});

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.height.large,
  height: vars.control.height.large,
  padding: 0,
  borderRadius: vars.radius.full,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  cursor: 'grab',
  // The browser must not scroll or select text while a finger or the mouse drags the handle.
  touchAction: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  transition: 'background-color 120ms',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.neutralSoft },
    '&[data-focus-visible]': focusRing,
    '[data-dragging] > &': { cursor: 'grabbing' },
  },
});
