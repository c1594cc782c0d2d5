import { style } from '@vanilla-extract/css';

/** The four summary cards: one row on wide screens, two by two or stacked on narrow ones. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: '1rem',
});

/** The filters, side by side while they fit. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '1rem',
});

/** Each filter keeps a readable width. */
export const filter = style({ minWidth: '12rem' });

/** The search box and the counter above the table. */
export const tableBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
});

export const search = style({ flex: '1 1 20rem', maxWidth: '36rem' });

/** The summary tables of the On-Time Summary dialog, scrolling inside it when they are long. */
export const summaryTables = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5rem',
  maxHeight: '70vh',
  overflowY: 'auto',
});

/** A Control ID stays on one line. */
export const controlId = style({ whiteSpace: 'nowrap' });

/** The lists of unknown charge descriptions and services. */
export const unknownList = style({ margin: 0, paddingInlineStart: '1.25rem' });

/** The imports in progress in the Import Invoice File dialog. */
export const jobList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const jobItem = style({ display: 'flex', flexDirection: 'column', gap: '0.5rem' });

/** A job's file and client, with the button that follows it at the end of the row. */
export const jobHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
});

/** The notice of imports in progress above the filters. */
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
});
