import { useId, useRef, useState } from 'react';
import type { RefundCoverage } from '@waybill/api-client';
import { Button, Text, TextField } from '@waybill/ui';
import type { FieldErrors } from '../../lib/form-fields';
import { ChoiceField } from './choice-field';
import * as styles from './coverage-fields.css';
import {
  coverageFieldName,
  coverageRowsOf,
  REFUNDABLE_GROUPING_LABELS,
  type CoverageRowValues,
  type RefundRuleField,
} from './refund-rule-format';

/** The rows of a rule's coverage as the form edits them: added, changed and removed by their key. */
export function useCoverageRows(coverage: readonly RefundCoverage[]) {
  const [rows, setRows] = useState(() => coverageRowsOf(coverage));
  return {
    rows,
    add: () =>
      setRows((all) => [
        ...all,
        {
          key: Math.max(-1, ...all.map((row) => row.key)) + 1,
          grouping: null,
          coveredFrom: '',
          coveredTo: '',
        },
      ]),
    change: (key: number, values: Partial<Omit<CoverageRowValues, 'key'>>) =>
      setRows((all) => all.map((row) => (row.key === key ? { ...row, ...values } : row))),
    remove: (key: number) => setRows((all) => all.filter((row) => row.key !== key)),
  };
}

export type CoverageRows = ReturnType<typeof useCoverageRows>;

/** How many rows the list may hold: each grouping is listed once at most. */
const mostRows = Object.keys(REFUNDABLE_GROUPING_LABELS).length;

/** The headings of the rows' columns, each the name of the fields under it. */
const headings = { grouping: 'Grouping', coveredFrom: 'Covered From', coveredTo: 'Covered To' } as const;

/** A field's error, as its props show it. */
const errorOf = (error: string | undefined) => ({ isInvalid: Boolean(error), errorMessage: error });

/** What a row is called in its group's and its Remove button's names: 'Fuel', or 'new grouping' until chosen. */
const rowName = ({ grouping }: CoverageRowValues) =>
  grouping ? REFUNDABLE_GROUPING_LABELS[grouping] : 'new grouping';

/**
 * The Refunds Cover list of the rule form: a row per grouping a refund covers, its select and the first and last
 * ship dates covered (empty for no limit), each row removable, and Add Grouping under them. The fields stand under
 * the columns' headings; each row is a group named by its grouping, so that its fields, and its Remove button, are
 * told apart from the other rows' by assistive technology too.
 */
export function CoverageFields({
  coverage,
  errors,
}: {
  coverage: CoverageRows;
  errors: FieldErrors<RefundRuleField>;
}) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const addRef = useRef<HTMLDivElement>(null);
  const remove = (key: number) => {
    coverage.remove(key);
    // The pressed button leaves the page with its row: the focus goes where the list continues.
    addRef.current?.querySelector('button')?.focus();
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={errors.coverage ? `${descriptionId} ${errorId}` : descriptionId}
      className={styles.coverage}
    >
      <Text id={labelId} size="small" weight="medium">
        Refunds Cover
      </Text>
      <Text id={descriptionId} size="small" tone="muted">
        The charge groupings a refund pays back, each for the packages shipped from its first day to its last
        (yyyy-mm-dd); leave a day empty for no limit.
      </Text>
      {coverage.rows.length > 0 && (
        // The fields' own labels name them for assistive technology; these headings are for the eye.
        <div aria-hidden="true" className={styles.row}>
          {Object.values(headings).map((heading) => (
            <Text key={heading} size="small" tone="muted">
              {heading}
            </Text>
          ))}
        </div>
      )}
      {coverage.rows.map((row) => (
        <div key={row.key} role="group" aria-label={rowName(row)} className={styles.row}>
          <ChoiceField
            label={headings.grouping}
            isLabelHidden
            placeholder="Choose a grouping"
            labels={REFUNDABLE_GROUPING_LABELS}
            choice={{ key: row.grouping, set: (grouping) => coverage.change(row.key, { grouping }) }}
            error={errors[coverageFieldName(row.key, 'grouping')]}
          />
          <TextField
            aria-label={headings.coveredFrom}
            placeholder="Since always"
            value={row.coveredFrom}
            onChange={(coveredFrom) => coverage.change(row.key, { coveredFrom })}
            {...errorOf(errors[coverageFieldName(row.key, 'coveredFrom')])}
            autoComplete="off"
          />
          <TextField
            aria-label={headings.coveredTo}
            placeholder="Still covered"
            value={row.coveredTo}
            onChange={(coveredTo) => coverage.change(row.key, { coveredTo })}
            {...errorOf(errors[coverageFieldName(row.key, 'coveredTo')])}
            autoComplete="off"
          />
          <Button variant="ghost" aria-label={`Remove ${rowName(row)}`} onPress={() => remove(row.key)}>
            Remove
          </Button>
        </div>
      ))}
      {errors.coverage && (
        <Text id={errorId} size="small" tone="danger">
          {errors.coverage}
        </Text>
      )}
      <div ref={addRef}>
        <Button
          variant="secondary"
          size="small"
          isDisabled={coverage.rows.length >= mostRows}
          onPress={coverage.add}
        >
          Add Grouping
        </Button>
      </div>
    </div>
  );
}
