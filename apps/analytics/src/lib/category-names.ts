import { carrierName } from '@waybill/api-client';
import type { AnalyticsPanel } from './dimensions';

/** A panel as people read it, and the press that still filters by the category's own value. */
export interface NamedPanel {
  panel: AnalyticsPanel;
  selected: string | null;
  onSelect?: (category: string) => void;
}

/**
 * Writes a panel's categories for people where their values are codes (carriers: 'FEDEX' reads 'FedEx'), and
 * turns a pressed name back into the value the page filters by.
 */
export function withCategoryNames(
  panel: AnalyticsPanel,
  selected: string | null,
  onSelect?: (category: string) => void,
): NamedPanel {
  if (panel.dimension !== 'carrier') return { panel, selected, onSelect };
  const valueOf = new Map(panel.categories.map((category) => [carrierName(category), category]));
  return {
    panel: { ...panel, categories: panel.categories.map(carrierName) },
    selected: selected === null ? null : carrierName(selected),
    onSelect: onSelect && ((name) => onSelect(valueOf.get(name) ?? name)),
  };
}
