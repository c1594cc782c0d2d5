import type { CSSProperties } from 'react';
import { vars } from '@waybill/ui';

/** The theme's spacing of the page's parts, as inline styles (see dashboard.css.ts). */
export const space = {
  page: { padding: vars.space.gutter, gap: vars.space.large },
  group: { gap: vars.space.medium },
  chips: { gap: vars.space.small },
} satisfies Record<string, CSSProperties>;
