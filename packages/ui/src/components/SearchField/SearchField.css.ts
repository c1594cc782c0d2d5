import { style } from '@vanilla-extract/css';
import { inlineIconButton, inlineIconButtonStates } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const field = style({});

export const group = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  paddingInlineStart: `calc(${vars.space.small} + 22px)`,
  paddingInlineEnd: `calc(${vars.space.small} + 22px)`,
  selectors: {
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none' },
  },
});

export const clear = style({
  ...inlineIconButton,
  width: '28px',
  height: '28px',
  selectors: {
    ...inlineIconButtonStates,
    [`${field}[data-empty] &`]: { display: 'none' },
  },
});
