import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { US_GRID_COLUMNS } from './us-states';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${US_GRID_COLUMNS}, minmax(0, 1fr))`,
  gap: '3px',
  maxWidth: '640px',
  marginInline: 'auto',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1',
  minWidth: 0,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflow: 'hidden',
  userSelect: 'none',
});

export const pressable = style({ cursor: 'pointer' });

export const noData = style({ backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted });

/** A selection must not fade the other tiles: their state codes would lose their contrast. */
export const selectedTile = style({
  outline: `3px solid ${vars.color.text}`,
  outlineOffset: '1px',
  zIndex: 1,
});

export const code = style({ fontWeight: vars.font.weight.strong });

export const figure = style({ fontSize: '10px' });

export const scale = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
});

export const scaleStep = style({
  display: 'inline-block',
  width: '28px',
  height: '10px',
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
});
