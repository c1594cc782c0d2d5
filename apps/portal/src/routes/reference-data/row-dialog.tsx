import type { ReactNode } from 'react';
import { FormDialog, type FormDialogProps } from '@waybill/ui';

/**
 * The form dialog of a reference table's row: 'Add Rule', or 'Edit Rule' for a row being changed, with Save
 * ('Saving...' while the call runs) and the form's field errors. Its fields are the children.
 */
export function RowDialog({
  noun,
  isEditing,
  isPending,
  errors,
  onSubmit,
  onClose,
  children,
}: {
  /** What a row is called in the title: 'Rule'. */
  noun: string;
  isEditing: boolean;
  isPending: boolean;
  errors: FormDialogProps['validationErrors'];
  onSubmit: (data: FormData) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog
      title={`${isEditing ? 'Edit' : 'Add'} ${noun}`}
      isOpen
      onClose={onClose}
      submitLabel="Save"
      pendingLabel="Saving..."
      isPending={isPending}
      validationErrors={errors}
      onSubmit={onSubmit}
    >
      {children}
    </FormDialog>
  );
}
