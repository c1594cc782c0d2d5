import { Button, Inline, Text, type DataTableColumn } from '@waybill/ui';

/**
 * The Actions column of a reference table: Edit and Delete for each row (Edit alone for a table without `onDelete`,
 * whose rows are never deleted), their accessible names naming the row (`Edit Ground, zone 7`) so that a screen
 * reader, and a test, tells the rows' buttons apart. A row that cannot change shows the text `fixedText` gives it
 * instead.
 */
export function rowActionsColumn<Row>({
  nameOf,
  onEdit,
  onDelete,
  fixedText,
}: {
  nameOf: (row: Row) => string;
  onEdit: (row: Row) => void;
  onDelete?: (row: Row) => void;
  /** Why a row cannot change ('Incentive (fixed)'); undefined for a row that can. */
  fixedText?: (row: Row) => string | undefined;
}): DataTableColumn<Row> {
  return {
    id: 'actions',
    header: 'Actions',
    render: (row) => {
      const fixed = fixedText?.(row);
      if (fixed)
        return (
          <Text tone="muted" size="small">
            {fixed}
          </Text>
        );
      return (
        <Inline gap="xsmall">
          <Button
            variant="secondary"
            size="small"
            aria-label={`Edit ${nameOf(row)}`}
            onPress={() => onEdit(row)}
          >
            Edit
          </Button>
          {onDelete && (
            <Button
              variant="secondary"
              size="small"
              aria-label={`Delete ${nameOf(row)}`}
              onPress={() => onDelete(row)}
            >
              Delete
            </Button>
          )}
        </Inline>
      );
    },
  };
}
