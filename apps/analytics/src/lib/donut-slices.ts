import type { CategoryDatum } from '@waybill/ui/charts';

/**
 * As many slices as the charts' categorical palette has colours (`vars.dataVis.category1`-`8`): past it, colours
 * repeat and two slices read as one.
 */
const MAX_DONUT_SLICES = 8;

export interface DonutSlices {
  /** The slices to draw: every category, or the largest ones and then `other`. */
  slices: CategoryDatum[];
  /** The last slice, holding the sum of the categories left out; null when none is left out. */
  other: CategoryDatum | null;
}

/** The label of the slice that holds `count` categories, e.g. 'Other (8 more)'. */
function otherLabel(count: number): string {
  return `Other (${count} more)`;
}

/**
 * A donut's slices within the palette: up to `maxSlices` categories are drawn as they are; past that, the
 * `maxSlices - 1` largest, largest first, and one last slice, 'Other (N more)', holding the sum of the rest.
 * The `selected` category keeps a slice of its own even when it is not among the largest (it takes the place of
 * the smallest of them), so the selection the page is filtered by stays visible. When a category already bears
 * the label the fold would take, nothing is folded: two slices of one name would read as one.
 */
export function donutSlices(
  data: readonly CategoryDatum[],
  selected: string | null,
  maxSlices = MAX_DONUT_SLICES,
): DonutSlices {
  if (data.length <= maxSlices) return { slices: [...data], other: null };
  const folded = data.length - (maxSlices - 1);
  const label = otherLabel(folded);
  if (data.some((datum) => datum.label === label)) return { slices: [...data], other: null };

  // Array.prototype.sort is stable: categories of equal figures keep the order the server ranked them in.
  const ranked = [...data].sort((a, b) => b.value - a.value);
  const kept = ranked.slice(0, maxSlices - 1);
  const selectedDatum = ranked.find((datum) => datum.label === selected);
  if (selectedDatum && !kept.includes(selectedDatum)) kept.splice(kept.length - 1, 1, selectedDatum);
  const rest = ranked.filter((datum) => !kept.includes(datum));
  const sum = rest.reduce((total, datum) => total + datum.value, 0);
  // Adding cents in binary floating point leaves crumbs (0.30000000000000004) that a CSV would show.
  const other = { label, value: Number(sum.toPrecision(12)) };
  return { slices: [...ranked.filter((datum) => kept.includes(datum)), other], other };
}
