/** A labelled figure: a slice of a donut, a row of a ranked list. */
export interface CategoryDatum {
  label: string;
  value: number;
}
