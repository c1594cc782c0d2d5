import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';

/** The spacing steps layout primitives accept: a whitelist of theme tokens, never raw lengths. */
export const SPACE = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
  'xxlarge',
  'gutter',
] as const;
export type Space = (typeof SPACE)[number];

/** Cross-axis alignment shared by Stack and Inline. */
export const ALIGN = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export type Align = (typeof ALIGN)[number];

/** Main-axis distribution for Inline. */
export const JUSTIFY = ['start', 'center', 'end', 'spaceBetween'] as const;
export type Justify = (typeof JUSTIFY)[number];

const space = Object.fromEntries(SPACE.map((step) => [step, vars.space[step]])) as Record<Space, string>;

const layoutProperties = defineProperties({
  properties: {
    display: ['flex', 'inline-flex', 'grid', 'block', 'none'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    gap: space,
    padding: space,
    paddingBlock: space,
    paddingInline: space,
    alignItems: {
      start: 'flex-start',
      center: 'center',
      end: 'flex-end',
      stretch: 'stretch',
      baseline: 'baseline',
    } satisfies Record<Align, string>,
    justifyContent: {
      start: 'flex-start',
      center: 'center',
      end: 'flex-end',
      spaceBetween: 'space-between',
    } satisfies Record<Justify, string>,
  },
});

export const sprinkles = createSprinkles(layoutProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
