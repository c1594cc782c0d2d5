import { style } from '@vanilla-extract/css';
import { inlineIconButton, inlineIconButtonStates } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const group = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style({
  paddingInlineEnd: `calc(${vars.control.height.medium} + ${vars.space.xsmall})`,
});

export const toggle = style({
  ...inlineIconButton,
  width: `calc(${vars.control.height.medium} - 6px)`,
  height: `calc(${vars.control.height.medium} - 6px)`,
  selectors: {
    ...inlineIconButtonStates,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
