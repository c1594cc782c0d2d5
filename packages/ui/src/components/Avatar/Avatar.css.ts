import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.accentSoft,
    color: vars.color.accentSoftText,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.strong,
    userSelect: 'none',
    position: 'relative',
  },
  variants: {
    size: {
      small: { width: '28px', height: '28px', fontSize: vars.font.size.xsmall },
      medium: { width: '40px', height: '40px', fontSize: vars.font.size.small },
      large: { width: '64px', height: '64px', fontSize: vars.font.size.xlarge },
    },
    shape: {
      circle: { borderRadius: vars.radius.full },
      square: { borderRadius: vars.radius.medium },
    },
  },
  defaultVariants: { size: 'medium', shape: 'circle' },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const pending = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.surface,
  opacity: 0.85,
});

export const chooseButton = style({
  position: 'relative',
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { opacity: 0.85 },
    '&[data-pressed]': { opacity: 0.7 },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'progress' },
  },
});
