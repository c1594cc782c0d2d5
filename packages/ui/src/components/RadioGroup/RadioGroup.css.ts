import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { choiceRoot, focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const options = recipe({
  base: { display: 'flex' },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: vars.space.xsmall },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.medium },
    },
  },
});

export const radio = style(choiceRoot);

export const circle = style({
  flexShrink: 0,
  width: '18px',
  height: '18px',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: '50%',
  backgroundColor: vars.color.surface,
  transition: 'border-color 120ms, border-width 120ms',
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: '5px' },
    [`${radio}[data-pressed] &`]: { borderColor: vars.color.accentPressed },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-disabled] &`]: { opacity: 0.55 },
  },
});
