import { Button, Inline, type DataTableColumn } from '@waybill/ui';

/**
 * The Actions column of a reference table: Edit and Delete for each row, their accessible names naming the row
 * (`Edit Ground, zone 7`) so that a screen reader, and a test, tells the rows' buttons apart.
 */
export function rowActionsColumn<Row>({
  nameOf,
  onEdit,
  onDelete,
}: {
  nameOf: (row: Row) => string;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}): DataTableColumn<Row> {
  return {
    id: 'actions',
    header: 'Actions',
    render: (row) => (
      <Inline gap="xsmall">
        <Button
          variant="secondary"
          size="small"
          aria-label={`Edit ${nameOf(row)}`}
          onPress={() => onEdit(row)}
        >
          Edit
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-label={`Delete ${nameOf(row)}`}
          onPress={() => onDelete(row)}
        >
          Delete
        </Button>
      </Inline>
    ),
  };
}
