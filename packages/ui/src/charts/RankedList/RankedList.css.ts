import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Rank, label and figure on one line, the bar under them: reads in rank order, wraps on narrow cards. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '2.5ch minmax(0, 1fr) auto',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  width: '100%',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.small,
  textAlign: 'start',
  outline: 'none',
});

export const pressableRow = style({
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': { backgroundColor: vars.color.accentSoft },
    '&[data-focus-visible]': focusRing,
  },
});

export const rank = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const value = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.medium });

export const track = style({
  gridColumn: '2 / 4',
  height: '8px',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const bar = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.small,
  backgroundColor: vars.dataVis.category1,
});

export const fadedBar = style({ opacity: 0.3 });
