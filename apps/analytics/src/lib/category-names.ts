import { carrierName, SLA_GROUPING_LABELS, UNIFIED_CHARGE_GROUPING_LABELS } from '@waybill/api-client';
import type { AnalyticsPanel, PanelDimension } from './dimensions';

/** The names of the dimensions whose values are codes: a value they do not know reads as it is. */
const CATEGORY_NAMES: Partial<Record<PanelDimension, Readonly<Record<string, string>>>> = {
  unifiedChargeGrouping: UNIFIED_CHARGE_GROUPING_LABELS,
  slaGrouping: SLA_GROUPING_LABELS,
};

/**
 * How a value of a dimension reads for people, wherever the frame shows one (charts, tables, filter chips, detail
 * rows): carriers 'FEDEX' → 'FedEx', charge groupings 'DECLARED_VALUE' → 'Declared Value', SLA groups
 * 'NEXT_DAY_AM' → 'Next Day AM'; every other dimension's values (services, states, zones) read as they are. The
 * value itself stays what the page filters by and sends to the server.
 */
export function categoryName(dimension: PanelDimension, value: string): string {
  if (dimension === 'carrier') return carrierName(value);
  const names = CATEGORY_NAMES[dimension];
  return names && Object.hasOwn(names, value) ? names[value]! : value;
}

/** Whether a dimension's values are codes `categoryName` writes for people. */
function hasCategoryNames(dimension: PanelDimension): boolean {
  return dimension === 'carrier' || CATEGORY_NAMES[dimension] !== undefined;
}

/** A panel as people read it, and the press that still filters by the category's own value. */
export interface NamedPanel {
  panel: AnalyticsPanel;
  selected: string | null;
  onSelect?: (category: string) => void;
}

/**
 * Writes a panel's categories for people where their values are codes (see `categoryName`), and turns a pressed
 * name back into the value the page filters by.
 */
export function withCategoryNames(
  panel: AnalyticsPanel,
  selected: string | null,
  onSelect?: (category: string) => void,
): NamedPanel {
  const { dimension } = panel;
  if (!hasCategoryNames(dimension)) return { panel, selected, onSelect };
  const name = (category: string) => categoryName(dimension, category);
  const valueOf = new Map(panel.categories.map((category) => [name(category), category]));
  return {
    panel: { ...panel, categories: panel.categories.map(name) },
    selected: selected === null ? null : name(selected),
    onSelect: onSelect && ((pressed) => onSelect(valueOf.get(pressed) ?? pressed)),
  };
}
