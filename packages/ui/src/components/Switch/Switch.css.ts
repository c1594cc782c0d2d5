import { style } from '@vanilla-extract/css';
import { choiceRoot, focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const switchRoot = style(choiceRoot);

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
