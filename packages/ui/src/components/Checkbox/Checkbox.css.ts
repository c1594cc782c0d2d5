import { style } from '@vanilla-extract/css';
import { choiceRoot, focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const checkbox = style(choiceRoot);

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.accentText,
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.accentPressed },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.55 },
  },
});
