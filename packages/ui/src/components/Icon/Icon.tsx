import type { LucideIcon } from 'lucide-react';

/** An icon of the design system's set (the `…Icon` exports of `@waybill/ui`, drawn from Lucide). */
export type IconComponent = LucideIcon;

/** Icon sizes in pixels: `small` sits inside buttons and table rows, `medium` in navigation. */
export const ICON_SIZES = ['small', 'medium', 'large'] as const;
export type IconSize = (typeof ICON_SIZES)[number];

const pixels: Record<IconSize, number> = { small: 14, medium: 16, large: 20 };

export interface IconProps {
  /** Which icon, e.g. `UsersIcon`. */
  icon: IconComponent;
  /**
   * @default 'medium'
   */
  size?: IconSize;
  /**
   * Names the icon for assistive technology when it stands alone and means something; without it the
   * icon is decoration and hidden from assistive technology (the usual case, beside a text label).
   */
  label?: string;
}

/** One icon, drawn in the current text colour. */
export function Icon({ icon: Glyph, size = 'medium', label }: IconProps) {
  const common = { size: pixels[size], strokeWidth: 2, focusable: false } as const;
  return label ? (
    <Glyph {...common} role="img" aria-label={label} />
  ) : (
    <Glyph {...common} aria-hidden="true" />
  );
}
