import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '36px',
  height: '20px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: 'background-color 150ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { backgroundColor: vars.color.accent },
    [`${switchRoot}[data-hovered]:not([data-selected]) &`]: { backgroundColor: vars.color.textMuted },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '2px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  transition: 'transform 150ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)' },
  },
});
