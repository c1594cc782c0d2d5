import { style } from '@vanilla-extract/css';
import { focusRing, visuallyHiddenRules } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

/** The charts' own copy of the design system's class, which its public entry does not export. */
export const visuallyHidden = style(visuallyHiddenRules);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/** Holds every state at the chart's height, so loading, empty and error do not move the page. */
export const body = style({ position: 'relative', minWidth: 0 });

export const centred = style({ display: 'flex', alignItems: 'center', justifyContent: 'center' });

export const canvasBox = style({ position: 'relative', width: '100%' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '10px',
  height: '10px',
  borderRadius: '2px',
});

export const tableBox = style({ overflow: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
});

const cell = {
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderBlockEndWidth: vars.border.width,
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: vars.color.border,
  textAlign: 'start',
} as const;

export const headCell = style({
  ...cell,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  backgroundColor: vars.color.surfaceSunken,
});

export const rowHeader = style({ ...cell, fontWeight: vars.font.weight.regular });

export const dataCell = style(cell);

/** After the cells, so that it wins over their start alignment. */
export const numeric = style({ textAlign: 'end' });

export const rowButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover },
    '&[data-selected]': { fontWeight: vars.font.weight.strong, textDecoration: 'none' },
    '&[data-focus-visible]': focusRing,
  },
});
