import { style } from '@vanilla-extract/css';

/** The fields of the export, side by side while they fit, each at a readable width. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  alignItems: 'start',
  gap: '1rem 1.5rem',
});

/** The Export Data button, after the fields. */
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

/** The preview table scrolls inside the dialog: an export has many columns and its cells stay on one line. */
export const previewTable = style({
  maxHeight: '55vh',
  overflow: 'auto',
  whiteSpace: 'nowrap',
});
