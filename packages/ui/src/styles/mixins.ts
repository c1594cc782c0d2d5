import { vars } from '../theme/contract.css';

/** Hides content from sight while screen readers still read it. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The keyboard focus outline every interactive element shows under `[data-focus-visible]`. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** The bordered box of every text-like control: inputs, select triggers. */
export const controlBox = {
  paddingInline: vars.space.small,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  outline: 'none',
} as const;

/** How a disabled control box looks, under `[data-disabled]`. */
export const disabledControl = {
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  cursor: 'not-allowed',
} as const;

/** The label that holds a checkbox, radio or switch beside its text. */
export const choiceRoot = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
} as const;

/** A small icon button at the end of a text control, such as show password or clear search. */
export const inlineIconButton = {
  position: 'absolute',
  insetInlineEnd: vars.space.xxsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
} as const;

/** The hover and focus states of an {@link inlineIconButton}, to spread into its `selectors`. */
export const inlineIconButtonStates = {
  '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
  '&[data-focus-visible]': focusRing,
} as const;
