import { style } from '@vanilla-extract/css';

// The spacing between the page's parts follows the theme (SmallSpacing is tighter), so it is set from `vars`
// where the elements are drawn (`space` in layout.ts): vanilla-extract compiles this app's stylesheets apart
// from the design system's, and a variable named here may not be the one the design system defines.

/** The frame's page: the portal gives it the whole frame. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  minHeight: '100vh',
  minWidth: 0,
});

/** The date range and carrier choices beside each other, wrapping on narrow frames. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
});

export const carrier = style({ minWidth: '10rem' });

/** The removable chips of the values pressed in the charts. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
});

export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 28rem), 1fr))',
  alignItems: 'start',
});

/** A panel that needs the whole width: a table of many columns, the state map, the detail rows. */
export const widePanel = style({ gridColumn: '1 / -1', minWidth: 0 });

/** A chart of a panel's main figures above the table of all its figures. */
export const mixedPanel = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** A message that stands in for the whole page: no data, an error, an expired session. */
export const pageMessage = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '16rem',
  textAlign: 'center',
});

/** The detail rows' footer: what is shown, and the way to more. */
export const rowsFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginTop: '1rem',
});

/** A panel's title and its actions. */
export const panelHeader = style({
  display: 'flex',
  alignItems: 'start',
  justifyContent: 'space-between',
  gap: '1rem',
  marginBottom: '1rem',
});

export const panelDescription = style({
  margin: '0.25rem 0 0',
  opacity: 0.8,
  fontSize: '0.875rem',
});

export const pager = style({ display: 'flex' });

/** A date of the detail rows: kept on one line (a narrow column broke it at its hyphens). */
export const date = style({ whiteSpace: 'nowrap' });
