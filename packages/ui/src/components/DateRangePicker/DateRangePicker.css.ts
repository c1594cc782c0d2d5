import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const trigger = style({ justifyContent: 'flex-start' });

export const placeholder = style({ color: vars.color.textMuted });

export const icon = style({ width: '1em', height: '1em', flexShrink: 0 });

export const popover = style({
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  maxWidth: '100vw',
  overflow: 'auto',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  outline: 'none',
});

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const months = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.large });

export const month = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const monthHeading = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  paddingBlock: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
});

/** Where a day sits in the chosen range. */
export type RangeEdge = 'none' | 'start' | 'end' | 'both';

const selectedEdge = {
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.font.weight.strong,
};

export const cell = recipe({
  base: {
    width: vars.control.height.small,
    height: vars.control.height.small,
    textAlign: 'center',
    verticalAlign: 'middle',
    borderRadius: vars.radius.small,
    color: vars.color.text,
    fontSize: vars.font.size.small,
    cursor: 'pointer',
    outline: 'none',
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
      '&[data-pressed]': { backgroundColor: vars.color.neutralSoft },
      '&[data-selected]': {
        backgroundColor: vars.color.accentSoft,
        color: vars.color.accentSoftText,
        borderRadius: vars.radius.none,
      },
      '&[data-focus-visible]': focusRing,
      '&[data-outside-month]': { color: vars.color.textMuted, opacity: 0.6, cursor: 'default' },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
    },
  },
  variants: {
    edge: {
      none: {},
      start: { selectors: { '&[data-selected]': { ...selectedEdge, borderRadius: vars.radius.small } } },
      end: { selectors: { '&[data-selected]': { ...selectedEdge, borderRadius: vars.radius.small } } },
      both: { selectors: { '&[data-selected]': { ...selectedEdge, borderRadius: vars.radius.small } } },
    },
    isToday: {
      true: { fontWeight: vars.font.weight.strong, textDecoration: 'underline' },
      false: {},
    },
  },
  defaultVariants: { edge: 'none', isToday: false },
});
