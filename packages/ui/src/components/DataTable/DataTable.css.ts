import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const container = style({
  width: '100%',
  overflowX: 'auto',
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const header = style({ backgroundColor: vars.color.surfaceSunken });

const alignVariants = {
  start: { textAlign: 'start' },
  end: { textAlign: 'end' },
} as const;

export const column = recipe({
  base: {
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    borderBlockEndWidth: vars.border.width,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: vars.color.border,
    color: vars.color.textMuted,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-allows-sorting][data-hovered]': { color: vars.color.text },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
  variants: { align: alignVariants },
  defaultVariants: { align: 'start' },
});

export const columnLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });

export const sortIcon = style({
  fontSize: vars.font.size.xsmall,
  opacity: 0.35,
  selectors: {
    '&[data-direction]': { opacity: 1, color: vars.color.accent },
  },
});

export const selectionColumn = style({
  width: vars.control.height.medium,
  paddingInline: vars.space.medium,
  borderBlockEndWidth: vars.border.width,
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: vars.color.border,
});

export const body = style({});

export const row = recipe({
  base: {
    outline: 'none',
    selectors: {
      '&:not(:last-child)': {
        borderBlockEndWidth: vars.border.width,
        borderBlockEndStyle: 'solid',
        borderBlockEndColor: vars.color.border,
      },
      '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
      '&[data-selected]': { backgroundColor: vars.color.accentSoft },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
  variants: {
    hasAction: {
      true: {
        cursor: 'pointer',
        selectors: { '&[data-pressed]': { backgroundColor: vars.color.neutralSoft } },
      },
      false: {},
    },
    isTotal: {
      true: {
        fontWeight: vars.font.weight.strong,
        backgroundColor: vars.color.surfaceSunken,
        borderBlockStartWidth: vars.border.width,
        borderBlockStartStyle: 'solid',
        borderBlockStartColor: vars.color.border,
      },
      false: {},
    },
  },
  defaultVariants: { hasAction: false, isTotal: false },
});

export const cell = recipe({
  base: {
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: { align: alignVariants },
  defaultVariants: { align: 'start' },
});

export const selectionCell = style({ paddingInline: vars.space.medium });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.xlarge,
  textAlign: 'center',
});

export const emptyText = style({ margin: 0, color: vars.color.textMuted });

export const emptyDescription = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xlarge,
  color: vars.color.accent,
});

export const skeletonRows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
});
