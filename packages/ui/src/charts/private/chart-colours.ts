import { useLayoutEffect, useState } from 'react';
import { vars } from '@waybill/ui';

/** The theme values a canvas chart draws with, resolved to concrete colours (a canvas cannot read CSS variables). */
export interface ChartColours {
  categories: string[];
  text: string;
  textMuted: string;
  grid: string;
  surface: string;
  tooltip: string;
  fontFamily: string;
  fontSize: number;
}

const CATEGORY_VARS = [
  vars.dataVis.category1,
  vars.dataVis.category2,
  vars.dataVis.category3,
  vars.dataVis.category4,
  vars.dataVis.category5,
  vars.dataVis.category6,
  vars.dataVis.category7,
  vars.dataVis.category8,
];

/** The custom property inside a `var(--name)` reference. */
function propertyName(reference: string): string {
  return /^var\((--[^),\s]+)/.exec(reference)?.[1] ?? reference;
}

function readColours(element: Element): ChartColours {
  const style = getComputedStyle(element);
  const read = (reference: string) => style.getPropertyValue(propertyName(reference)).trim();
  return {
    categories: CATEGORY_VARS.map(read),
    text: read(vars.color.text),
    textMuted: read(vars.color.textMuted),
    grid: read(vars.color.border),
    surface: read(vars.color.surface),
    tooltip: read(vars.color.surfaceRaised),
    fontFamily: read(vars.font.family.body),
    fontSize: Number.parseFloat(read(vars.font.size.xsmall)) || 12,
  };
}

/** The theme variable of series `index`'s colour, for HTML beside a chart (legends, swatches). */
export function categoryVar(index: number): string {
  return CATEGORY_VARS[index % CATEGORY_VARS.length]!;
}

/** The colour of series `index`, taking the eight categorical colours in turn. */
export function categoryColour(colours: ChartColours, index: number): string {
  return colours.categories[index % colours.categories.length] ?? colours.text;
}

/** Opacity of the bars, slices and points a selection puts in the background. */
export const FADED_OPACITY = 0.3;

/** A `#rrggbb` colour at the given opacity, for the series a selection puts in the background. */
export function faded(colour: string, opacity: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) return colour;
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

/**
 * The theme's chart colours as seen from `element` (pass the chart's box once mounted), read again whenever
 * a theme is applied to the document (applyTheme changes the root's class), so a chart redraws in the new
 * theme. Null until there is an element.
 */
export function useChartColours(element: Element | null): ChartColours | null {
  const [colours, setColours] = useState<ChartColours | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const update = () =>
      setColours((previous) => {
        const next = readColours(element);
        return previous && JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
      });
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'data-theme'],
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [element]);
  return colours;
}
